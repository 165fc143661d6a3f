import { sql } from 'drizzle-orm';
import { checkedDltText } from '../../../domain/messaging/dlt';
import { type NoticePurpose, type NoticeVariable, noticeVariableLabel } from '../../../domain/messaging/notice-sms';
import { normaliseIndianMobile } from '../../../domain/schemas/common';
import type { NoticeSmsTemplate } from '../../../domain/schemas/notice-sms';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { noticeSendJob } from './notice-send-job';
import { rowsOf } from './rows';

/** One demand's SMS as its module hands it over: who, and the values of the demand. */
export interface NoticeItem {
  /** One message per cause; the same key again is the same message (never a second SMS). */
  key: string;
  demandId: string;
  bookingId: string;
  leadId: string | null;
  /** The buyer's mobile in any form people write it (+91…, 91…, spaces); null when there is none. */
  mobile: string | null;
  values: Partial<Record<NoticeVariable, string>>;
  /** For the timelines: "demand DM-2026-000123 (Plinth)". */
  about: string;
}

/**
 * Queues a batch of demand or reminder SMS in the caller's transaction (decision 199): each text is
 * rendered and DLT-checked here, and the whole batch is ONE INSERT … SELECT (… ON CONFLICT DO
 * NOTHING on the key, so a retried or repeated batch adds nothing), with one send job for what it
 * added. A buyer without a mobile, or a text the scrubber would drop, is written as skipped or
 * failed with the reason, so the booking page can say why no SMS went. The caller reads
 * `noticeSetup` first, outside its transaction (PGlite has one connection: a read beside an open
 * transaction would wait for it), and queues nothing when it names a problem. Returns how many
 * were queued to send.
 */
export async function queueNoticeSms(
  ctx: AppContext,
  tx: DbOrTx,
  purpose: NoticePurpose,
  template: NoticeSmsTemplate,
  items: NoticeItem[],
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = items.map((item) => {
    const mobile = item.mobile ? normaliseIndianMobile(item.mobile) : null;
    const checked = checkedDltText(template.registeredText, template.variables, item.values, noticeVariableLabel);
    const [status, reason] = !mobile
      ? ['skipped', 'The first applicant has no mobile number an SMS can go to.']
      : checked.problem
        ? ['failed', `DLT check, not sent: ${checked.problem}`]
        : ['queued', null];
    return {
      key: item.key,
      demand_id: item.demandId,
      booking_id: item.bookingId,
      lead_id: item.leadId,
      mobile,
      text: checked.text,
      about: item.about,
      status,
      reason,
    };
  });
  const inserted = await rowsOf<{ id: string; status: string }>(
    tx,
    sql`insert into sms_outbox (idempotency_key, purpose, demand_id, booking_id, lead_id, mobile, text, about,
        dlt_template_id, sender_id, category, status, reason, created_at)
      select v.key, ${purpose}, v.demand_id, v.booking_id, v.lead_id, v.mobile, v.text, v.about, ${template.dltTemplateId},
        ${template.senderId.toUpperCase()}, ${template.category}, v.status, v.reason, ${ctx.clock().toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(key text, demand_id uuid, booking_id uuid,
        lead_id uuid, mobile text, text text, about text, status text, reason text)
      on conflict (idempotency_key) do nothing
      returning id, status`,
  );
  const queued = inserted.filter((r) => r.status === 'queued');
  if (queued[0]) {
    // One job per batch added; several running at once share the rows through their claims.
    await ctx.jobs.enqueue(tx, noticeSendJob, {}, { idempotencyKey: `notice-sms:${queued[0].id}` });
  }
  return queued.length;
}

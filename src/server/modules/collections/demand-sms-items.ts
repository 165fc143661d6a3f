import { type SQL, sql } from 'drizzle-orm';
import { indiaDisplayDate } from '../../../domain/india-date';
import { type NoticePurpose, smsAmount } from '../../../domain/messaging/notice-sms';
import { firstName } from '../../../domain/messaging/variables';
import { fromPaise } from '../../../domain/money/paise';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { yieldToLoop } from '../../lib/yield-to-loop';
import { getCompany } from '../company/public';
import { type NoticeItem, noticeSetup, queueNoticeSms } from '../messaging/public';

interface DemandSmsRow {
  id: string;
  demand_no: string;
  booking_id: string;
  lead_id: string | null;
  booking_no: string;
  instalment: string;
  total_paise: string | number;
  due_paise: string | number;
  due_on: string;
  buyer: string | null;
  mobile: string | null;
  project: string;
  unit: string;
}

/**
 * The next `limit` demands matching `filter` (after the id `after`), as the SMS each would carry
 * (decision 199): the buyer (first applicant) and their mobile, and the demand's values. The
 * demand-raised SMS carries the total payable; a reminder what is still unpaid. One SELECT a batch.
 */
export async function demandNoticeItems(
  db: DbOrTx,
  purpose: NoticePurpose,
  filter: SQL,
  keyOf: (demandId: string) => string,
  company: string,
  after: string | null,
  limit: number,
): Promise<{ items: NoticeItem[]; last: string | null }> {
  const rows = rowsOf<DemandSmsRow>(
    await db.execute(sql`
      select d.id, d.demand_no, d.booking_id, b.lead_id, b.booking_no, i.name as instalment, d.total_paise,
        (d.amount_paise + d.gst_paise + d.interest_paise - d.settled_paise)::bigint as due_paise,
        d.due_on::text as due_on, a.name as buyer, a.mobile, p.name as project, u.number as unit
      from demands d join bookings b on b.id = d.booking_id
      join booking_instalments i on i.id = d.instalment_id
      join units u on u.id = b.unit_id join projects p on p.id = b.project_id
      left join booking_applicants a on a.booking_id = b.id and a.position = 1
      where ${filter} and (${after}::uuid is null or d.id > ${after}::uuid)
      order by d.id limit ${limit}`),
  );
  const items = rows.map(
    (r): NoticeItem => ({
      key: keyOf(r.id),
      demandId: r.id,
      bookingId: r.booking_id,
      leadId: r.lead_id,
      mobile: r.mobile,
      about: `demand ${r.demand_no} (${r.instalment})`,
      values: {
        buyerName: r.buyer ?? '',
        buyerFirstName: firstName(r.buyer),
        demandNo: r.demand_no,
        bookingNo: r.booking_no,
        instalment: r.instalment,
        amount: smsAmount(fromPaise(Number(purpose === 'payment_reminder' ? r.due_paise : r.total_paise))),
        dueDate: indiaDisplayDate(r.due_on),
        project: r.project,
        unit: r.unit,
        company,
      },
    }),
  );
  return { items, last: rows.at(-1)?.id ?? null };
}

/** Demands per transaction when their SMS are queued. */
const BATCH = 500;

/**
 * Queues the `purpose` SMS of every demand matching `filter`, a batch of 500 per transaction
 * through messaging's outbox, each keyed by `keyOf` so a retry or a repeat adds none. Not set up
 * (no template, SMS off): nothing is written, and `problem` says why.
 */
export async function queueDemandNotices(
  ctx: AppContext,
  purpose: NoticePurpose,
  filter: SQL,
  keyOf: (demandId: string) => string,
): Promise<{ texted: number; problem: string | null }> {
  const { template, problem } = await noticeSetup(ctx, purpose);
  if (problem || !template) return { texted: 0, problem };
  const company = (await getCompany(ctx.db)).name;
  let after: string | null = null;
  let texted = 0;
  for (;;) {
    const cursor: string | null = after;
    const batch = await ctx.db.transaction(async (tx) => {
      const { items, last } = await demandNoticeItems(tx, purpose, filter, keyOf, company, cursor, BATCH);
      const queued = await queueNoticeSms(ctx, tx, purpose, template, items);
      return { last, n: items.length, queued };
    });
    texted += batch.queued;
    if (batch.n < BATCH || !batch.last) return { texted, problem: null };
    after = batch.last;
    await yieldToLoop();
  }
}

import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SmsCategory } from '../../../domain/messaging/dlt';
import { smsLength } from '../../../domain/messaging/sms-text';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/job-definition';
import { mapLimit } from '../../lib/map-limit';
import { yieldToLoop } from '../../lib/yield-to-loop';
import { rowsOf } from './rows';
import { smsGatewayOf, smsReady } from './sms-config';

/**
 * Sends the queued demand and reminder SMS of sms_outbox (decision 199), by the campaigns' rules
 * (decisions 111 and 160): a batch is CLAIMED (queued → sending, committed) before any gateway call,
 * the buyer's SMS opt-out is read again in that same statement, and the outcomes are written in one
 * UPDATE after, with the timeline entries. A run that died leaves rows `sending`: they go back to
 * the queue only through a gateway declared to de-duplicate our client reference (the row's id);
 * otherwise they become `unknown`, so a retry or a kill -9 never sends one twice silently.
 */
export const noticeSendJob = defineJob({
  kind: 'messaging.notice-sms.send',
  payload: z.object({}),
  maxAttempts: 8,
  async run(ctx, job) {
    await recoverStale(ctx);
    let sent = 0;
    for (;;) {
      job.signal.throwIfAborted();
      const setup = await smsReady(ctx, true);
      if (!setup) {
        // SMS switched off after these were queued: they do not wait for a switch nobody may turn.
        await ctx.db.execute(sql`update sms_outbox
          set status = 'skipped', reason = 'SMS was switched off in the SMS settings before this message left.'
          where status = 'queued'`);
        return { sent, stopped: 'sms-off' };
      }
      const rate = setup.settings.ratePerSecond;
      const claimed = await claim(ctx, Math.max(1, Math.min(BATCH, Math.floor(rate))));
      const batch = claimed.filter((r) => r.status === 'sending');
      if (claimed.length === 0) return { sent };
      if (batch.length === 0) continue;
      const started = Date.now();
      const gateway = smsGatewayOf(ctx, setup);
      const outcomes = await mapLimit(batch, CONCURRENCY, async (r): Promise<Outcome> => {
        const result = await gateway.send({
          to: r.mobile,
          text: r.text,
          senderId: r.sender_id,
          dltTemplateId: r.dlt_template_id,
          category: r.category,
          encoding: smsLength(r.text).encoding,
          clientRef: r.id,
        });
        if (result.ok) return { id: r.id, status: 'sent', reason: null, pid: result.providerId };
        if (result.temporary && r.attempt < MAX_ATTEMPTS_PER_MESSAGE) {
          return { id: r.id, status: 'queued', reason: result.reason, pid: null };
        }
        return { id: r.id, status: 'failed', reason: result.reason, pid: null };
      });
      await recordOutcomes(ctx, outcomes);
      sent += outcomes.filter((o) => o.status === 'sent').length;
      await job.progress({ done: sent, message: `${sent} SMS sent` });
      // Only temporary failures (the gateway is down): the runner retries the job with backoff.
      if (outcomes.every((o) => o.status === 'queued')) throw new Error(outcomes[0]?.reason ?? 'Gateway unavailable.');
      const wait = (batch.length / rate) * 1000 - (Date.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      await yieldToLoop();
    }
  },
});

/** Rows per claim (at most a second's worth at the gateway's rate): few in doubt after a crash. */
const BATCH = 50;
const CONCURRENCY = 10;
const MAX_ATTEMPTS_PER_MESSAGE = 5;
/** A claim older than this belongs to a run that died (a live batch takes seconds). */
const STALE_CLAIM_MS = 30_000;
/** A demand's SMS has no "Send again" of its own: a person checks with the buyer (decision 199). */
const UNKNOWN_REASON =
  'The server stopped while this SMS was with the gateway, and the gateway does not say whether it sent it; it is not sent again in case it arrived. Check with the buyer.';

interface Claimed {
  id: string;
  mobile: string;
  text: string;
  sender_id: string;
  dlt_template_id: string;
  category: SmsCategory;
  attempt: number;
  status: string;
}

interface Outcome {
  id: string;
  status: 'sent' | 'queued' | 'failed';
  reason: string | null;
  pid: string | null;
}

/**
 * queued → sending in one committed statement. A buyer who opted out of SMS (the booking's lead, or
 * any live lead with the mobile, as a STOP reply marks them) is not claimed but marked opted_out.
 * DND is not read: it filters promotional messages only, and these are service messages (decision 199).
 */
async function claim(ctx: AppContext, size: number): Promise<Claimed[]> {
  const now = ctx.clock().toISOString();
  return rowsOf<Claimed>(
    ctx.db,
    sql`with picked as (
        select o.id,
          exists (select 1 from lead_message_preferences p join leads l on l.id = p.lead_id
            where p.sms_opt_out and (l.id = o.lead_id or (l.mobile = o.mobile and l.deleted_at is null))) as opted
        from sms_outbox o
        where o.id in (select id from sms_outbox where status = 'queued' order by created_at, id
          limit ${size} for update skip locked))
      update sms_outbox o set
        status = case when picked.opted then 'opted_out' else 'sending' end,
        reason = case when picked.opted then 'The buyer opted out of SMS; the demand went by email and letter only.' else o.reason end,
        attempt = o.attempt + case when picked.opted then 0 else 1 end,
        claimed_at = case when picked.opted then o.claimed_at else ${now}::timestamptz end
      from picked where o.id = picked.id
      returning o.id, o.mobile, o.text, o.sender_id, o.dlt_template_id, o.category, o.attempt, o.status`,
  );
}

/** The claims of a run that died: queued again only where the gateway de-duplicates, else unknown. */
async function recoverStale(ctx: AppContext) {
  const before = new Date(ctx.clock().getTime() - STALE_CLAIM_MS).toISOString();
  const setup = await smsReady(ctx, false);
  const dedupes = !!setup && smsGatewayOf(ctx, setup).dedupesClientRef;
  await ctx.db.execute(sql`update sms_outbox
    set status = ${dedupes ? 'queued' : 'unknown'}, reason = ${dedupes ? null : UNKNOWN_REASON}
    where status = 'sending' and claimed_at < ${before}::timestamptz`);
}

/**
 * The batch's outcomes in one UPDATE (only rows still `sending`: a delivery report that came first
 * keeps its word), and each SMS that left on the lead's timeline and the booking's history.
 */
async function recordOutcomes(ctx: AppContext, outcomes: Outcome[]) {
  const now = ctx.clock().toISOString();
  const json = JSON.stringify(outcomes);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`
      update sms_outbox o set status = v.status, reason = v.reason,
        provider_message_id = coalesce(v.pid, o.provider_message_id),
        sent_at = case when v.status = 'sent' then ${now}::timestamptz else o.sent_at end,
        claimed_at = case when v.status = 'queued' then null else o.claimed_at end
      from jsonb_to_recordset(${json}::jsonb) as v(id uuid, status text, reason text, pid text)
      where o.id = v.id and o.status = 'sending'`);
    const left = sql`jsonb_to_recordset(${json}::jsonb) as v(id uuid, status text)
      join sms_outbox o on o.id = v.id
      where v.status = 'sent' and o.status in ('sent', 'delivered', 'failed')`;
    const summary = sql`case o.purpose when 'payment_reminder' then 'Payment reminder SMS sent: ' else 'SMS sent: ' end || o.about`;
    await tx.execute(sql`
      insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
      select o.lead_id, 'sms', null, case o.purpose when 'payment_reminder' then 'Collections' else 'Demands' end,
        ${now}::timestamptz, jsonb_build_object('summary', ${summary}, 'direction', 'out', 'note', o.text)
      from ${left} and o.lead_id is not null`);
    await tx.execute(sql`
      insert into booking_events (booking_id, at, by, kind, detail)
      select o.booking_id, ${now}::timestamptz, null, 'sms_sent',
        jsonb_build_object('summary', ${summary} || ' to ' || o.mobile, 'demandId', o.demand_id, 'smsId', o.id)
      from ${left} and o.booking_id is not null`);
  });
}

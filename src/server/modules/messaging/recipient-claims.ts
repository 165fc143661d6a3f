import { type SQL, sql } from 'drizzle-orm';
import type { RecipientStatus } from '../../../domain/schemas/campaign';
import type { MessageChannel } from '../../../domain/schemas/messaging';
import type { AppContext } from '../../context';
import { applyPendingStatuses } from '../../whatsapp/apply-statuses';
import { rowsOf } from './rows';
import { smsGatewayOf, smsReady } from './sms-config';
import type { FrozenTemplate } from './templates';
import { recordWhatsAppMessages } from './whatsapp-record';

/**
 * The sender's writes to campaign_recipients (decisions 111 and 160): claiming a batch before any
 * call, recovering the claims of a run that died, and recording a batch's outcomes. The order of
 * these writes is what keeps a message from leaving twice; send-job.ts runs them.
 */

/** A claim older than this belongs to a run that died (a live batch takes seconds). */
const STALE_CLAIM_MS = 30_000;

export interface Claimed {
  id: string;
  lead_id: string | null;
  address: string;
  attempt: number;
}

export interface Outcome {
  id: string;
  status: RecipientStatus;
  reason: string | null;
  pid: string | null;
  /** What left: the SMS text or the email's subject (the recipient row and the timeline note keep it). */
  text: string | null;
}

/**
 * queued → sending, committed before any call (the claim). The lead's flags are read again in the
 * same statement, at the moment the batch leaves (decision 160): a lead opted out, binned, or (for a
 * promotional SMS) put on DND since the campaign was frozen is not claimed but marked opted_out or
 * skipped with the reason, so a campaign held for the 09:00 window never sends to someone marked
 * DND at 08:58. Returns every row it touched; only the `sending` ones are sent.
 */
export async function claim(
  ctx: AppContext,
  campaignId: string,
  now: Date,
  size: number,
  template: FrozenTemplate,
  /** WhatsApp at its daily limit: only recipients whose 24-hour window is open (they are not new people). */
  onlyLeads?: SQL,
): Promise<(Claimed & { status: RecipientStatus })[]> {
  const optOut = { email: sql`p.email_opt_out`, sms: sql`p.sms_opt_out`, whatsapp: sql`p.whatsapp_opt_out` }[
    template.channel
  ];
  const promotional = template.channel === 'sms' && template.category === 'promotional' ? sql`true` : sql`false`;
  const optedOutReason = {
    email: 'Unsubscribed from email.',
    sms: 'Opted out of SMS.',
    whatsapp: 'Opted out of WhatsApp.',
  }[template.channel];
  return rowsOf<Claimed & { status: RecipientStatus }>(
    ctx.db,
    sql`with picked as (
        select r.id,
          case
            when l.deleted_at is not null then 'skipped'
            when coalesce(${optOut}, false) and not coalesce((c.audience->>'confirmedOptOut')::boolean, false) then 'opted_out'
            when ${promotional} and coalesce(p.dnd, false) then 'skipped'
            else 'sending' end as status,
          case
            when l.deleted_at is not null then 'The lead was moved to the recycle bin before this message left.'
            when coalesce(${optOut}, false) and not coalesce((c.audience->>'confirmedOptOut')::boolean, false) then ${optedOutReason}
            when ${promotional} and coalesce(p.dnd, false) then
              'On DND since ' || to_char((p.updated_at at time zone 'UTC') + interval '330 minutes', 'DD/MM/YYYY HH24:MI') || ': a promotional SMS cannot go to them.'
            end as reason
        from campaign_recipients r
        join campaigns c on c.id = r.campaign_id
        left join leads l on l.id = r.lead_id
        left join lead_message_preferences p on p.lead_id = r.lead_id
        where r.id in (
          select id from campaign_recipients
          where campaign_id = ${campaignId} and status = 'queued' ${onlyLeads ? sql`and lead_id in ${onlyLeads}` : sql``}
          limit ${size} for update skip locked))
      update campaign_recipients r set status = picked.status, reason = picked.reason,
        attempt = r.attempt + case when picked.status = 'sending' then 1 else 0 end,
        claimed_at = case when picked.status = 'sending' then ${now.toISOString()}::timestamptz else r.claimed_at end
      from picked where r.id = picked.id
      returning r.id, r.lead_id, r.address, r.attempt, r.status`,
  );
}

/**
 * Claims left by a run that died (see the job's comment). SMS: back to the queue only when the
 * gateway de-duplicates on our client reference; otherwise `unknown`, for a person to decide — a
 * message is never sent twice silently (decision 160). Email: failed, not sent again.
 */
export async function recoverStaleClaims(ctx: AppContext, campaignId: string, channel: MessageChannel) {
  const before = new Date(ctx.clock().getTime() - STALE_CLAIM_MS).toISOString();
  const stale = sql`campaign_id = ${campaignId} and status = 'sending' and claimed_at < ${before}`;
  if (channel === 'email') {
    await ctx.db.execute(sql`update campaign_recipients
      set status = 'failed', reason = 'Interrupted while sending (the server stopped); not sent again in case it arrived. Use "Resend failures" to send it.'
      where ${stale}`);
    return;
  }
  if (channel === 'whatsapp') {
    // The Cloud API has no de-duplication on our reference: held for a person, as SMS through such a gateway.
    await ctx.db.execute(sql`update campaign_recipients
      set status = 'unknown', reason = ${WHATSAPP_UNKNOWN_REASON}
      where ${stale}`);
    return;
  }
  const setup = await smsReady(ctx, false);
  if (setup && smsGatewayOf(ctx, setup).dedupesClientRef) {
    await ctx.db.execute(sql`update campaign_recipients set status = 'queued' where ${stale}`);
    return;
  }
  await ctx.db.execute(sql`update campaign_recipients
    set status = 'unknown', reason = ${UNKNOWN_REASON}
    where ${stale}`);
}

export const UNKNOWN_REASON =
  'The server stopped while this SMS was with the gateway, and the gateway does not say whether it sent it. Check with the lead or the gateway, then "Send again" or "Mark as sent".';

export const WHATSAPP_UNKNOWN_REASON =
  'The server stopped while this WhatsApp message was with the provider, and WhatsApp does not say whether it sent it. Check the lead\'s WhatsApp conversation or ask the lead, then "Send again" or "Mark as sent".';

/**
 * The batch's results in one UPDATE, and the timeline entries of what was sent in one INSERT …
 * SELECT. Only rows still `sending` are changed: a delivery report that came first keeps its word.
 */
export async function recordOutcomes(
  ctx: AppContext,
  campaignId: string,
  template: FrozenTemplate,
  outcomes: Outcome[],
  actor: { id: string | null; name: string },
) {
  const now = ctx.clock().toISOString();
  const json = JSON.stringify(outcomes);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`
      update campaign_recipients r set
        status = v.status, reason = v.reason,
        provider_message_id = coalesce(v.pid, r.provider_message_id),
        sent_at = case when v.status = 'sent' then ${now}::timestamptz else r.sent_at end,
        sent_text = coalesce(v.text, r.sent_text),
        claimed_at = case when v.status = 'queued' then null else r.claimed_at end
      from jsonb_to_recordset(${json}::jsonb) as v(id uuid, status text, reason text, pid text, text text)
      where r.id = v.id and r.campaign_id = ${campaignId} and r.status = 'sending'`);
    if (template.channel === 'whatsapp') {
      // The messages, conversations and timeline, then the statuses that came before the wa ids were stored.
      const waIds = await recordWhatsAppMessages(tx, campaignId, template, outcomes, actor, now);
      await applyPendingStatuses(tx, waIds);
      return;
    }
    // The message on each lead's timeline (kinds 'email'/'sms'), for every message that left,
    // including one whose delivery report arrived before this write.
    const kind = template.channel;
    const summary = template.channel === 'sms' ? `SMS sent: ${template.name}` : `Email sent: ${template.name}`;
    await tx.execute(sql`
      insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
      select r.lead_id, ${kind}, ${actor.id}::uuid, ${actor.name}, ${now}::timestamptz,
        jsonb_build_object('summary', ${summary}::text, 'direction', 'out', 'note', v.text)
      from jsonb_to_recordset(${json}::jsonb) as v(id uuid, status text, text text)
      join campaign_recipients r on r.id = v.id
      where v.status = 'sent' and r.lead_id is not null and r.status in ('sent', 'delivered', 'failed')`);
  });
}

import { sql } from 'drizzle-orm';
import { WHATSAPP_STATUS_RANK } from '../../domain/schemas/whatsapp';
import type { DbOrTx } from '../db/database';

/*
 * Shared by the webhook (modules/whatsapp, decision 215) and the campaign sender (modules/messaging,
 * decision 216): the sender calls it after storing a batch's wa ids, and the WhatsApp module uses
 * messaging's public.ts, so it lives outside both modules — importing it through whatsapp's
 * public.ts would close an import cycle.
 */

/** The rank of a status in SQL, from the domain's one table (a late "delivered" never undoes "read"). */
const rankOf = (column: string) =>
  sql.raw(
    `(case ${column} ${Object.entries(WHATSAPP_STATUS_RANK)
      .map(([status, rank]) => `when '${status}' then ${rank}`)
      .join(' ')} else 0 end)`,
  );

/**
 * Applies every unapplied status of these wa ids whose message exists, in three statements:
 * the message moves forward only by rank (read implies delivered; failed keeps its reason), the
 * campaign's recipient row and the conversation's last status follow, and the events are marked
 * applied. The campaign sender calls it after storing the wa ids of a batch.
 */
export async function applyPendingStatuses(tx: DbOrTx, waIds: readonly string[]): Promise<void> {
  if (waIds.length === 0) return;
  const ids = JSON.stringify(waIds);
  await tx.execute(sql`
    with pending as (
      select e.wa_id, e.status, e.at, e.code, e.reason
      from whatsapp_status_events e
      where not e.applied and e.wa_id in (select jsonb_array_elements_text(${ids}::jsonb))
    ), best as (
      select distinct on (p.wa_id) p.wa_id, p.status, p.code, p.reason
      from pending p order by p.wa_id, ${rankOf('p.status')} desc, p.at desc
    ), times as (
      select p.wa_id,
        min(p.at) filter (where p.status = 'sent') as sent_at,
        min(p.at) filter (where p.status in ('delivered', 'read')) as delivered_at,
        min(p.at) filter (where p.status = 'read') as read_at,
        min(p.at) filter (where p.status = 'failed') as failed_at
      from pending p group by p.wa_id
    ), moved as (
      update whatsapp_messages m set
        status = case when ${rankOf('b.status')} > ${rankOf('m.status')} then b.status else m.status end,
        failure_code = case when b.status = 'failed' and m.status <> 'failed' then b.code else m.failure_code end,
        failure = case when b.status = 'failed' and m.status <> 'failed' then b.reason else m.failure end,
        -- least() skips nulls: a "delivered" that comes after "read" (which stood in for it) gives its earlier time.
        sent_at = least(m.sent_at, t.sent_at, t.delivered_at),
        delivered_at = least(m.delivered_at, t.delivered_at),
        read_at = least(m.read_at, t.read_at),
        failed_at = coalesce(m.failed_at, t.failed_at)
      from best b join times t on t.wa_id = b.wa_id
      where m.wa_id = b.wa_id and m.direction = 'out'
      returning m.id, m.wa_id, m.status, m.failure, m.delivered_at, m.campaign_recipient_id, m.lead_id
    ), recipients as (
      update campaign_recipients r set
        status = case when ${rankOf('mv.status')} > ${rankOf('r.status')} then mv.status else r.status end,
        reason = case when mv.status = 'failed' then mv.failure else r.reason end,
        delivered_at = least(r.delivered_at, mv.delivered_at)
      from moved mv
      where r.id = mv.campaign_recipient_id and r.status in ('sending', 'sent', 'delivered', 'read', 'unknown')
      returning r.id
    ), conversations as (
      update whatsapp_conversations c set last_status = mv.status
      from moved mv where c.lead_id = mv.lead_id and c.last_message_id = mv.id
      returning c.lead_id
    )
    update whatsapp_status_events e set applied = true
    from moved mv where e.wa_id = mv.wa_id and not e.applied`);
}

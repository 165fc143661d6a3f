import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from './rows';
import type { FrozenWhatsAppTemplate } from './whatsapp-template';

/** What the batch's write needs of an outcome (recipient-claims' Outcome). */
interface SentOutcome {
  id: string;
  status: string;
  pid: string | null;
  text: string | null;
}

/**
 * In the batch's one write (recordOutcomes' transaction): each message that left becomes a
 * whatsapp_messages row (out, template, the filled text, the campaign and recipient, the wa id), the
 * lead's conversation shows it as the last message, and the lead's timeline gets a 'whatsapp'
 * activity — three set-based statements from the batch's JSON. Returns the wa ids stored, so that
 * statuses that came before them (kept by the webhook) can be applied.
 */
export async function recordWhatsAppMessages(
  tx: DbOrTx,
  campaignId: string,
  template: FrozenWhatsAppTemplate,
  outcomes: SentOutcome[],
  actor: { id: string | null; name: string },
  now: string,
): Promise<string[]> {
  const sent = outcomes.filter((o) => o.status === 'sent' && o.pid);
  if (!sent.length) return [];
  const json = JSON.stringify(sent.map((o) => ({ id: o.id, pid: o.pid, text: o.text })));
  const summary = `WhatsApp sent: ${template.name}`;
  const rows = await rowsOf<{ id: string; lead_id: string | null; wa_id: string }>(
    tx,
    sql`insert into whatsapp_messages (lead_id, direction, mobile, wa_id, kind, body, template_id, template_name,
        status, sent_by, campaign_id, campaign_recipient_id, at, sent_at)
      select r.lead_id, 'out', r.address, v.pid, 'template', v.text,
        (select t.id from message_templates t where t.id = ${template.id}), ${template.name},
        'sent', (select u.id from users u where u.id = ${actor.id}::uuid), ${campaignId}::uuid, r.id,
        ${now}::timestamptz, ${now}::timestamptz
      from jsonb_to_recordset(${json}::jsonb) as v(id uuid, pid text, text text)
      join campaign_recipients r on r.id = v.id
      on conflict (wa_id) where wa_id is not null do nothing
      returning id, lead_id, wa_id`,
  );
  const mine = JSON.stringify(rows.filter((r) => r.lead_id));
  // The conversation's last message, unless a newer one is already there; its window, unread count
  // and "needs reply" stay as the buyer left them: a campaign message answers nobody.
  await tx.execute(sql`
    insert into whatsapp_conversations (lead_id, last_message_id, last_message_at, last_direction, last_kind, last_preview, last_status)
    select m.lead_id, m.id, m.at, 'out', 'template', left(coalesce(m.body, ''), 200), m.status
    from jsonb_to_recordset(${mine}::jsonb) as x(id uuid) join whatsapp_messages m on m.id = x.id
    on conflict (lead_id) do update set
      last_message_id = excluded.last_message_id, last_message_at = excluded.last_message_at,
      last_direction = excluded.last_direction, last_kind = excluded.last_kind,
      last_preview = excluded.last_preview, last_status = excluded.last_status
    where whatsapp_conversations.last_message_at <= excluded.last_message_at`);
  await tx.execute(sql`
    insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
    select m.lead_id, 'whatsapp', ${actor.id}::uuid, ${actor.name}, ${now}::timestamptz,
      jsonb_build_object('summary', ${summary}::text, 'direction', 'out', 'note', m.body,
        'messageId', m.id::text, 'kind', 'template', 'templateName', ${template.name}::text)
    from jsonb_to_recordset(${mine}::jsonb) as x(id uuid) join whatsapp_messages m on m.id = x.id`);
  return rows.map((r) => r.wa_id);
}

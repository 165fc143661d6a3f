import { and, desc, eq, sql } from 'drizzle-orm';
import type { ConsentChannel, ConsentEvent, ConsentMethod, WhatsAppConsent } from '../../../domain/schemas/whatsapp';
import type { DbOrTx } from '../../db/database';
import { leadMessagePreferences } from '../../db/schema/messaging';
import { messageConsents } from '../../db/schema/whatsapp';

export interface ConsentEntry {
  leadId: string;
  channel: ConsentChannel;
  event: 'opt_in' | 'opt_out';
  method: ConsentMethod;
  note?: string | null;
  /** The member who noted it; null when the buyer did it (an inbound message, STOP). */
  by: { id: string; name: string } | null;
  at: Date;
}

/**
 * The one writer of the opt-in record (decision 215): the history rows and the lead's current
 * state (lead_message_preferences) in the caller's transaction, so they never disagree. Entries
 * for one lead apply in order; the last one decides its state. Two statements whatever the count.
 */
export async function recordConsent(tx: DbOrTx, entries: readonly ConsentEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(messageConsents).values(
    entries.map((e) => ({
      leadId: e.leadId,
      channel: e.channel,
      event: e.event,
      method: e.method,
      note: e.note ?? null,
      recordedBy: e.by?.id ?? null,
      recordedByName: e.by?.name ?? null,
      at: e.at,
    })),
  );
  const last = new Map<string, ConsentEntry>();
  for (const e of entries) last.set(`${e.leadId}|${e.channel}`, e);
  // One upsert per channel present (at most three statements), each setting only its own columns.
  for (const channel of ['whatsapp', 'sms', 'email'] as const) {
    const states = [...last.values()]
      .filter((e) => e.channel === channel)
      .map((e) => ({ lead_id: e.leadId, opt_in: e.event === 'opt_in', by: e.by?.id ?? null, at: e.at.toISOString() }));
    if (states.length === 0) continue;
    const set =
      channel === 'whatsapp'
        ? sql`whatsapp_opt_in = excluded.whatsapp_opt_in, whatsapp_opt_out = excluded.whatsapp_opt_out`
        : channel === 'sms'
          ? sql`sms_opt_out = excluded.sms_opt_out`
          : sql`email_opt_out = excluded.email_opt_out`;
    await tx.execute(sql`
      insert into lead_message_preferences
        (lead_id, whatsapp_opt_in, whatsapp_opt_out, sms_opt_out, email_opt_out, updated_by, updated_at)
      select x.lead_id,
        ${channel === 'whatsapp'}::boolean and x.opt_in, ${channel === 'whatsapp'}::boolean and not x.opt_in,
        ${channel === 'sms'}::boolean and not x.opt_in, ${channel === 'email'}::boolean and not x.opt_in, x.by, x.at
      from jsonb_to_recordset(${JSON.stringify(states)}::jsonb) as x(lead_id uuid, opt_in boolean, by uuid, at timestamptz)
      on conflict (lead_id) do update set ${set}, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
  }
}

type ConsentRow = typeof messageConsents.$inferSelect;
const toEvent = (r: ConsentRow): ConsentEvent => ({
  id: r.id,
  channel: r.channel,
  event: r.event,
  method: r.method,
  note: r.note,
  by: r.recordedBy || r.recordedByName ? { _id: r.recordedBy ?? '', name: r.recordedByName ?? '' } : null,
  at: r.at.toISOString(),
});

/** A lead's WhatsApp opt-in record, newest first; the latest event decides. */
export async function readConsent(db: DbOrTx, leadId: string): Promise<WhatsAppConsent> {
  const rows = await db
    .select()
    .from(messageConsents)
    .where(and(eq(messageConsents.leadId, leadId), eq(messageConsents.channel, 'whatsapp')))
    .orderBy(desc(messageConsents.at), desc(messageConsents.seq))
    .limit(100);
  const [prefs] = await db
    .select({ optIn: leadMessagePreferences.whatsappOptIn, optOut: leadMessagePreferences.whatsappOptOut })
    .from(leadMessagePreferences)
    .where(eq(leadMessagePreferences.leadId, leadId));
  const history = rows.map(toEvent);
  return {
    optedIn: prefs?.optIn ?? false,
    optedOut: prefs?.optOut ?? false,
    latest: history[0] ?? null,
    history,
  };
}

import { sql } from 'drizzle-orm';
import { whatsappFailure } from '../../../domain/messaging/whatsapp-errors';
import type { DbOrTx } from '../../db/database';
import { applyPendingStatuses } from '../../whatsapp/apply-statuses';
import type { StatusItem } from './webhook-parse';

/**
 * Status webhooks (decision 215): each (wa id, status) kept once as it came, then applied. A status
 * for a message not written yet (the send's answer not stored, or another app's) stays unapplied
 * until `applyPendingStatuses` finds its message.
 */
export async function recordStatuses(tx: DbOrTx, items: readonly StatusItem[]): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map((s) => ({
    wa_id: s.waId,
    status: s.status,
    at: s.at.toISOString(),
    code: s.code,
    reason: s.status === 'failed' ? whatsappFailure(s.code, s.providerText).reason : null,
  }));
  await tx.execute(sql`
    insert into whatsapp_status_events (wa_id, status, at, code, reason)
    select x.wa_id, x.status, x.at, x.code, x.reason
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(wa_id text, status text, at timestamptz, code text, reason text)
    on conflict (wa_id, status) do nothing`);
  await applyPendingStatuses(tx, [...new Set(items.map((s) => s.waId))]);
}

/** The campaign sender's too; kept in server/whatsapp (see there). */
export { applyPendingStatuses };

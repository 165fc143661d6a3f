import { desc, eq } from 'drizzle-orm';
import type { HistoryChange } from '../../../domain/schemas/history';
import type { LeadHistoryAction, LeadHistoryRow } from '../../../domain/schemas/lead';
import type { DbOrTx } from '../../db/database';
import { leadHistory } from '../../db/schema/leads';
import type { Viewer } from './lead-view';

/** Writes one history row in the caller's transaction, so a change and its record commit together. */
export async function recordLeadHistory(
  tx: DbOrTx,
  entry: {
    leadId: string;
    action: LeadHistoryAction;
    summary: string;
    changes: HistoryChange[];
    note?: string | undefined;
    actor: Viewer;
    at: Date;
  },
) {
  await tx.insert(leadHistory).values({
    leadId: entry.leadId,
    action: entry.action,
    summary: entry.summary,
    changes: entry.changes,
    note: entry.note ?? null,
    userId: entry.actor.id,
    userName: entry.actor.name,
    at: entry.at,
  });
}

export async function listLeadHistory(db: DbOrTx, leadId: string): Promise<LeadHistoryRow[]> {
  const rows = await db.select().from(leadHistory).where(eq(leadHistory.leadId, leadId)).orderBy(desc(leadHistory.seq));
  return rows.map((r) => ({
    _id: r.id,
    action: r.action as LeadHistoryAction,
    summary: r.summary,
    changes: r.changes,
    note: r.note,
    by: { _id: r.userId, name: r.userName },
    at: r.at.toISOString(),
  }));
}

import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { EntityHistoryRow, HistoryAction } from '../../../domain/schemas/entity';
import type { HistoryChange } from '../../../domain/schemas/history';
import type { DbOrTx } from '../../db/database';
import { entityHistory } from '../../db/schema/entities';
import { currentUser } from '../../plugins/access';

export interface Actor {
  id: string;
  name: string;
}

/** Writes one history row in the caller's transaction, so a change and its record commit together. */
export async function recordHistory(
  tx: DbOrTx,
  entry: { entityId: string; action: HistoryAction; summary: string; changes: HistoryChange[]; actor: Actor; at: Date },
) {
  await tx.insert(entityHistory).values({
    entityId: entry.entityId,
    action: entry.action,
    summary: entry.summary,
    changes: entry.changes,
    userId: entry.actor.id,
    userName: entry.actor.name,
    at: entry.at,
  });
}

export async function listHistory(db: DbOrTx, entityId: string): Promise<EntityHistoryRow[]> {
  const rows = await db
    .select()
    .from(entityHistory)
    .where(eq(entityHistory.entityId, entityId))
    .orderBy(desc(entityHistory.seq));
  return rows.map((r) => ({
    _id: r.id,
    action: r.action as HistoryAction,
    summary: r.summary,
    changes: r.changes,
    by: { _id: r.userId, name: r.userName },
    at: r.at.toISOString(),
  }));
}

/** The signed-in user as history records them. */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, name: user.name };
}

import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  type ActivityKind,
  type ActivityList,
  type ActivityPayload,
  type ActivityQuery,
  type ActivityRow,
  activityPayloadSchemas,
  LEAD_CHANGE_KINDS,
  type LeadChangeKind,
} from '../../../domain/schemas/activity';
import type { LeadHistoryAction, LeadHistoryRow } from '../../../domain/schemas/lead';
import type { DbOrTx } from '../../db/database';
import { activities } from '../../db/schema/activities';
import type { Viewer } from './lead-view';

/** Who did it: a member, or no member (`id` null: a scheduled job, e.g. a hold that lapsed). */
export type ActivityActor = Pick<Viewer, 'name'> & { id: string | null };

/**
 * Writes one activity in the caller's transaction, so a change and its record commit together.
 * The payload is checked against its kind's schema: a wrong shape is our bug, caught here.
 */
export async function recordActivity<K extends ActivityKind>(
  tx: DbOrTx,
  entry: { leadId: string; kind: K; payload: ActivityPayload<K>; actor: ActivityActor; at: Date },
) {
  await recordActivities(tx, [entry]);
}

/** Many activities in one statement (leads made a set at a time); each payload checked as above. */
export async function recordActivities<K extends ActivityKind>(
  tx: DbOrTx,
  entries: readonly { leadId: string; kind: K; payload: ActivityPayload<K>; actor: ActivityActor; at: Date }[],
) {
  if (entries.length === 0) return;
  await tx.insert(activities).values(
    entries.map((entry) => ({
      leadId: entry.leadId,
      kind: entry.kind,
      actorId: entry.actor.id,
      actorName: entry.actor.name,
      at: entry.at,
      payload: activityPayloadSchemas[entry.kind].parse(entry.payload) as Record<string, unknown>,
    })),
  );
}

// The old history called binning "moved_to_bin"; its endpoint keeps answering with that name.
const kindOfAction = (action: LeadHistoryAction): LeadChangeKind => (action === 'moved_to_bin' ? 'binned' : action);
const actionOfKind = (kind: LeadChangeKind): LeadHistoryAction => (kind === 'binned' ? 'moved_to_bin' : kind);

interface LeadHistoryEntry {
  leadId: string;
  action: LeadHistoryAction;
  summary: string;
  changes: ActivityPayload<'updated'>['changes'];
  note?: string | undefined;
  actor: Viewer;
  at: Date;
}

/** A change to the lead's own fields, as the history always recorded it. */
export function recordLeadHistory(tx: DbOrTx, entry: LeadHistoryEntry) {
  return recordLeadHistories(tx, [entry]);
}

/** Many lead changes in one statement (leads made a set at a time). */
export function recordLeadHistories(tx: DbOrTx, entries: readonly LeadHistoryEntry[]) {
  return recordActivities(
    tx,
    entries.map((entry) => ({
      leadId: entry.leadId,
      kind: kindOfAction(entry.action),
      payload: { summary: entry.summary, changes: entry.changes, note: entry.note ?? null },
      actor: entry.actor,
      at: entry.at,
    })),
  );
}

const newestFirst = [desc(activities.at), desc(activities.seq)];

/** The lead-change activities in the shape of GET getLeadHistoryByLeadId, newest first. */
export async function listLeadHistory(db: DbOrTx, leadId: string): Promise<LeadHistoryRow[]> {
  const rows = await db
    .select()
    .from(activities)
    .where(and(eq(activities.leadId, leadId), inArray(activities.kind, [...LEAD_CHANGE_KINDS])))
    .orderBy(...newestFirst);
  return rows.map((r) => {
    const payload = activityPayloadSchemas.updated.parse(r.payload);
    return {
      _id: r.id,
      action: actionOfKind(r.kind as LeadChangeKind),
      summary: payload.summary,
      changes: payload.changes,
      note: payload.note,
      by: { _id: r.actorId, name: r.actorName },
      at: r.at.toISOString(),
    };
  });
}

/** One page of a lead's timeline, newest first, optionally one kind only. */
export async function listActivities(db: DbOrTx, leadId: string, query: ActivityQuery): Promise<ActivityList> {
  const conditions: SQL[] = [eq(activities.leadId, leadId)];
  if (query.kind) conditions.push(eq(activities.kind, query.kind));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return {
    activities: rows.map(
      (r) =>
        ({
          _id: r.id,
          kind: r.kind,
          by: { _id: r.actorId, name: r.actorName },
          at: r.at.toISOString(),
          payload: r.payload,
        }) as ActivityRow,
    ),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { indiaDayRange } from '../../../domain/india-date';
import { describeLeadChanges } from '../../../domain/leads/lead-changes';
import type { LeadStatus } from '../../../domain/leads/statuses';
import { leadStatusLabel } from '../../../domain/leads/statuses';
import { pageCount } from '../../../domain/paging';
import { can } from '../../../domain/permissions';
import {
  FOLLOW_UP_OUTCOME_LABELS,
  type FollowUp,
  type FollowUpOutcome,
  type FollowUpReport,
  type followUpReportQuerySchema,
  isLostStatus,
  type LogOutcomeResult,
  type logOutcomeSchema,
  type scheduleFollowUpSchema,
} from '../../../domain/schemas/follow-up';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { followUps } from '../../db/schema/follow-ups';
import { leads } from '../../db/schema/leads';
import { notFound } from '../../lib/app-error';
import { fingerprint, onceByKey } from '../../lib/idempotency';
import { getLead, leadMissing, recordActivity, recordLeadHistory, scopeOf } from '../lead-records/public';
import { type Actor, closeOpenFollowUp, lockLead, replaceOpenFollowUp } from './open-follow-up';
import { selectFollowUps, toFollowUp } from './view';

type Deps = Pick<AppContext, 'db' | 'clock'>;
export type ScheduleValues = z.output<typeof scheduleFollowUpSchema>;
export type LogOutcomeValues = z.output<typeof logOutcomeSchema>;

const followUpMissing = () => notFound('That follow-up does not exist.', 'FOLLOW_UP_NOT_FOUND');

async function getFollowUp(db: DbOrTx, id: string): Promise<FollowUp> {
  const [row] = await selectFollowUps(db).where(eq(followUps.id, id));
  if (!row) throw followUpMissing();
  return toFollowUp(row);
}

/** Outcomes that mean the buyer was reached: a lead still new moves to contacted (no longer idle). */
const REACHED: readonly FollowUpOutcome[] = ['connected', 'call_back_later', 'interested'];

/** The status a logged outcome leaves the lead in, when the caller did not choose one. */
export function statusAfter(current: LeadStatus, outcome: FollowUpOutcome, chosen: LeadStatus | null): LeadStatus {
  if (chosen) return chosen;
  if (outcome === 'not_interested') return 'not_interested';
  if (current === 'new' && REACHED.includes(outcome)) return 'contacted';
  return current;
}

/**
 * POST logOutcome: closes the open follow-up as done with the outcome (or records a done one when
 * none was open, so the report counts every call), marks the lead contacted, changes its status
 * when asked (or implied), and books the next follow-up — one transaction, once per Idempotency-Key.
 */
export async function logOutcome(
  deps: Deps,
  leadId: string,
  input: LogOutcomeValues,
  actor: Actor,
  key?: string,
): Promise<{ result: LogOutcomeResult; replayed: boolean }> {
  const now = deps.clock();
  const { resultId, replayed } = await deps.db.transaction((tx) =>
    onceByKey(tx, { userId: actor.id, key, request: fingerprint(`outcome:${leadId}`, input), now }, () =>
      applyOutcome(tx, leadId, input, actor, now),
    ),
  );
  const [lead, followUp] = await Promise.all([
    getLead(deps.db, actor, leadId),
    resultId === 'none' ? null : getFollowUp(deps.db, resultId),
  ]);
  return { result: { lead, followUp }, replayed };
}

/**
 * The work of logOutcome in the caller's transaction; returns the next follow-up's id or 'none'.
 * The call log applies an outcome the phone sent with a call through it.
 */
export async function applyOutcome(
  tx: DbOrTx,
  leadId: string,
  input: LogOutcomeValues,
  actor: Actor,
  now: Date,
): Promise<string> {
  const lead = await lockLead(tx, actor, leadId);
  const closing = { leadId, outcome: input.outcome, reason: input.reason, note: input.note ?? null };
  const closed = await closeOpenFollowUp(tx, { ...closing, status: 'done' }, actor, now);
  if (!closed) await recordUnplannedCall(tx, closing, lead.assignedTo ?? actor.id, actor, now);
  const status = statusAfter(lead.status as LeadStatus, input.outcome, input.status);
  await tx.update(leads).set({ lastContactedAt: now, updatedAt: now, status }).where(eq(leads.id, leadId));
  if (status !== lead.status) {
    await recordLeadHistory(tx, {
      leadId,
      action: 'status_changed',
      summary: `Status changed to ${leadStatusLabel(status)}`,
      changes: describeLeadChanges({ status: lead.status }, { status }),
      // The note is on the follow-up's own row just written: once on the timeline, not twice.
      actor,
      at: now,
    });
  }
  if (!input.next || isLostStatus(status)) return 'none';
  return replaceOpenFollowUp(tx, { leadId, ...input.next }, actor, now);
}

/** An outcome logged with nothing planned: a done follow-up due now, in the timeline like any other. */
async function recordUnplannedCall(
  tx: DbOrTx,
  input: { leadId: string; outcome: FollowUpOutcome; reason: LogOutcomeValues['reason']; note: string | null },
  assignedTo: string,
  actor: Actor,
  now: Date,
) {
  await tx.insert(followUps).values({
    leadId: input.leadId,
    type: 'call',
    dueAt: now,
    assignedTo,
    status: 'done',
    outcome: input.outcome,
    reason: input.reason,
    note: input.note,
    doneAt: now,
    doneBy: actor.id,
    createdBy: actor.id,
    createdAt: now,
  });
  await recordActivity(tx, {
    leadId: input.leadId,
    kind: 'follow_up_done',
    payload: {
      summary: `Call logged: ${FOLLOW_UP_OUTCOME_LABELS[input.outcome]}`,
      dueAt: now.toISOString(),
      outcome: input.outcome,
      note: input.note,
    },
    actor,
    at: now,
  });
}

/** POST scheduleFollowup: the lead's new open follow-up (an open one becomes rescheduled). */
export async function scheduleFollowUp(
  deps: Deps,
  leadId: string,
  input: ScheduleValues,
  actor: Actor,
  key?: string,
): Promise<{ followUp: FollowUp; replayed: boolean }> {
  const now = deps.clock();
  const { resultId, replayed } = await deps.db.transaction((tx) =>
    onceByKey(tx, { userId: actor.id, key, request: fingerprint(`schedule:${leadId}`, input), now }, () =>
      replaceOpenFollowUp(tx, { leadId, ...input }, actor, now),
    ),
  );
  return { followUp: await getFollowUp(deps.db, resultId), replayed };
}

/** POST addNote: a note in the lead's timeline. */
export async function addNote(
  deps: Deps,
  leadId: string,
  note: string,
  actor: Actor,
  key?: string,
): Promise<{ replayed: boolean }> {
  const now = deps.clock();
  const { replayed } = await deps.db.transaction((tx) =>
    onceByKey(tx, { userId: actor.id, key, request: fingerprint(`note:${leadId}`, note), now }, async () => {
      await lockLead(tx, actor, leadId);
      await recordActivity(tx, {
        leadId,
        kind: 'note',
        payload: { summary: 'Note added', text: note },
        actor,
        at: now,
      });
      await tx.update(leads).set({ updatedAt: now }).where(eq(leads.id, leadId));
      return leadId;
    }),
  );
  return { replayed };
}

/** GET getFollowupsByLeadId: every follow-up of a lead the viewer may see, newest first. */
export async function leadFollowUps(db: DbOrTx, actor: Actor, leadId: string): Promise<FollowUp[]> {
  const [lead] = await db
    .select({ id: leads.id, deletedAt: leads.deletedAt })
    .from(leads)
    .where(and(eq(leads.id, leadId), scopeOf(actor)));
  if (!lead || (lead.deletedAt && !can(actor.role, 'leads.view'))) throw leadMissing();
  const rows = await selectFollowUps(db)
    .where(eq(followUps.leadId, leadId))
    .orderBy(desc(followUps.createdAt), desc(followUps.seq));
  return rows.map(toFollowUp);
}

/** GET getFollowups: the follow-up report, by due time, in the viewer's scope. */
export async function followUpReport(
  db: DbOrTx,
  actor: Actor,
  query: z.output<typeof followUpReportQuerySchema>,
): Promise<FollowUpReport> {
  const { start, end } = indiaDayRange(query.from, query.to);
  const parts: (SQL | undefined)[] = [];
  const scope = scopeOf(actor);
  if (scope) parts.push(sql`${followUps.leadId} in (select ${leads.id} from ${leads} where ${scope})`);
  if (start) parts.push(sql`${followUps.dueAt} >= ${start.toISOString()}`);
  if (end) parts.push(sql`${followUps.dueAt} < ${end.toISOString()}`);
  if (query.assignedTo) parts.push(eq(followUps.assignedTo, query.assignedTo));
  if (query.status) parts.push(eq(followUps.status, query.status));
  if (query.outcome) parts.push(eq(followUps.outcome, query.outcome));
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    selectFollowUps(db)
      .where(where)
      .orderBy(desc(followUps.dueAt), desc(followUps.seq))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(followUps).where(where),
  ]);
  const leadIds = [...new Set(rows.map((r) => r.followUp.leadId))];
  const names = leadIds.length
    ? await db
        .select({ id: leads.id, name: leads.name, mobile: leads.mobile })
        .from(leads)
        .where(inArray(leads.id, leadIds))
    : [];
  const byId = new Map(names.map((l) => [l.id, { _id: l.id, name: l.name, mobile: l.mobile }]));
  const n = Number(total?.n ?? 0);
  return {
    followUps: rows.map((r) => ({ ...toFollowUp(r), lead: byId.get(r.followUp.leadId)! })),
    total: n,
    page: query.page,
    pages: pageCount(n, query.pageSize),
  };
}

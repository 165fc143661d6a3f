import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { indiaDateTime, istDate } from '../../../domain/india-date';
import type { LeadStatus } from '../../../domain/leads/statuses';
import { pageCount } from '../../../domain/paging';
import { isLostStatus } from '../../../domain/schemas/follow-up';
import {
  type LeadSiteVisits,
  type SiteVisit,
  type SiteVisitList,
  type SiteVisitResult,
  type siteVisitCompleteSchema,
  type siteVisitQuerySchema,
  type siteVisitRescheduleSchema,
  type siteVisitScheduleSchema,
  VISIT_INTEREST_LABELS,
} from '../../../domain/schemas/site-visit';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { followUps } from '../../db/schema/follow-ups';
import { leads } from '../../db/schema/leads';
import { siteVisits } from '../../db/schema/site-visits';
import { users } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { fingerprint, onceByKey } from '../../lib/idempotency';
import { closeOpenFollowUp, replaceOpenFollowUp } from '../follow-ups/public';
import { leadInBin, leadMissing, moveLeadStatus, recordActivity, scopeOf } from '../lead-records/public';
import { rollupCounts } from '../reports/public';
import { selectVisits, toVisit, type Viewer, visitScope, visitWhere } from './visit-view';

type Deps = Pick<AppContext, 'db' | 'clock'>;
type ScheduleValues = z.output<typeof siteVisitScheduleSchema>;
type RescheduleValues = z.output<typeof siteVisitRescheduleSchema>;
type CompleteValues = z.output<typeof siteVisitCompleteSchema>;

export const visitMissing = () => notFound('That site visit does not exist.', 'SITE_VISIT_NOT_FOUND');

/** A visit is booked for a moment still ahead by the server's clock; the message names it in India time. */
function assertAhead(at: Date, now: Date) {
  if (at.getTime() > now.getTime()) return;
  const message = `A site visit cannot be booked in the past (${indiaDateTime(at)} India time). Choose a later time.`;
  throw badRequest(message, { at: message }, 'VISIT_IN_PAST');
}

/** Locks a live lead in the viewer's scope: 404 outside it (as if it did not exist), 409 in the bin. */
async function lockLead(tx: DbOrTx, viewer: Viewer, id: string) {
  const [lead] = await tx
    .select({
      id: leads.id,
      name: leads.name,
      status: leads.status,
      assignedTo: leads.assignedTo,
      deletedAt: leads.deletedAt,
    })
    .from(leads)
    .where(and(eq(leads.id, id), scopeOf(viewer)))
    .for('update');
  if (!lead) throw leadMissing();
  if (lead.deletedAt) throw leadInBin();
  return lead;
}

/** Goes along on a visit: an active member with a role. */
async function checkCompanion(tx: DbOrTx, id: string) {
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active'), isNotNull(users.role)));
  if (member) return;
  const message = 'Accompanied by must be an active team member.';
  throw badRequest(message, { accompaniedBy: message }, 'COMPANION_NOT_ALLOWED');
}

/** The lead moves only when the person agreed to it; giving a lead up needs a reason, logged as an outcome. */
async function moveLead(
  tx: DbOrTx,
  lead: { id: string; status: string },
  status: LeadStatus | undefined,
  actor: Viewer,
  now: Date,
) {
  if (!status || status === lead.status) return;
  if (isLostStatus(status)) {
    const message = 'To mark the lead not interested or junk, log an outcome with a reason.';
    throw badRequest(message, { leadStatus: message }, 'REASON_REQUIRED');
  }
  await moveLeadStatus(tx, lead, status, actor, now);
}

export async function getVisit(db: DbOrTx, viewer: Viewer, id: string): Promise<SiteVisit> {
  const [row] = await selectVisits(db).where(and(eq(siteVisits.id, id), visitScope(viewer)));
  if (!row) throw visitMissing();
  return toVisit(row);
}

async function openFollowUpOf(tx: DbOrTx, leadId: string) {
  const [open] = await tx
    .select({ type: followUps.type, siteVisitId: followUps.siteVisitId })
    .from(followUps)
    .where(and(eq(followUps.leadId, leadId), eq(followUps.status, 'open')));
  return open;
}

const visitSummary = (project: string, at: Date) => `Site visit to ${project} on ${indiaDateTime(at)}`;

export async function scheduleVisit(
  deps: Deps,
  leadId: string,
  input: ScheduleValues,
  viewer: Viewer,
  key?: string,
): Promise<{ visit: SiteVisit; replayed: boolean }> {
  const now = deps.clock();
  const request = fingerprint('siteVisit.schedule', { leadId, input });
  const { resultId, replayed } = await deps.db.transaction((tx) =>
    onceByKey(tx, { userId: viewer.id, key, request, now }, async () => {
      const lead = await lockLead(tx, viewer, leadId);
      assertAhead(input.at, now);
      if (input.accompaniedBy) await checkCompanion(tx, input.accompaniedBy);
      const [booked] = await tx
        .select({ at: siteVisits.at })
        .from(siteVisits)
        .where(and(eq(siteVisits.leadId, leadId), eq(siteVisits.status, 'scheduled')));
      if (booked) {
        throw conflict(
          `This lead already has a site visit booked for ${indiaDateTime(booked.at)}. Reschedule or close that one first.`,
          'VISIT_ALREADY_BOOKED',
        );
      }
      const [row] = await tx
        .insert(siteVisits)
        .values({
          leadId,
          project: input.project,
          at: input.at,
          pickup: input.pickup,
          pickupAddress: input.pickup ? (input.pickupAddress ?? null) : null,
          accompaniedBy: input.accompaniedBy ?? null,
          note: input.note ?? null,
          createdBy: viewer.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: siteVisits.id });
      const visitId = row!.id;
      // A planned call stays unless the person chose to replace it (decision 155); a follow-up that
      // is itself a visit with no booking behind it is this visit, planned earlier.
      const open = await openFollowUpOf(tx, leadId);
      if (!open || input.replaceFollowUp || (open.type === 'site_visit' && !open.siteVisitId)) {
        await replaceOpenFollowUp(
          tx,
          { leadId, type: 'site_visit', dueAt: input.at, siteVisitId: visitId, note: input.note ?? null },
          viewer,
          now,
        );
      }
      await recordActivity(tx, {
        leadId,
        kind: 'site_visit_scheduled',
        payload: {
          summary: `${visitSummary(input.project, input.at)} booked${input.pickup ? ' (pickup)' : ''}`,
          visitId,
          project: input.project,
          dueAt: input.at.toISOString(),
          note: input.note ?? null,
        },
        actor: viewer,
        at: now,
      });
      await moveLead(tx, lead, input.leadStatus, viewer, now);
      return visitId;
    }),
  );
  return { visit: await getVisit(deps.db, viewer, resultId), replayed };
}

/** Locks a visit in the viewer's scope, with its lead; closed visits cannot be changed. */
export async function lockScheduled(tx: DbOrTx, viewer: Viewer, id: string) {
  const [visit] = await tx
    .select({ visit: siteVisits })
    .from(siteVisits)
    .innerJoin(leads, eq(leads.id, siteVisits.leadId))
    .where(and(eq(siteVisits.id, id), visitScope(viewer)))
    .for('update', { of: siteVisits });
  if (!visit) throw visitMissing();
  const lead = await lockLead(tx, viewer, visit.visit.leadId);
  if (visit.visit.status !== 'scheduled') {
    throw conflict('This site visit is already closed; book a new one instead.', 'VISIT_CLOSED');
  }
  return { visit: visit.visit, lead };
}

export async function rescheduleVisit(
  deps: Deps,
  id: string,
  input: RescheduleValues,
  viewer: Viewer,
  key?: string,
): Promise<{ visit: SiteVisit; replayed: boolean }> {
  const now = deps.clock();
  const request = fingerprint('siteVisit.reschedule', { id, input });
  const { resultId, replayed } = await deps.db.transaction((tx) =>
    onceByKey(tx, { userId: viewer.id, key, request, now }, async () => {
      const { visit, lead } = await lockScheduled(tx, viewer, id);
      assertAhead(input.at, now);
      if (input.at.getTime() === visit.at.getTime() && !input.note) return id;
      await tx
        .update(siteVisits)
        .set({ at: input.at, note: input.note ?? visit.note, updatedAt: now })
        .where(eq(siteVisits.id, id));
      // The follow-up moves with the visit only when it is this visit's: a planned call stays put.
      const open = await openFollowUpOf(tx, lead.id);
      if (!open || open.siteVisitId === id) {
        await replaceOpenFollowUp(
          tx,
          { leadId: lead.id, type: 'site_visit', dueAt: input.at, siteVisitId: id, note: input.note ?? null },
          viewer,
          now,
        );
      }
      await recordActivity(tx, {
        leadId: lead.id,
        kind: 'site_visit_scheduled',
        payload: {
          summary: `Site visit to ${visit.project} moved from ${indiaDateTime(visit.at)} to ${indiaDateTime(input.at)}`,
          visitId: id,
          project: visit.project,
          dueAt: input.at.toISOString(),
          previousAt: visit.at.toISOString(),
          note: input.note ?? null,
        },
        actor: viewer,
        at: now,
      });
      return id;
    }),
  );
  return { visit: await getVisit(deps.db, viewer, resultId), replayed };
}

const RESULT_KINDS = {
  done: 'site_visit_done',
  no_show: 'site_visit_no_show',
  cancelled: 'site_visit_cancelled',
} as const satisfies Record<SiteVisitResult, string>;

const resultSentence = (result: SiteVisitResult, input: CompleteValues) =>
  result === 'done'
    ? `done${input.interest ? ` — ${VISIT_INTEREST_LABELS[input.interest].toLowerCase()}` : ''}`
    : result === 'no_show'
      ? 'missed: the buyer did not come'
      : 'cancelled';

export async function completeVisit(
  deps: Deps,
  id: string,
  input: CompleteValues,
  viewer: Viewer,
  key?: string,
): Promise<{ visit: SiteVisit; replayed: boolean }> {
  const now = deps.clock();
  const request = fingerprint('siteVisit.complete', { id, input });
  const { resultId, replayed } = await deps.db.transaction((tx) =>
    onceByKey(tx, { userId: viewer.id, key, request, now }, async () => {
      const { visit, lead } = await lockScheduled(tx, viewer, id);
      // A visit can happen earlier the same day, but not on a day still to come.
      if (input.result !== 'cancelled' && istDate(visit.at) > istDate(now)) {
        const message = `This visit is booked for ${indiaDateTime(visit.at)}; it cannot be marked ${input.result === 'done' ? 'done' : 'a no-show'} before that day. Reschedule it if the date changed.`;
        throw badRequest(message, { result: message }, 'VISIT_NOT_DUE');
      }
      await tx
        .update(siteVisits)
        .set({
          status: input.result,
          feedback: input.feedback ?? null,
          interest: input.result === 'done' ? (input.interest ?? null) : null,
          updatedAt: now,
          closedAt: now,
          closedBy: viewer.id,
        })
        .where(eq(siteVisits.id, id));
      const sentence = `Site visit to ${visit.project} ${resultSentence(input.result, input)}`;
      // Close the follow-up only if it is still this visit's: a call planned beside it stays open.
      const open = await openFollowUpOf(tx, lead.id);
      if (open?.siteVisitId === id) {
        await closeOpenFollowUp(
          tx,
          {
            leadId: lead.id,
            note: input.feedback ? `${sentence}. ${input.feedback}` : sentence,
            // The visit's own row below carries the feedback on the timeline.
            activityNote: null,
            status: input.result === 'cancelled' ? 'cancelled' : 'done',
          },
          viewer,
          now,
        );
      }
      if (input.result === 'done') {
        // The buyer came: the lead has been contacted (it leaves the fresh list).
        await tx.update(leads).set({ lastContactedAt: now }).where(eq(leads.id, lead.id));
      }
      await recordActivity(tx, {
        leadId: lead.id,
        kind: RESULT_KINDS[input.result],
        payload: {
          summary: sentence,
          visitId: id,
          project: visit.project,
          dueAt: visit.at.toISOString(),
          outcome: input.result,
          interest: input.result === 'done' ? (input.interest ?? null) : null,
          note: input.feedback ?? null,
        },
        actor: viewer,
        at: now,
      });
      // The feedback is on the visit's row above: once on the timeline, not on the status change too.
      await moveLead(tx, lead, input.leadStatus, viewer, now);
      return id;
    }),
  );
  return { visit: await getVisit(deps.db, viewer, resultId), replayed };
}

export async function listVisits(
  deps: Deps,
  viewer: Viewer,
  query: z.output<typeof siteVisitQuerySchema>,
): Promise<SiteVisitList> {
  const where = visitWhere(viewer, query);
  const { from, to } = query;
  // Everyone's visits of some days (and a status): the total from the day rollup of live leads'
  // visits by status (decision 137), exact, instead of joining a year of visits to their leads.
  const fromRollup = from && to && !query.search && !query.assignedTo && !scopeOf(viewer);
  const [rows, n] = await Promise.all([
    selectVisits(deps.db)
      .where(where)
      .orderBy(asc(siteVisits.at), asc(siteVisits.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    fromRollup
      ? rollupCounts(deps.db, 'visits', 'status', from, to).then((cells) =>
          cells.filter((c) => !query.status || c.key1 === query.status).reduce((sum, c) => sum + c.n, 0),
        )
      : deps.db
          .select({ n: count() })
          .from(siteVisits)
          .innerJoin(leads, eq(leads.id, siteVisits.leadId))
          .where(where)
          .then(([total]) => Number(total?.n ?? 0)),
  ]);
  return {
    visits: rows.map(toVisit),
    total: n,
    page: query.page,
    pages: pageCount(n, query.pageSize),
    today: istDate(deps.clock()),
  };
}

/** A lead's visits, newest first; a lead outside the viewer's scope is a 404. */
export async function leadVisits(deps: Deps, viewer: Viewer, leadId: string): Promise<LeadSiteVisits> {
  const [lead] = await deps.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), scopeOf(viewer)));
  if (!lead) throw leadMissing();
  const rows = await selectVisits(deps.db)
    .where(eq(siteVisits.leadId, leadId))
    .orderBy(desc(siteVisits.at), desc(siteVisits.id));
  return { visits: rows.map(toVisit) };
}

import { and, eq, type SQL, sql } from 'drizzle-orm';
import { indiaDateTime } from '../../../domain/india-date';
import { can } from '../../../domain/permissions';
import {
  FOLLOW_UP_OUTCOME_LABELS,
  FOLLOW_UP_TYPE_LABELS,
  type FollowUpOutcome,
  type FollowUpType,
  LOST_REASON_LABELS,
  type LostReason,
} from '../../../domain/schemas/follow-up';
import type { DbOrTx } from '../../db/database';
import { followUps } from '../../db/schema/follow-ups';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { badRequest } from '../../lib/app-error';
import { type LeadActor, leadInBin, leadMissing, recordActivity, scopeOf } from '../lead-records/public';

export type Actor = LeadActor;

/**
 * Locks a live lead the actor may work on (404 outside their scope, 409 in the recycle bin). Every
 * follow-up write takes this lock first, so two writes to one lead run one after the other and the
 * second sees the first's open follow-up (the one-open rule holds without a retry loop).
 */
export async function lockLead(tx: DbOrTx, actor: Actor, leadId: string) {
  const [lead] = await tx
    .select({ id: leads.id, status: leads.status, assignedTo: leads.assignedTo, deletedAt: leads.deletedAt })
    .from(leads)
    .where(and(eq(leads.id, leadId), scopeOf(actor)))
    .for('update');
  if (!lead) throw leadMissing();
  if (lead.deletedAt) throw leadInBin();
  return lead;
}

/** An assignee must be an active member; an executive books follow-ups only for themselves. */
async function checkAssignee(tx: DbOrTx, actor: Actor, id: string) {
  if (!can(actor.role, 'leads.view') && id !== actor.id) {
    throw badRequest('You can schedule follow-ups only for yourself.', {
      assignedTo: 'You can schedule follow-ups only for yourself.',
    });
  }
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')));
  if (!user) {
    throw badRequest('Assigned to is not an active member.', { assignedTo: 'Assigned to is not an active member.' });
  }
}

const typeLabel = (type: FollowUpType) => FOLLOW_UP_TYPE_LABELS[type];

export interface NewFollowUp {
  leadId: string;
  type: FollowUpType;
  dueAt: Date;
  /** Undefined or null: the lead's assignee, else the actor. */
  assignedTo?: string | null | undefined;
  siteVisitId?: string | null | undefined;
  note?: string | null | undefined;
}

/**
 * Makes this the lead's one open follow-up, in the caller's transaction: an open one becomes
 * `rescheduled` (both recorded in the timeline) and `leads.next_follow_up_at` follows the new due
 * time. Returns the new follow-up's id. Site visits call it when a visit is booked.
 */
export async function replaceOpenFollowUp(tx: DbOrTx, input: NewFollowUp, actor: Actor, now: Date): Promise<string> {
  const lead = await lockLead(tx, actor, input.leadId);
  const assignedTo = input.assignedTo ?? lead.assignedTo ?? actor.id;
  if (input.assignedTo) await checkAssignee(tx, actor, assignedTo);
  const [previous] = await tx
    .update(followUps)
    .set({ status: 'rescheduled', doneAt: now, doneBy: actor.id })
    .where(and(eq(followUps.leadId, input.leadId), eq(followUps.status, 'open')))
    .returning({ dueAt: followUps.dueAt, type: followUps.type });
  if (previous) {
    await recordActivity(tx, {
      leadId: input.leadId,
      kind: 'follow_up_rescheduled',
      payload: {
        summary: `${typeLabel(previous.type)} of ${indiaDateTime(previous.dueAt)} moved to ${indiaDateTime(input.dueAt)}`,
        dueAt: previous.dueAt.toISOString(),
        note: input.note ?? null,
      },
      actor,
      at: now,
    });
  }
  const [row] = await tx
    .insert(followUps)
    .values({
      leadId: input.leadId,
      type: input.type,
      dueAt: input.dueAt,
      assignedTo,
      note: input.note ?? null,
      siteVisitId: input.siteVisitId ?? null,
      createdBy: actor.id,
      createdAt: now,
    })
    .returning({ id: followUps.id });
  await tx.update(leads).set({ nextFollowUpAt: input.dueAt, updatedAt: now }).where(eq(leads.id, input.leadId));
  await recordActivity(tx, {
    leadId: input.leadId,
    kind: 'follow_up_scheduled',
    payload: {
      summary: `${typeLabel(input.type)} scheduled for ${indiaDateTime(input.dueAt)}`,
      dueAt: input.dueAt.toISOString(),
      note: input.note ?? null,
    },
    actor,
    at: now,
  });
  return row!.id;
}

export interface CloseFollowUp {
  leadId: string;
  outcome?: FollowUpOutcome | null | undefined;
  reason?: LostReason | null | undefined;
  note?: string | null | undefined;
  /** The timeline's note when it differs from the stored one: null where the caller's own row says it. */
  activityNote?: string | null | undefined;
  status: 'done' | 'cancelled';
}

/**
 * Closes the lead's open follow-up (if any) as done or cancelled and clears
 * `leads.next_follow_up_at`, in the caller's transaction. Returns the closed follow-up's id, or null
 * when there was none open. Site visits call it when a visit is completed or cancelled.
 */
export async function closeOpenFollowUp(
  tx: DbOrTx,
  input: CloseFollowUp,
  actor: Actor,
  now: Date,
): Promise<string | null> {
  await lockLead(tx, actor, input.leadId);
  const [closed] = await tx
    .update(followUps)
    .set({
      status: input.status,
      outcome: input.outcome ?? null,
      reason: input.reason ?? null,
      note: sql`coalesce(${input.note ?? null}, ${followUps.note})`,
      doneAt: now,
      doneBy: actor.id,
    })
    .where(and(eq(followUps.leadId, input.leadId), eq(followUps.status, 'open')))
    .returning({ id: followUps.id, dueAt: followUps.dueAt, type: followUps.type });
  if (!closed) return null;
  await tx.update(leads).set({ nextFollowUpAt: null, updatedAt: now }).where(eq(leads.id, input.leadId));
  await recordActivity(tx, {
    leadId: input.leadId,
    kind: input.status === 'done' ? 'follow_up_done' : 'follow_up_cancelled',
    payload: {
      summary: closingSummary(closed.type, input),
      dueAt: closed.dueAt.toISOString(),
      outcome: input.outcome ?? null,
      note: input.activityNote === undefined ? (input.note ?? null) : input.activityNote,
    },
    actor,
    at: now,
  });
  return closed.id;
}

function closingSummary(type: FollowUpType, input: CloseFollowUp): string {
  if (input.status === 'cancelled') return `${typeLabel(type)} cancelled`;
  const outcome = input.outcome ? `: ${FOLLOW_UP_OUTCOME_LABELS[input.outcome]}` : '';
  const reason = input.reason ? ` (${LOST_REASON_LABELS[input.reason]})` : '';
  return `${typeLabel(type)} done${outcome}${reason}`;
}

/**
 * The lead form's "Next follow-up" field (decision 055): a new date reschedules the open follow-up
 * (keeping its type; a call when there was none), an emptied field cancels it.
 */
export async function followUpFromLeadForm(
  tx: DbOrTx,
  leadId: string,
  dueAt: Date | null,
  actor: Actor,
  now: Date,
): Promise<void> {
  if (!dueAt) {
    await closeOpenFollowUp(tx, { leadId, status: 'cancelled' }, actor, now);
    return;
  }
  const [open] = await tx
    .select({ type: followUps.type, assignedTo: followUps.assignedTo })
    .from(followUps)
    .where(and(eq(followUps.leadId, leadId), eq(followUps.status, 'open')));
  await replaceOpenFollowUp(tx, { leadId, type: open?.type ?? 'call', dueAt }, actor, now);
}

/**
 * The open follow-up of leads created by the caller's statement, as a data-modifying CTE of it: the
 * lead import's INSERT gives `newLeads` (id, next_follow_up_at, assigned_to of each lead it made).
 * A new lead has no follow-up to close or to look for, so this is `syncFollowUpsWithLeads` without
 * its two reads per lead (decision 152).
 */
export function followUpsOfNewLeads(newLeads: SQL, actorId: string | null, now: Date): SQL {
  return sql`insert into follow_ups (lead_id, type, due_at, assigned_to, created_by, created_at)
    select n.id, 'call', n.next_follow_up_at, n.assigned_to, ${actorId}::uuid, ${now}::timestamptz
    from ${newLeads} n where n.next_follow_up_at is not null`;
}

/**
 * Bulk writers (the lead import and its undo) set `leads.next_follow_up_at` for many leads at once.
 * This makes the follow-ups of the given leads agree with it, set-based, in the caller's
 * transaction: an open follow-up whose lead has no date is cancelled, one with another date is
 * marked rescheduled, and a lead with a date and no open follow-up gets an open call. The lead's
 * own activity row (written by the caller) says why; no follow-up activity is added per lead.
 */
export async function syncFollowUpsWithLeads(tx: DbOrTx, leadIds: SQL, actorId: string | null, now: Date) {
  await tx.execute(sql`
    update follow_ups f
    set status = case when l.next_follow_up_at is null then 'cancelled' else 'rescheduled' end,
      done_at = ${now}::timestamptz, done_by = ${actorId}::uuid
    from leads l
    where f.lead_id = l.id and f.status = 'open' and l.id in (${leadIds})
      and f.due_at is distinct from l.next_follow_up_at`);
  await tx.execute(sql`
    insert into follow_ups (lead_id, type, due_at, assigned_to, created_by, created_at)
    select l.id, 'call', l.next_follow_up_at, l.assigned_to, ${actorId}::uuid, ${now}::timestamptz
    from leads l
    where l.id in (${leadIds}) and l.next_follow_up_at is not null and l.deleted_at is null
      and not exists (select 1 from follow_ups f where f.lead_id = l.id and f.status = 'open')`);
}

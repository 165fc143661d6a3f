import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { istDate } from '../../../domain/india-date';
import { describeLeadChanges } from '../../../domain/leads/lead-changes';
import { isLostStatus, LOST_REASON_LABELS, type LostReason } from '../../../domain/leads/lost-reasons';
import { leadStatusLabel } from '../../../domain/leads/statuses';
import { pageCount } from '../../../domain/paging';
import { ROLE_EXECUTIVE } from '../../../domain/roles';
import type { Lead, LeadList, leadCreateSchema, leadQuerySchema, leadUpdateSchema } from '../../../domain/schemas/lead';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { fingerprint, onceByKey } from '../../lib/idempotency';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { pickAssignee, readIdleHours } from '../assignment-rules/public';
import { closeOpenFollowUp, followUpFromLeadForm, handOverLeadWork, handoverPairs } from '../follow-ups/public';
import { resolveLeadProject } from '../lead-projects/public';
import {
  countLeads,
  getLead,
  type LeadActor,
  leadInBin,
  leadMissing,
  leadOrder,
  leadWhere,
  pageOfLeads,
  recordLeadHistory,
  scopeOf,
  selectLeads,
} from '../lead-records/public';
import { assigneeName, resolveRefs } from './refs';

type CreateValues = z.output<typeof leadCreateSchema>;
type UpdateValues = z.output<typeof leadUpdateSchema>;

/**
 * A second live lead with the same mobile is refused. A `viewer` who may see the lead that has it
 * gets its id, name and owner (the form links to it); anyone else learns only that another team
 * has it. Without a viewer (restoring from the bin, whose users see every lead) it is named.
 */
export async function assertMobileFree(tx: DbOrTx, mobile: string, exceptId?: string, viewer?: LeadActor) {
  const scope = viewer ? scopeOf(viewer) : undefined;
  const [other] = await tx
    .select({
      id: leads.id,
      name: leads.name,
      owner: users.name,
      visible: scope ? sql<boolean>`coalesce(${scope}, false)` : sql<boolean>`true`,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedTo))
    .where(and(eq(leads.mobile, mobile), isNull(leads.deletedAt), exceptId ? ne(leads.id, exceptId) : undefined));
  if (!other) return;
  if (viewer && !other.visible) {
    const message = 'A lead with this mobile already exists with another team.';
    throw conflict(message, 'DUPLICATE_MOBILE', { mobile: message });
  }
  const owner = other.owner ? `owner: ${other.owner}` : 'not assigned yet';
  const message = `A lead with this mobile already exists: ${other.name} (${owner}).`;
  const duplicateOf = viewer ? { _id: other.id, name: other.name, owner: other.owner } : undefined;
  throw conflict(message, 'DUPLICATE_MOBILE', { mobile: message }, duplicateOf);
}

/** Turns the race the pre-check cannot see (two saves at once) into the same 409. */
export async function mobileRace<T>(
  mobile: string,
  db: DbOrTx,
  work: () => Promise<T>,
  viewer?: LeadActor,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) await assertMobileFree(db, mobile, undefined, viewer);
    throw error;
  }
}

export function columns(input: UpdateValues) {
  return {
    name: input.name,
    mobile: input.mobile,
    alternateMobile: input.alternateMobile ?? null,
    email: input.email ?? null,
    sourceId: input.sourceId ?? null,
    branchId: input.branchId ?? null,
    assignedTo: input.assignedTo ?? null,
    project: input.project ?? null,
    projectId: input.projectId ?? null,
    budget: input.budget === undefined ? null : input.budget.toFixed(2),
    requirement: input.requirement ?? null,
    kind: input.kind ?? null,
    city: input.city ?? null,
    notes: input.notes ?? null,
    nextFollowUpAt: input.nextFollowUpAt ?? null,
  };
}

export const newLeadValues = (input: CreateValues) => ({ ...columns(input), status: input.status });
type NewLeadValues = ReturnType<typeof newLeadValues>;

export const newLeadRow = (values: NewLeadValues, actor: LeadActor, now: Date) => ({
  ...values,
  assignedAt: values.assignedTo ? now : null,
  createdBy: actor.id,
  createdAt: now,
  updatedAt: now,
});

/** The "created" history row: every field set, references by name. */
export const createdHistory = (
  leadId: string,
  values: NewLeadValues,
  names: Awaited<ReturnType<typeof resolveRefs>>,
  actor: LeadActor,
  at: Date,
) => ({
  leadId,
  action: 'created' as const,
  summary: `Lead ${values.name} added`,
  changes: describeLeadChanges(null, { ...values, ...names }),
  actor,
  at,
});

/** Leads assigned at or before this instant and still new are idle. */
export async function idleCutoff(deps: Pick<AppContext, 'clock' | 'settings'>): Promise<Date> {
  return new Date(deps.clock().getTime() - (await readIdleHours(deps)) * 3_600_000);
}

export async function listLeads(
  deps: Pick<AppContext, 'db' | 'clock' | 'settings'>,
  viewer: LeadActor,
  query: Omit<z.output<typeof leadQuerySchema>, 'sort' | 'order'> & Partial<z.output<typeof leadQuerySchema>>,
  binned = false,
): Promise<LeadList> {
  const cutoff = await idleCutoff(deps);
  const idleSince = query.idle === 'true' ? cutoff : undefined;
  const where = leadWhere(viewer, { ...query, idleSince }, binned);
  const order = binned ? [desc(leads.deletedAt), desc(leads.id)] : leadOrder(query.sort, query.order);
  const [rows, { total, estimate }] = await Promise.all([
    pageOfLeads(deps.db, where, order, query.pageSize, (query.page - 1) * query.pageSize),
    // The recycle bin's total is what "delete N leads for ever" confirms, so it is always exact.
    countLeads(deps.db, where, { exact: binned }),
  ]);
  const today = istDate(deps.clock());
  return {
    leads: rows,
    total,
    ...(estimate ? { totalIsEstimate: true } : {}),
    page: query.page,
    pages: pageCount(total, query.pageSize),
    today,
    idleSince: cutoff.toISOString(),
  };
}

/**
 * An executive adds leads only for themselves (a walk-in at the site, from the phone app): the lead
 * is theirs, whatever the assignment rules would pick, and naming anyone else is refused.
 */
function ownedByExecutive(input: CreateValues, actor: LeadActor): CreateValues {
  if (actor.role !== ROLE_EXECUTIVE) return input;
  if (input.assignedTo && input.assignedTo !== actor.id) {
    const message = 'You can add leads only for yourself: leave Assigned to empty.';
    throw badRequest(message, { assignedTo: message }, 'ASSIGNEE_NOT_ALLOWED');
  }
  return { ...input, assignedTo: actor.id };
}

export async function createLead(deps: AppContext, form: CreateValues, actor: LeadActor): Promise<Lead> {
  return (await createLeadOnce(deps, form, actor)).lead;
}

/**
 * Adds a lead once per Idempotency-Key (decision 057): a phone that lost the answer to a walk-in
 * sends it again and gets the lead it made, not a duplicate-mobile refusal of its own lead.
 */
export async function createLeadOnce(
  deps: AppContext,
  form: CreateValues,
  actor: LeadActor,
  key?: string,
): Promise<{ lead: Lead; replayed: boolean }> {
  const input = ownedByExecutive(form, actor);
  const now = deps.clock();
  const request = fingerprint('lead.create', form);
  const { resultId, replayed } = await mobileRace(
    input.mobile,
    deps.db,
    () =>
      deps.db.transaction((tx) =>
        onceByKey(tx, { userId: actor.id, key, request, now }, () => insertLead(tx, input, actor, now)),
      ),
    actor,
  );
  return { lead: await getLead(deps.db, actor, resultId), replayed };
}

/**
 * Adds a lead and its "created" history row in the caller's transaction (another module's change
 * that makes a lead, e.g. converting a contact, commits with it). Returns the new lead's id.
 */
export async function insertLead(tx: DbOrTx, form: CreateValues, actor: LeadActor, now: Date): Promise<string> {
  await assertMobileFree(tx, form.mobile, undefined, actor);
  // A chosen project, or the text matched to one by name or alias (decision 184).
  const given = { ...form, ...(await resolveLeadProject(tx, form)) };
  // Without an assignee the assignment rules choose one (decision 054), in this transaction.
  const picked = given.assignedTo ? null : await pickAssignee(tx, given, now);
  const input = picked ? { ...given, assignedTo: picked.id } : given;
  // The rules may pick anyone; only an assignee the person chose must be in their scope.
  const names = await resolveRefs(tx, input, picked ? undefined : actor);
  const values = newLeadValues(input);
  const [row] = await tx
    .insert(leads)
    .values(newLeadRow(values, actor, now))
    .returning({ id: leads.id });
  await recordLeadHistory(tx, createdHistory(row!.id, values, names, actor, now));
  // The form's next follow-up is the lead's open follow-up (decision 055).
  if (values.nextFollowUpAt) await followUpFromLeadForm(tx, row!.id, values.nextFollowUpAt, actor, now);
  return row!.id;
}

/** Locks a live lead the viewer may change, or answers 404 / 409 (in the bin). */
async function lockLive(tx: DbOrTx, viewer: LeadActor, id: string) {
  const [current] = await selectLeads(tx)
    .where(and(eq(leads.id, id), scopeOf(viewer)))
    .for('update', { of: leads });
  if (!current) throw leadMissing();
  if (current.lead.deletedAt) throw leadInBin();
  return current;
}

export async function updateLead(deps: AppContext, id: string, input: UpdateValues, actor: LeadActor): Promise<Lead> {
  const now = deps.clock();
  await mobileRace(
    input.mobile,
    deps.db,
    () =>
      deps.db.transaction(async (tx) => {
        const current = await lockLive(tx, actor, id);
        const values = columns({ ...input, ...(await resolveLeadProject(tx, input)) });
        // An unchanged assignee may have been deactivated since; keeping them is not a new assignment.
        const keepAssignee = values.assignedTo === current.lead.assignedTo;
        const names = await resolveRefs(
          tx,
          { ...input, assignedTo: keepAssignee ? undefined : input.assignedTo },
          actor,
        );
        if (keepAssignee) names.assignedTo = current.assigneeName;
        if (values.mobile !== current.lead.mobile) await assertMobileFree(tx, values.mobile, id, actor);
        const changes = describeLeadChanges(
          {
            ...current.lead,
            source: current.sourceName,
            branch: current.branchName,
            assignedTo: current.assigneeName,
          },
          { ...values, ...names },
        );
        if (changes.length === 0) return;
        await tx
          .update(leads)
          .set({ ...values, ...(keepAssignee ? {} : { assignedAt: values.assignedTo ? now : null }), updatedAt: now })
          .where(eq(leads.id, id));
        await recordLeadHistory(tx, {
          leadId: id,
          action: 'updated',
          summary: `Details changed: ${changes.map((c) => c.field).join(', ')}`,
          changes,
          actor,
          at: now,
        });
        if (values.nextFollowUpAt?.getTime() !== current.lead.nextFollowUpAt?.getTime()) {
          await followUpFromLeadForm(tx, id, values.nextFollowUpAt, actor, now);
        }
        if (!keepAssignee) {
          await handOverLeadWork(tx, handoverPairs([{ leadId: id, fromId: current.lead.assignedTo }]), actor, now, {
            record: 'when-moved',
          });
        }
      }),
    actor,
  );
  return getLead(deps.db, actor, id);
}

export async function updateLeadStatus(
  deps: AppContext,
  id: string,
  input: { status: Lead['status']; note?: string | null | undefined; reason?: LostReason | null | undefined },
  actor: LeadActor,
): Promise<Lead> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const current = await lockLive(tx, actor, id);
    // A note alone is still worth recording (a call made, no change of stage).
    if (current.lead.status === input.status && !input.note) return;
    await tx.update(leads).set({ status: input.status, updatedAt: now }).where(eq(leads.id, id));
    // Giving up on a lead ends its open follow-up, with the reason given (decision 055).
    if (isLostStatus(input.status)) {
      await closeOpenFollowUp(tx, { leadId: id, status: 'cancelled', reason: input.reason }, actor, now);
    }
    const why = isLostStatus(input.status) && input.reason ? `Reason: ${LOST_REASON_LABELS[input.reason]}` : null;
    const note = [why, input.note].filter(Boolean).join('. ') || undefined;
    const changes = describeLeadChanges({ status: current.lead.status }, { status: input.status });
    await recordLeadHistory(tx, {
      leadId: id,
      action: 'status_changed',
      summary: changes.length
        ? `Status changed to ${leadStatusLabel(input.status)}`
        : `Note added (status stays ${leadStatusLabel(input.status)})`,
      changes,
      note,
      actor,
      at: now,
    });
  });
  return getLead(deps.db, actor, id);
}

/** Bulk assignment: all of the leads or none; each lead whose assignee changes gets a history row. */
export async function assignLeads(
  deps: AppContext,
  input: { leadIds: string[]; assignedTo: string },
  actor: LeadActor,
) {
  const now = deps.clock();
  const ids = [...new Set(input.leadIds)];
  return deps.db.transaction(async (tx) => {
    const name = await assigneeName(tx, input.assignedTo, actor);
    const rows = await selectLeads(tx)
      .where(and(inArray(leads.id, ids), isNull(leads.deletedAt), scopeOf(actor)))
      .for('update', { of: leads });
    if (rows.length !== ids.length) {
      throw notFound(
        `${ids.length - rows.length} of the selected leads no longer exist or are in the recycle bin. Refresh the list and try again.`,
        'LEAD_NOT_FOUND',
      );
    }
    const moving = rows.filter((r) => r.lead.assignedTo !== input.assignedTo);
    if (moving.length > 0) {
      await tx
        .update(leads)
        .set({ assignedTo: input.assignedTo, assignedAt: now, updatedAt: now })
        .where(
          inArray(
            leads.id,
            moving.map((r) => r.lead.id),
          ),
        );
      // One statement for the set: each lead's "assigned" row, its open follow-up and upcoming visits.
      await handOverLeadWork(
        tx,
        handoverPairs(moving.map((r) => ({ leadId: r.lead.id, fromId: r.lead.assignedTo }))),
        actor,
        now,
        { record: 'always' },
      );
    }
    return {
      message: `${ids.length} ${ids.length === 1 ? 'lead' : 'leads'} assigned to ${name}.`,
      updated: moving.length,
    };
  });
}

import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { indiaDayRange } from '../../../domain/india-date';
import type { LeadKind } from '../../../domain/leads/lead-kinds';
import type { LeadStatus } from '../../../domain/leads/statuses';
import { can } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';
import { defaultLeadOrder, type Lead, type LeadSort, type SortOrder } from '../../../domain/schemas/lead';
import type { DbOrTx } from '../../db/database';
import { activities, isBookedChange } from '../../db/schema/activities';
import { branches } from '../../db/schema/branches';
import { leadKindSql, leadStatusRank, leads } from '../../db/schema/leads';
import { projects } from '../../db/schema/projects';
import { sources } from '../../db/schema/sources';
import { users } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/app-error';
import { likePattern, mobileSearchTerm } from '../../lib/like-pattern';
import { type LeadColumns, managerLeadScope } from './lead-scope';

/** Who is asking: an executive (no leads.view) sees only the leads assigned to them. */
export interface Viewer {
  id: string;
  name: string;
  role: Role | null;
}

export const assignee = alias(users, 'assignee');
export const creator = alias(users, 'creator');

/** A lead with the names of its source, branch, assignee and creator joined, for `fields` (the export's cells). */
export function fromLeadsWithNames(db: DbOrTx, fields: Record<string, SQL | SQL.Aliased | AnyPgColumn>) {
  return db
    .select(fields)
    .from(leads)
    .leftJoin(sources, eq(sources.id, leads.sourceId))
    .leftJoin(branches, eq(branches.id, leads.branchId))
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
    .leftJoin(creator, eq(creator.id, leads.createdBy));
}

/** A lead with the names of its source, branch, assignee and creator (and any `extra` columns). */
export function selectLeads<E extends Record<string, SQL.Aliased>>(db: DbOrTx, extra?: E) {
  // The same joins as fromLeadsWithNames, typed with the lead's columns.
  return db
    .select({
      lead: leads,
      sourceName: sources.name,
      branchName: branches.name,
      assigneeName: assignee.name,
      creatorName: creator.name,
      projectName: projects.name,
      ...(extra as E),
    })
    .from(leads)
    .leftJoin(sources, eq(sources.id, leads.sourceId))
    .leftJoin(branches, eq(branches.id, leads.branchId))
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
    .leftJoin(creator, eq(creator.id, leads.createdBy))
    .leftJoin(projects, eq(projects.id, leads.projectId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectLeads<Record<never, SQL.Aliased>>>['execute']>>[number];

const ref = (id: string | null, name: string | null) => (id && name !== null ? { _id: id, name } : null);

export function toLead({ lead, sourceName, branchName, assigneeName, creatorName, projectName }: Joined): Lead {
  return {
    _id: lead.id,
    name: lead.name,
    mobile: lead.mobile,
    alternateMobile: lead.alternateMobile,
    email: lead.email,
    source: ref(lead.sourceId, sourceName),
    branch: ref(lead.branchId, branchName),
    assignedTo: ref(lead.assignedTo, assigneeName),
    assignedAt: lead.assignedAt?.toISOString() ?? null,
    status: lead.status as LeadStatus,
    project: lead.project,
    projectId: lead.projectId,
    projectName: lead.projectId ? projectName : null,
    budget: lead.budget === null ? null : Number(lead.budget),
    requirement: lead.requirement,
    kind: (lead.kind as LeadKind | null) ?? null,
    city: lead.city,
    notes: lead.notes,
    nextFollowUpAt: lead.nextFollowUpAt?.toISOString() ?? null,
    createdBy: ref(lead.createdBy, creatorName),
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    deletedAt: lead.deletedAt?.toISOString() ?? null,
  };
}

export const leadMissing = () => notFound('That lead does not exist.', 'LEAD_NOT_FOUND');
export const leadInBin = () => conflict('This lead is in the recycle bin. Restore it first.', 'LEAD_IN_RECYCLE_BIN');

/** A lead the viewer may see; an executive gets 404 for a lead that is not theirs, as if it did not exist. */
export async function getLead(db: DbOrTx, viewer: Viewer, id: string): Promise<Lead> {
  const [row] = await selectLeads(db).where(and(eq(leads.id, id), scopeOf(viewer)));
  if (!row || (row.lead.deletedAt && !can(viewer.role, 'leads.view'))) throw leadMissing();
  return toLead(row);
}

/**
 * The leads a viewer may see at all (decision 156): everything with leads.all (an administrator),
 * a manager's branches and team with leads.view, otherwise their own. undefined means every lead.
 */
export function scopeOf(viewer: Viewer): SQL | undefined {
  return scopeOn(viewer, { assignee: leads.assignedTo, branch: leads.branchId, creator: leads.createdBy });
}

/** scopeOf over a lead's columns as another query names them (an alias in raw SQL). */
export function scopeOn(viewer: Viewer, lead: LeadColumns): SQL | undefined {
  if (can(viewer.role, 'leads.all')) return undefined;
  if (can(viewer.role, 'leads.view')) return managerLeadScope(lead, viewer.id);
  return sql`${lead.assignee} = ${viewer.id}::uuid`;
}

export interface LeadFilters {
  search?: string | undefined;
  status?: LeadStatus | undefined;
  sourceId?: string | undefined;
  assignedTo?: string | undefined;
  branchId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** The project's name exactly as stored (decision 096). */
  project?: string | undefined;
  /** A project chosen or matched (decision 184). */
  projectId?: string | undefined;
  /** Next follow-up between these India days, both inclusive. */
  followUpFrom?: string | undefined;
  followUpTo?: string | undefined;
  /** 'true': only fresh leads, never contacted (decision 055). */
  fresh?: string | undefined;
  /** Only idle leads: still new, assigned at or before this instant (decision 054). */
  idleSince?: Date | undefined;
  /** Only the leads this import created. */
  importId?: string | undefined;
  /** Leads of this kind of requirement, chosen or classified (decision 130), or 'unknown'. */
  kind?: string | undefined;
  /** Leads whose status was set to Booked between these India days, both inclusive (the dashboard's bookings). */
  bookedFrom?: string | undefined;
  bookedTo?: string | undefined;
}

/** A lead still new (not contacted) that its assignee got at or before `since`. */
export const idleLead = (since: Date) =>
  and(eq(leads.status, 'new'), isNotNull(leads.assignedTo), sql`${leads.assignedAt} <= ${since.toISOString()}`);

/** WHERE of the lead list and the CSV export; `binned` picks the recycle bin instead of live leads. */
export function leadWhere(viewer: Viewer, filters: LeadFilters, binned = false): SQL | undefined {
  const parts: (SQL | undefined)[] = [binned ? isNotNull(leads.deletedAt) : isNull(leads.deletedAt), scopeOf(viewer)];
  if (filters.search) {
    // ILIKE '%…%' is served by the trigram indexes on name, mobile and email. A mobile is digits
    // only, so a term without one cannot match it and is not looked up there.
    const pattern = likePattern(filters.search);
    const mobile = mobileSearchTerm(filters.search);
    parts.push(
      or(
        sql`${leads.name} ilike ${pattern}`,
        /\d/.test(mobile) ? sql`${leads.mobile} ilike ${likePattern(mobile)}` : undefined,
        sql`${leads.email} ilike ${pattern}`,
      ),
    );
  }
  if (filters.status) parts.push(eq(leads.status, filters.status));
  if (filters.sourceId) parts.push(eq(leads.sourceId, filters.sourceId));
  if (filters.branchId) parts.push(eq(leads.branchId, filters.branchId));
  if (filters.importId) parts.push(eq(leads.importId, filters.importId));
  if (filters.assignedTo === 'unassigned') parts.push(isNull(leads.assignedTo));
  else if (filters.assignedTo) parts.push(eq(leads.assignedTo, filters.assignedTo));
  if (filters.idleSince) parts.push(idleLead(filters.idleSince));
  if (filters.fresh === 'true') parts.push(isNull(leads.lastContactedAt));
  const { start, end } = indiaDayRange(filters.from, filters.to);
  if (start) parts.push(sql`${leads.createdAt} >= ${start.toISOString()}`);
  if (end) parts.push(sql`${leads.createdAt} < ${end.toISOString()}`);
  if (filters.project) parts.push(eq(leads.project, filters.project));
  if (filters.projectId) parts.push(eq(leads.projectId, filters.projectId));
  if (filters.kind) parts.push(sql`${leadKindSql} = ${filters.kind}`);
  if (filters.bookedFrom || filters.bookedTo) {
    const booked = indiaDayRange(filters.bookedFrom, filters.bookedTo);
    parts.push(sql`exists (
      select 1 from ${activities} where ${activities.leadId} = ${leads.id} and ${isBookedChange(activities.kind, activities.payload)}
      ${booked.start ? sql`and ${activities.at} >= ${booked.start.toISOString()}::timestamptz` : sql``}
      ${booked.end ? sql`and ${activities.at} < ${booked.end.toISOString()}::timestamptz` : sql``})`);
  }
  const followUp = indiaDayRange(filters.followUpFrom, filters.followUpTo);
  if (followUp.start) parts.push(sql`${leads.nextFollowUpAt} >= ${followUp.start.toISOString()}`);
  if (followUp.end) parts.push(sql`${leads.nextFollowUpAt} < ${followUp.end.toISOString()}`);
  return and(...parts);
}

/**
 * ORDER BY of the lead list and the CSV export. Every key ends with id in the same direction, so
 * pages never repeat or skip a row, and each order matches a partial index on live leads (see
 * src/server/db/schema/leads.ts) read forwards or backwards. Leads without a follow-up come last
 * either way (two indexes, because NULLS LAST is not the reverse of itself).
 */
export function leadOrder(sort: LeadSort = 'created', order: SortOrder = defaultLeadOrder(sort)): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  switch (sort) {
    case 'name':
      return [dir(sql`lower(${leads.name})`), dir(leads.id)];
    case 'nextFollowUp':
      return [sql`${leads.nextFollowUpAt} ${sql.raw(order)} nulls last`, dir(leads.id)];
    case 'status':
      return [dir(leadStatusRank(leads.status)), dir(leads.createdAt), dir(leads.id)];
    default:
      return [dir(leads.createdAt), dir(leads.id)];
  }
}

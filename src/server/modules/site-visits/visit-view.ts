import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { indiaDayRange } from '../../../domain/india-date';
import type { Role } from '../../../domain/roles';
import { AT_SITE_METERS } from '../../../domain/schemas/phone-app';
import type { SiteVisit, SiteVisitStatus, VisitCheckIn, VisitInterest } from '../../../domain/schemas/site-visit';
import type { DbOrTx } from '../../db/database';
import { leads } from '../../db/schema/leads';
import { siteVisits } from '../../db/schema/site-visits';
import { users } from '../../db/schema/users';
import { likePattern, mobileSearchTerm } from '../../lib/like-pattern';
import { scopeOf } from '../lead-records/public';

/** Who is asking; their lead scope decides which visits they see (an executive: their own leads'). */
export interface Viewer {
  id: string;
  name: string;
  role: Role | null;
  branchId: string | null;
}

const assignee = alias(users, 'visit_assignee');
const companion = alias(users, 'visit_companion');
const creator = alias(users, 'visit_creator');

/** A visit with its lead and the names of the people on it. */
export function selectVisits(db: DbOrTx) {
  return db
    .select({
      visit: siteVisits,
      leadName: leads.name,
      leadMobile: leads.mobile,
      assigneeId: leads.assignedTo,
      assigneeName: assignee.name,
      companionName: companion.name,
      creatorName: creator.name,
    })
    .from(siteVisits)
    .innerJoin(leads, eq(leads.id, siteVisits.leadId))
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
    .leftJoin(companion, eq(companion.id, siteVisits.accompaniedBy))
    .leftJoin(creator, eq(creator.id, siteVisits.createdBy));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectVisits>['execute']>>[number];

const ref = (id: string | null, name: string | null) => (id && name !== null ? { _id: id, name } : null);

/** A visit row's latest check-in (decision 209), as the office and the phone show it. */
export function checkInOf(visit: typeof siteVisits.$inferSelect): VisitCheckIn | null {
  if (!visit.checkInAt || visit.checkInLatitude === null || visit.checkInLongitude === null) return null;
  const distance = visit.checkInDistanceM;
  return {
    at: visit.checkInAt.toISOString(),
    latitude: visit.checkInLatitude,
    longitude: visit.checkInLongitude,
    accuracyMeters: visit.checkInAccuracyM,
    distanceMeters: distance,
    atSite: distance === null ? null : distance <= AT_SITE_METERS,
    photoFileId: visit.checkInPhotoFileId,
  };
}

export function toVisit(row: Joined): SiteVisit {
  const { visit } = row;
  return {
    _id: visit.id,
    lead: { _id: visit.leadId, name: row.leadName, mobile: row.leadMobile },
    project: visit.project,
    at: visit.at.toISOString(),
    pickup: visit.pickup,
    pickupAddress: visit.pickupAddress,
    accompaniedBy: ref(visit.accompaniedBy, row.companionName),
    assignedTo: ref(row.assigneeId, row.assigneeName),
    status: visit.status as SiteVisitStatus,
    feedback: visit.feedback,
    interest: visit.interest as VisitInterest | null,
    note: visit.note,
    checkIn: checkInOf(visit),
    createdBy: ref(visit.createdBy, row.creatorName),
    createdAt: visit.createdAt.toISOString(),
  };
}

/** The visits a viewer may see: those of live leads in their lead scope. */
export const visitScope = (viewer: Viewer): SQL | undefined => and(isNull(leads.deletedAt), scopeOf(viewer));

export interface VisitFilters {
  from?: string | undefined;
  to?: string | undefined;
  status?: SiteVisitStatus | undefined;
  assignedTo?: string | undefined;
  search?: string | undefined;
}

/** WHERE of the Schedules list; visit days are India days. */
export function visitWhere(viewer: Viewer, filters: VisitFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [visitScope(viewer)];
  const { start, end } = indiaDayRange(filters.from, filters.to);
  if (start) parts.push(sql`${siteVisits.at} >= ${start.toISOString()}`);
  if (end) parts.push(sql`${siteVisits.at} < ${end.toISOString()}`);
  if (filters.status) parts.push(eq(siteVisits.status, filters.status));
  if (filters.assignedTo) parts.push(eq(leads.assignedTo, filters.assignedTo));
  if (filters.search) {
    const pattern = likePattern(filters.search);
    parts.push(
      or(
        sql`${leads.name} ilike ${pattern}`,
        sql`${leads.mobile} ilike ${likePattern(mobileSearchTerm(filters.search))}`,
        sql`${siteVisits.project} ilike ${pattern}`,
      ),
    );
  }
  return and(...parts);
}

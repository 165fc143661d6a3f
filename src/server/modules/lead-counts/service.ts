import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LEAD_STATUSES, type LeadStatus } from '../../../domain/leads/statuses';
import type {
  LeadStatusCounts,
  leadStatusCountsQuerySchema,
  MemberLeadStatusCounts,
  memberLeadStatusCountsQuerySchema,
} from '../../../domain/schemas/lead-counts';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { countLeads, type LeadActor, leadWhere, scopeOf } from '../lead-records/public';
import { idleCutoff } from '../leads/public';

type Deps = Pick<AppContext, 'db' | 'clock' | 'settings'>;
type Counts = Record<LeadStatus, number>;

const emptyCounts = (): Counts => Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Counts;

/** The id the per-member table gives the leads nobody holds. */
export const UNASSIGNED = 'unassigned';

/** The lead list's own WHERE for these filters (idle applied as the list applies it). */
async function whereOf(deps: Deps, viewer: LeadActor, query: z.output<typeof leadStatusCountsQuerySchema>) {
  const idleSince = query.idle === 'true' ? await idleCutoff(deps) : undefined;
  return leadWhere(viewer, { ...query, idleSince });
}

/**
 * Counts per status that equal the lead list's totals. A small result (the list's total is exact)
 * is one grouped count; past LEAD_COUNT_EXACT_UP_TO each status is counted by the list's own
 * `countLeads` for the list's own WHERE, which answers the planner's estimate for big ones — a plan
 * each instead of reading a million rows (decision 058).
 */
export async function overallStatusCounts(
  deps: Deps,
  viewer: LeadActor,
  query: z.output<typeof leadStatusCountsQuerySchema>,
): Promise<LeadStatusCounts> {
  const idleSince = query.idle === 'true' ? await idleCutoff(deps) : undefined;
  const where = (status?: LeadStatus) => leadWhere(viewer, { ...query, status, idleSince });
  const all = await countLeads(deps.db, where());
  const counts = emptyCounts();
  if (!all.estimate) {
    const rows = await deps.db
      .select({ status: leads.status, n: sql<number>`count(*)::int` })
      .from(leads)
      .where(where())
      .groupBy(leads.status);
    for (const r of rows) counts[r.status as LeadStatus] = Number(r.n);
    return { counts, total: all.total };
  }
  const each = await Promise.all(LEAD_STATUSES.map((s) => countLeads(deps.db, where(s))));
  const estimated = LEAD_STATUSES.filter((s, i) => {
    counts[s] = each[i]!.total;
    return each[i]!.estimate;
  });
  return { counts, total: all.total, estimated, totalIsEstimate: true };
}

/**
 * One row per member, counted exactly in one grouped query (an index-only scan of
 * (assigned_to, status) of live leads): every active member when the viewer sees every lead, otherwise the members
 * holding leads in the viewer's scope and the viewer; a deactivated member still holding leads too,
 * and "Unassigned" when some leads have nobody — so the rows add up to the overall counts.
 */
export async function memberStatusCounts(
  deps: Deps,
  viewer: LeadActor,
  query: z.output<typeof memberLeadStatusCountsQuerySchema>,
): Promise<MemberLeadStatusCounts> {
  const rows = await deps.db
    .select({ memberId: leads.assignedTo, status: leads.status, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(await whereOf(deps, viewer, query))
    .groupBy(leads.assignedTo, leads.status);
  const holders = [...new Set(rows.map((r) => r.memberId).filter((id): id is string => id !== null))];
  const seesAll = scopeOf(viewer) === undefined;
  const people = await deps.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      or(
        seesAll ? and(eq(users.status, 'active'), isNotNull(users.role)) : eq(users.id, viewer.id),
        holders.length ? inArray(users.id, holders) : undefined,
      ),
    )
    .orderBy(sql`lower(${users.name})`, users.id);
  const byMember = new Map<string, { counts: Counts; total: number }>();
  for (const r of rows) {
    const id = r.memberId ?? UNASSIGNED;
    const entry = byMember.get(id) ?? { counts: emptyCounts(), total: 0 };
    entry.counts[r.status as LeadStatus] += Number(r.n);
    entry.total += Number(r.n);
    byMember.set(id, entry);
  }
  const members = people.map((p) => ({
    memberId: p.id,
    name: p.name,
    ...(byMember.get(p.id) ?? { counts: emptyCounts(), total: 0 }),
  }));
  const unassigned = byMember.get(UNASSIGNED);
  if (unassigned) members.push({ memberId: UNASSIGNED, name: 'Unassigned', ...unassigned });
  return { members };
}

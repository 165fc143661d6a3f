import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LEAD_STATUSES, type LeadStatus, leadStatusLabel } from '../../../domain/leads/statuses';
import type { LeadList } from '../../../domain/schemas/lead';
import type {
  LeadReport,
  leadReportQuerySchema,
  leadReportRowsQuerySchema,
} from '../../../domain/schemas/lead-reports';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema/leads';
import { sources } from '../../db/schema/sources';
import { users } from '../../db/schema/users';
import { type LeadActor, leadWhere, scopeOf } from '../lead-records/public';
import { listLeads } from '../leads/public';
import { periodOfQuery, type ResolvedPeriod, reportMeta } from './report-period';
import { readRollup, rollupCountsSql } from './rollup/day-rollup';
import type { ReportTable } from './table-export';

type Deps = Pick<AppContext, 'db' | 'clock' | 'settings'>;
type Query = z.output<typeof leadReportQuerySchema>;

export const NO_SOURCE = 'No source';
export const UNASSIGNED = 'Unassigned';
export const NO_PROJECT = 'No project';

/**
 * The lead list's own WHERE (leads/public) with the report's filters and the period as created
 * days: every count here is the total of the lead list it drills into.
 */
function reportWhere(viewer: LeadActor, query: Query, period: ResolvedPeriod): SQL | undefined {
  return leadWhere(viewer, {
    sourceId: query.sourceId,
    branchId: query.branchId,
    project: query.project,
    projectId: query.projectId,
    assignedTo: query.assignedTo,
    status: query.status,
    from: period.from,
    to: period.to,
  });
}

/**
 * The unfiltered report of a viewer who sees every lead, from the day rollup (decision 137): the
 * same counts, exact, without reading a year of leads.
 */
async function leadReportFromRollup(deps: Deps, period: ResolvedPeriod, now: Date): Promise<LeadReport> {
  const { from, to } = period;
  const memberStatus = rollupCountsSql('leads', 'member_status', from, to);
  type Named = { id: string | null; name: string | null; n: number };
  const [byStatus, byMember, bySource, byProject] = await Promise.all([
    readRollup<{ status: string; n: number }>(
      deps.db,
      sql`select g.key1 as status, g.n from (${rollupCountsSql('leads', 'status', from, to)}) g`,
    ),
    readRollup<Named>(
      deps.db,
      sql`select g.key1 as id, u.name, sum(g.n)::int as n from (${memberStatus}) g
      left join users u on u.id = g.key1::uuid group by g.key1, u.name order by n desc, u.name asc`,
    ),
    readRollup<Named>(
      deps.db,
      sql`select g.key1 as id, s.name, g.n from (${rollupCountsSql('leads', 'source', from, to)}) g
      left join sources s on s.id = g.key1::uuid order by g.n desc, s.name asc`,
    ),
    readRollup<{ project: string | null; n: number }>(
      deps.db,
      sql`select g.key1 as project, g.n from (${rollupCountsSql('leads', 'project', from, to)}) g
      order by g.n desc, g.key1 asc`,
    ),
  ]);
  const statusCount = new Map(byStatus.map((r) => [r.status, Number(r.n)]));
  return {
    meta: reportMeta(period, now),
    total: [...statusCount.values()].reduce((a, b) => a + b, 0),
    bySource: bySource.map((r) => ({ id: r.id, name: r.name ?? NO_SOURCE, count: Number(r.n) })),
    byStatus: LEAD_STATUSES.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
    byMember: byMember.map((r) => ({ id: r.id, name: r.name ?? UNASSIGNED, count: Number(r.n) })),
    byProject: byProject.map((r) => ({
      project: r.project,
      count: Number(r.n),
    })),
  };
}

/** Grouped counts of the leads created in the period, each a GROUP BY in the database. */
export async function leadReport(deps: Deps, viewer: LeadActor, query: Query): Promise<LeadReport> {
  const now = deps.clock();
  const period = periodOfQuery(query, now);
  const filtered =
    query.sourceId || query.branchId || query.project || query.projectId || query.assignedTo || query.status;
  if (!filtered && !scopeOf(viewer)) return leadReportFromRollup(deps, period, now);
  const where = reportWhere(viewer, query, period);
  const n = count();
  const bySource = await deps.db
    .select({ id: leads.sourceId, name: sources.name, n })
    .from(leads)
    .leftJoin(sources, eq(sources.id, leads.sourceId))
    .where(where)
    .groupBy(leads.sourceId, sources.name)
    .orderBy(desc(n), asc(sources.name));
  const byStatus = await deps.db.select({ status: leads.status, n }).from(leads).where(where).groupBy(leads.status);
  const byMember = await deps.db
    .select({ id: leads.assignedTo, name: users.name, n })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedTo))
    .where(where)
    .groupBy(leads.assignedTo, users.name)
    .orderBy(desc(n), asc(users.name));
  const byProject = await deps.db
    .select({ project: leads.project, n })
    .from(leads)
    .where(where)
    .groupBy(leads.project)
    .orderBy(desc(n), asc(leads.project));
  const statusCount = new Map(byStatus.map((r) => [r.status, Number(r.n)]));
  // Every lead is in exactly one status group, so their sum is the total without another scan.
  const total = [...statusCount.values()].reduce((a, b) => a + b, 0);
  return {
    meta: reportMeta(period, now),
    total,
    bySource: bySource.map((r) => ({ id: r.id, name: r.name ?? NO_SOURCE, count: Number(r.n) })),
    byStatus: LEAD_STATUSES.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
    byMember: byMember.map((r) => ({ id: r.id, name: r.name ?? UNASSIGNED, count: Number(r.n) })),
    byProject: byProject.map((r) => ({ project: r.project, count: Number(r.n) })),
  };
}

/**
 * The report's filters as the lead list's: the period becomes created from/to days, so the rows
 * and the CSV of rows are the lead list's own query (leads/public), not a second copy.
 */
export function leadRowFilters<Q extends Query>(query: Q, now: Date): Omit<Q, 'period'> & { from: string; to: string } {
  const period = periodOfQuery(query, now);
  const { period: _preset, ...filters } = query;
  return { ...filters, from: period.from, to: period.to };
}

/** The leads behind the report, a page at a time. */
export async function leadReportRows(
  deps: Deps,
  viewer: LeadActor,
  query: z.output<typeof leadReportRowsQuerySchema>,
): Promise<LeadList> {
  return listLeads(deps, viewer, leadRowFilters(query, deps.clock()));
}

/** The grouped counts as one table: each grouping's rows under a "Grouped by" column. */
export function leadReportTable(report: LeadReport): ReportTable {
  return {
    title: 'Lead report',
    meta: report.meta,
    columns: ['Grouped by', 'Name', 'Leads'],
    rows: [
      ...report.bySource.map((r) => ['Source', r.name, r.count]),
      ...report.byStatus.map((r) => ['Status', leadStatusLabel(r.status as LeadStatus), r.count]),
      ...report.byMember.map((r) => ['Member', r.name, r.count]),
      ...report.byProject.map((r) => ['Project', r.project ?? NO_PROJECT, r.count]),
    ],
    totals: ['All leads', null, report.total],
  };
}

/** What a count of the lead report means (OpenAPI). */
export const LEAD_REPORT_NOTE =
  "Leads created in the period (India days, inclusive) with the lead list's filters: every count equals the total of /api/lead/getLeads with the same filters and from/to (decision 135).";

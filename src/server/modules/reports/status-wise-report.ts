import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LEAD_STATUSES, type LeadStatus, leadStatusLabel } from '../../../domain/leads/statuses';
import type { StatusWiseReport, statusWiseQuerySchema } from '../../../domain/schemas/lead-reports';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { type LeadActor, leadWhere, scopeOf } from '../lead-records/public';
import { UNASSIGNED } from './lead-report';
import { periodOfQuery, reportMeta } from './report-period';
import { readRollup, rollupCountsSql } from './rollup/day-rollup';
import type { ReportTable } from './table-export';

type Deps = Pick<AppContext, 'db' | 'clock'>;

const zeros = () => Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;

/**
 * Leads created in the period by member (their assignee now) and current status: one GROUP BY in
 * the database; the few hundred cells are laid out here. Members are those with a lead in the
 * period, by name; "Unassigned" is always the last row.
 */
export async function statusWiseReport(
  deps: Deps,
  viewer: LeadActor,
  query: z.output<typeof statusWiseQuerySchema>,
): Promise<StatusWiseReport> {
  const now = deps.clock();
  const period = periodOfQuery(query, now);
  const where = leadWhere(viewer, {
    sourceId: query.sourceId,
    branchId: query.branchId,
    from: period.from,
    to: period.to,
  });
  // Unfiltered, for a viewer who sees every lead: the same cells from the day rollup (decision 137).
  const cells =
    !query.sourceId && !query.branchId && !scopeOf(viewer)
      ? await readRollup<{ id: string | null; name: string | null; status: string; n: number }>(
          deps.db,
          sql`select g.key1 as id, u.name, g.key2 as status, g.n
            from (${rollupCountsSql('leads', 'member_status', period.from, period.to)}) g
            left join ${users} u on u.id = g.key1::uuid`,
        )
      : await deps.db
          .select({ id: leads.assignedTo, name: users.name, status: leads.status, n: count() })
          .from(leads)
          .leftJoin(users, eq(users.id, leads.assignedTo))
          .where(where)
          .groupBy(leads.assignedTo, users.name, leads.status);
  const rows = new Map<string | null, StatusWiseReport['members'][number]>();
  rows.set(null, { id: null, name: UNASSIGNED, counts: zeros(), total: 0 });
  const totals = zeros();
  let total = 0;
  for (const cell of cells) {
    const n = Number(cell.n);
    const status = cell.status as LeadStatus;
    let row = rows.get(cell.id);
    if (!row) {
      row = { id: cell.id, name: cell.name ?? '', counts: zeros(), total: 0 };
      rows.set(cell.id, row);
    }
    row.counts[status] += n;
    row.total += n;
    totals[status] += n;
    total += n;
  }
  const unassigned = rows.get(null)!;
  rows.delete(null);
  const members = [...rows.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en-IN') || a.id!.localeCompare(b.id!),
  );
  return {
    meta: reportMeta(period, now),
    statuses: [...LEAD_STATUSES],
    members: [...members, unassigned],
    totals,
    total,
  };
}

export function statusWiseTable(report: StatusWiseReport): ReportTable {
  return {
    title: 'Status-wise report',
    meta: report.meta,
    columns: ['Member', ...report.statuses.map(leadStatusLabel), 'Total'],
    rows: report.members.map((m) => [m.name, ...report.statuses.map((s) => m.counts[s]), m.total]),
    totals: ['Total', ...report.statuses.map((s) => report.totals[s]), report.total],
  };
}

import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  OVERDUE_BUCKET_LABELS,
  OVERDUE_BUCKET_RULES,
  OVERDUE_BUCKETS,
  type OverdueBucket,
  overdueEdges,
} from '../../../domain/reports/overdue-buckets';
import type { PendingFollowUpReport, pendingFollowUpQuerySchema } from '../../../domain/schemas/lead-reports';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { type LeadActor, leadWhere } from '../lead-records/public';
import { UNASSIGNED } from './lead-report';
import { reportMeta } from './report-period';
import type { ReportTable } from './table-export';

type Deps = Pick<AppContext, 'db' | 'clock'>;

const within = (range: { start?: Date; end: Date }) =>
  range.start
    ? sql`${leads.nextFollowUpAt} >= ${range.start.toISOString()} and ${leads.nextFollowUpAt} < ${range.end.toISOString()}`
    : sql`${leads.nextFollowUpAt} < ${range.end.toISOString()}`;

/**
 * Open follow-ups past due, by the lead's assignee, in the buckets of overdueEdges. An open
 * follow-up is the lead's `next_follow_up_at` (decision 055), the column the follow-up lists read,
 * and a member is the lead's assignee as there, so "1–2 + 3–6 + 7+" is the member's Pending list
 * and "today, past due" the part of their Today list already late. One GROUP BY with FILTERs.
 */
export async function pendingFollowUpReport(
  deps: Deps,
  viewer: LeadActor,
  query: z.output<typeof pendingFollowUpQuerySchema>,
): Promise<PendingFollowUpReport> {
  const now = deps.clock();
  const edges = overdueEdges(now);
  const where = and(
    leadWhere(viewer, { sourceId: query.sourceId, branchId: query.branchId }),
    isNotNull(leads.nextFollowUpAt),
    sql`${leads.nextFollowUpAt} < ${now.toISOString()}`,
  );
  const n = (b: OverdueBucket) => sql<number>`(count(*) filter (where ${within(edges.ranges[b])}))::int`;
  const rows = await deps.db
    .select({
      id: leads.assignedTo,
      name: users.name,
      todayPast: n('todayPast'),
      days1to2: n('days1to2'),
      days3to6: n('days3to6'),
      days7plus: n('days7plus'),
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedTo))
    .where(where)
    .groupBy(leads.assignedTo, users.name);
  const totals = Object.fromEntries(OVERDUE_BUCKETS.map((b) => [b, 0])) as Record<OverdueBucket, number>;
  const members = rows.map((r) => {
    const counts = Object.fromEntries(OVERDUE_BUCKETS.map((b) => [b, Number(r[b])])) as Record<OverdueBucket, number>;
    for (const b of OVERDUE_BUCKETS) totals[b] += counts[b];
    const pending = counts.days1to2 + counts.days3to6 + counts.days7plus;
    return { id: r.id, name: r.name ?? UNASSIGNED, counts, pending, total: pending + counts.todayPast };
  });
  // Members by name, Unassigned last.
  members.sort((a, b) =>
    a.id === null ? 1 : b.id === null ? -1 : a.name.localeCompare(b.name, 'en-IN') || a.id.localeCompare(b.id),
  );
  const pending = totals.days1to2 + totals.days3to6 + totals.days7plus;
  const today = { period: 'today' as const, from: edges.today, to: edges.today };
  return {
    meta: reportMeta({ ...today, start: now, end: now }, now),
    today: edges.today,
    members,
    totals,
    pending,
    total: pending + totals.todayPast,
  };
}

export function pendingFollowUpTable(report: PendingFollowUpReport): ReportTable {
  return {
    title: 'Pending follow-up report',
    meta: report.meta,
    columns: [
      'Member',
      ...OVERDUE_BUCKETS.map((b) => `${OVERDUE_BUCKET_LABELS[b]}: ${OVERDUE_BUCKET_RULES[b]}`),
      'Pending (before today)',
      'Total overdue',
    ],
    rows: report.members.map((m) => [m.name, ...OVERDUE_BUCKETS.map((b) => m.counts[b]), m.pending, m.total]),
    totals: ['Total', ...OVERDUE_BUCKETS.map((b) => report.totals[b]), report.pending, report.total],
  };
}

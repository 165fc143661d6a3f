import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ACTIVITY_KINDS, type ActivityKind } from '../../../domain/schemas/activity';
import {
  ACTIVITY_KIND_LABELS,
  type ActivityReport,
  type ActivityRows,
  type activityReportQuerySchema,
  type activityRowsQuerySchema,
  NO_MEMBER_LABEL,
  SYSTEM_MEMBER,
} from '../../../domain/schemas/activity-report';
import type { AppContext } from '../../context';
import { periodOfQuery, type ResolvedPeriod, reportMeta } from './report-period';
import { readRollup, rollupCountsSql } from './rollup/day-rollup';
import type { ReportTable } from './table-export';

type Deps = Pick<AppContext, 'db' | 'clock'>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The period's activities, read by activities_at_idx (decision 141). */
const inPeriod = (p: ResolvedPeriod): SQL =>
  sql`a.at >= ${p.start.toISOString()}::timestamptz and a.at < ${p.end.toISOString()}::timestamptz`;

/**
 * Every activity in the period by member (the actor) and kind: the day rollup's member × kind
 * counts (decision 137; days written since its last refresh counted live over activities_at_idx),
 * names joined after the grouping.
 */
export async function activityReport(
  deps: Deps,
  query: z.output<typeof activityReportQuerySchema>,
): Promise<ActivityReport> {
  const now = deps.clock();
  const period = periodOfQuery(query, now);
  const cells = await readRollup<{ actor_id: string | null; kind: ActivityKind; n: number; name: string | null }>(
    deps.db,
    sql`
      select g.key1::uuid as actor_id, g.key2 as kind, g.n, u.name
      from (${rollupCountsSql('activities', 'member_kind', period.from, period.to)}) g
      left join users u on u.id = g.key1::uuid`,
  );
  const members = new Map<string, ActivityReport['members'][number]>();
  const totals: ActivityReport['totals'] = { counts: {}, total: 0 };
  const seen = new Set<ActivityKind>();
  for (const cell of cells) {
    const n = Number(cell.n);
    const key = cell.actor_id ?? SYSTEM_MEMBER;
    const member = members.get(key) ?? {
      memberId: cell.actor_id,
      name: cell.actor_id ? (cell.name ?? NO_MEMBER_LABEL) : NO_MEMBER_LABEL,
      counts: {},
      total: 0,
    };
    member.counts[cell.kind] = (member.counts[cell.kind] ?? 0) + n;
    member.total += n;
    members.set(key, member);
    totals.counts[cell.kind] = (totals.counts[cell.kind] ?? 0) + n;
    totals.total += n;
    seen.add(cell.kind);
  }
  return {
    meta: reportMeta(period, now),
    kinds: ACTIVITY_KINDS.filter((k) => seen.has(k)),
    // Most active first; "no member" last, whatever its count.
    members: [...members.values()].sort(
      (a, b) =>
        Number(a.memberId === null) - Number(b.memberId === null) || b.total - a.total || a.name.localeCompare(b.name),
    ),
    totals,
  };
}

/** The matrix as a file: a row per member, a column per kind that happened, totals last. */
export function activityReportTable(report: ActivityReport): ReportTable {
  return {
    title: 'Activity report',
    meta: report.meta,
    columns: ['Member', ...report.kinds.map((k) => ACTIVITY_KIND_LABELS[k]), 'Total'],
    rows: report.members.map((m) => [m.name, ...report.kinds.map((k) => m.counts[k] ?? 0), m.total]),
    totals: ['Total', ...report.kinds.map((k) => report.totals.counts[k] ?? 0), report.totals.total],
  };
}

/** The member filter on the rollup's member key (null: no member, "system"). */
const memberKey = (member: string | undefined): SQL =>
  !member ? sql`` : member === SYSTEM_MEMBER ? sql`and g.key1 is null` : sql`and g.key1 = ${member}::uuid::text`;

/** The activities behind the matrix (optionally one member's, one kind's), newest first, a page at a time. */
export async function activityRows(deps: Deps, query: z.output<typeof activityRowsQuerySchema>): Promise<ActivityRows> {
  const now = deps.clock();
  const period = periodOfQuery(query, now);
  const member: SQL = !query.member
    ? sql``
    : query.member === SYSTEM_MEMBER
      ? sql`and a.actor_id is null`
      : sql`and a.actor_id = ${query.member}::uuid`;
  const kind: SQL = query.kind ? sql`and a.kind = ${query.kind}` : sql``;
  const where = sql`${inPeriod(period)} ${member} ${kind}`;
  const [page, counted] = await Promise.all([
    deps.db.execute(sql`
      select a.id, a.at, a.kind, a.payload->>'summary' as summary, a.actor_id, a.actor_name,
        l.id as lead_id, l.name as lead_name
      from activities a
      join leads l on l.id = a.lead_id
      where ${where}
      order by a.at desc, a.seq desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    // The count from the rollup's member × kind cells, exact (decision 137), not every row of the period.
    readRollup<{ n: number }>(
      deps.db,
      sql`select coalesce(sum(g.n), 0)::int as n
      from (${rollupCountsSql('activities', 'member_kind', period.from, period.to)}) g
      where true ${memberKey(query.member)} ${query.kind ? sql`and g.key2 = ${query.kind}` : sql``}`,
    ),
  ]);
  const rows = rowsOf<{
    id: string;
    at: Date | string;
    kind: ActivityKind;
    summary: string | null;
    actor_id: string | null;
    actor_name: string;
    lead_id: string;
    lead_name: string;
  }>(page);
  return {
    meta: reportMeta(period, now),
    rows: rows.map((r) => ({
      _id: r.id,
      at: new Date(r.at).toISOString(),
      kind: r.kind,
      summary: r.summary ?? ACTIVITY_KIND_LABELS[r.kind],
      by: { _id: r.actor_id, name: r.actor_name },
      lead: { _id: r.lead_id, name: r.lead_name },
    })),
    total: Number(counted[0]?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

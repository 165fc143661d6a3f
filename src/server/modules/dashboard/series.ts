import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { addDays, indiaWeek } from '../../../domain/india-date';
import { LEAD_KIND_LABELS, LEAD_KINDS, type LeadKindOrUnknown, UNKNOWN_KIND } from '../../../domain/leads/lead-kinds';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../../domain/leads/statuses';
import type {
  ChartFilters,
  CountSeries,
  LeadsPerDay,
  TeamPerformance,
  VisitsPerWeek,
} from '../../../domain/schemas/dashboard';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { leadKindSql, leads } from '../../db/schema/leads';
import { siteVisits } from '../../db/schema/site-visits';
import { sources } from '../../db/schema/sources';
import { users } from '../../db/schema/users';
import { dayText, indiaDateSql } from '../../lib/india-day-sql';
import { callCounts } from '../calls/public';
import { leadWhere, scopeOf } from '../lead-records/public';
import {
  memberFiguresSql,
  type ResolvedPeriod,
  readRollup,
  reportMeta,
  rollupCounts,
  rollupCountsSql,
  rollupDaysSql,
  rollupDayTotals,
} from '../reports/public';
import { visitWhere } from '../site-visits/public';
import type { DashboardActor } from './dashboard-period';

type Deps = Pick<AppContext, 'db' | 'clock'>;

/** The lead list's WHERE for leads created in the period with the chart's filters (its drill-down). */
export const periodLeads = (actor: DashboardActor, period: ResolvedPeriod, f: ChartFilters, fresh = false) =>
  leadWhere(actor, {
    from: period.from,
    to: period.to,
    sourceId: f.sourceId,
    branchId: f.branchId,
    assignedTo: f.assignedTo,
    fresh: fresh ? 'true' : undefined,
  });

const total = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);

/** No chart filter and a viewer who sees every lead: the day rollup answers (decision 137). */
export const fromRollup = (actor: DashboardActor, f: ChartFilters) =>
  !f.sourceId && !f.branchId && !f.assignedTo && !scopeOf(actor);

/** getLeadsCountBySource / getFreshLeadsCountBySource: most leads first, "No source" as its own bar. */
export async function leadsBySource(
  deps: Deps,
  actor: DashboardActor,
  period: ResolvedPeriod,
  f: ChartFilters,
  fresh = false,
): Promise<CountSeries> {
  if (fromRollup(actor, f)) {
    // Fresh leads by source: the member × source cells summed over members.
    const counts = fresh
      ? sql`select f.key2 as key1, sum(f.n)::int as n
          from (${rollupCountsSql('leads', 'fresh_member_source', period.from, period.to)}) f group by f.key2`
      : rollupCountsSql('leads', 'source', period.from, period.to);
    const found = await readRollup<{ key: string | null; label: string | null; count: number }>(
      deps.db,
      sql`select g.key1 as key, s.name as label, g.n as count
        from (${counts}) g left join ${sources} s on s.id = g.key1::uuid order by g.n desc, s.name asc`,
    );
    const rows = found.map((r) => ({ key: r.key, label: r.label ?? 'No source', count: Number(r.count) }));
    return { meta: reportMeta(period, deps.clock()), rows, total: total(rows) };
  }
  const n = sql<number>`count(*)::int`;
  const found = await deps.db
    .select({ key: leads.sourceId, label: sources.name, count: n })
    .from(leads)
    .leftJoin(sources, eq(sources.id, leads.sourceId))
    .where(periodLeads(actor, period, f, fresh))
    .groupBy(leads.sourceId, sources.name)
    .orderBy(desc(n), asc(sources.name));
  const rows = found.map((r) => ({ key: r.key, label: r.label ?? 'No source', count: Number(r.count) }));
  return { meta: reportMeta(period, deps.clock()), rows, total: total(rows) };
}

/** getLeadsCountByIndustry: leads created in the period by kind of requirement, every kind listed. */
export async function leadsByKind(
  deps: Deps,
  actor: DashboardActor,
  period: ResolvedPeriod,
  f: ChartFilters,
): Promise<CountSeries> {
  const found = fromRollup(actor, f)
    ? (await rollupCounts(deps.db, 'leads', 'kind', period.from, period.to)).map((r) => ({
        kind: r.key1 ?? UNKNOWN_KIND,
        count: r.n,
      }))
    : await deps.db
        .select({ kind: leadKindSql, count: sql<number>`count(*)::int` })
        .from(leads)
        .where(periodLeads(actor, period, f))
        .groupBy(leadKindSql);
  const byKind = new Map<string, number>(found.map((r) => [r.kind, Number(r.count)]));
  const kinds: LeadKindOrUnknown[] = [...LEAD_KINDS, UNKNOWN_KIND];
  const rows = kinds.map((kind) => ({
    key: kind,
    label: LEAD_KIND_LABELS[kind],
    count: byKind.get(kind) ?? 0,
  }));
  return { meta: reportMeta(period, deps.clock()), rows, total: total(rows) };
}

/** getPipelineByStatus: leads created in the period by their status now, in pipeline order. */
export async function pipelineByStatus(
  deps: Deps,
  actor: DashboardActor,
  period: ResolvedPeriod,
  f: ChartFilters,
): Promise<CountSeries> {
  const found = fromRollup(actor, f)
    ? (await rollupCounts(deps.db, 'leads', 'status', period.from, period.to)).map((r) => ({
        status: r.key1,
        count: r.n,
      }))
    : await deps.db
        .select({ status: leads.status, count: sql<number>`count(*)::int` })
        .from(leads)
        .where(periodLeads(actor, period, f))
        .groupBy(leads.status);
  const byStatus = new Map<string | null, number>();
  for (const r of found) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + Number(r.count));
  const rows = LEAD_STATUSES.map((s) => ({ key: s, label: LEAD_STATUS_LABELS[s], count: byStatus.get(s) ?? 0 }));
  return { meta: reportMeta(period, deps.clock()), rows, total: total(rows) };
}

/** getLeadsPerDay: leads created on each India day of the period (grouped in SQL), 0 days included. */
export async function leadsPerDay(
  deps: Deps,
  actor: DashboardActor,
  period: ResolvedPeriod,
  f: ChartFilters,
): Promise<LeadsPerDay> {
  const day = indiaDateSql(leads.createdAt);
  const byDay = fromRollup(actor, f)
    ? await rollupDayTotals(deps.db, 'leads', 'status', period.from, period.to)
    : new Map(
        (
          await deps.db
            .select({ day: dayText(day), count: sql<number>`count(*)::int` })
            .from(leads)
            .where(periodLeads(actor, period, f))
            .groupBy(day)
        ).map((r) => [r.day, Number(r.count)]),
      );
  const days: LeadsPerDay['days'] = [];
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) days.push({ date: d, count: byDay.get(d) ?? 0 });
  return { meta: reportMeta(period, deps.clock()), days, total: total(days) };
}

/** Visits in the period (the schedules list's WHERE) narrowed by the lead's source, branch and assignee. */
function visitsIn(actor: DashboardActor, period: ResolvedPeriod, f: ChartFilters): SQL {
  const parts = [visitWhere(actor, { from: period.from, to: period.to, assignedTo: f.assignedTo })];
  if (f.sourceId) parts.push(eq(leads.sourceId, f.sourceId));
  if (f.branchId) parts.push(eq(leads.branchId, f.branchId));
  return sql.join(
    parts.filter((p): p is SQL => p !== undefined),
    sql` and `,
  );
}

/** getSiteVisitsPerWeek: visits by India week (Monday first) and status, every week of the period listed. */
export async function visitsPerWeek(
  deps: Deps,
  actor: DashboardActor,
  period: ResolvedPeriod,
  f: ChartFilters,
): Promise<VisitsPerWeek> {
  const week = sql<string>`to_char(date_trunc('week', (${siteVisits.at} at time zone 'UTC') + interval '330 minutes'), 'YYYY-MM-DD')`;
  const found = fromRollup(actor, f)
    ? await readRollup<{ week: string; status: string; count: number }>(
        deps.db,
        sql`select to_char(date_trunc('week', v.day::timestamp), 'YYYY-MM-DD') as week, v.key1 as status,
            sum(v.n)::int as count
          from (${rollupDaysSql('visits', 'status', period.from, period.to)}) v group by 1, 2`,
      )
    : await deps.db
        .select({ week, status: siteVisits.status, count: sql<number>`count(*)::int` })
        .from(siteVisits)
        .innerJoin(leads, eq(leads.id, siteVisits.leadId))
        .where(visitsIn(actor, period, f))
        .groupBy(week, siteVisits.status);
  const weeks: VisitsPerWeek['weeks'] = [];
  for (let d = indiaWeek(period.from).from; d <= period.to; d = addDays(d, 7)) {
    const of = found.filter((r) => r.week === d);
    const n = (status: string) => of.filter((r) => r.status === status).reduce((s, r) => s + Number(r.count), 0);
    const all = of.reduce((s, r) => s + Number(r.count), 0);
    weeks.push({
      weekStart: d,
      scheduled: n('scheduled'),
      done: n('done'),
      other: all - n('scheduled') - n('done'),
      total: all,
    });
  }
  return { meta: reportMeta(period, deps.clock()), weeks };
}

/**
 * The calls and connected calls of each member who called in the period (the member's branch for
 * a branch filter), by the calls module's own counts: a range of its member index per member,
 * without the team report's distinct-leads sort that the chart does not show (decision 147).
 */
async function callsOfMembers(deps: Deps, period: ResolvedPeriod, f: ChartFilters) {
  const result = await deps.db.execute(sql`
    select u.id as member_id, c.calls, c.connected
    from ${users} u
    cross join lateral (
      select ${callCounts} from calls c
      where c.member_id = u.id
        and c.started_at >= ${period.start.toISOString()}::timestamptz and c.started_at < ${period.end.toISOString()}::timestamptz
    ) c
    where c.calls > 0 ${f.branchId ? sql`and u.branch_id = ${f.branchId}::uuid` : sql``}`);
  return rowsOf<{ member_id: string; calls: number; connected: number }>(result);
}

/**
 * getTeamPerformance: per member, the calls of the calls team report (its own definitions; the
 * branch is the member's), the site visits done and the bookings of the leads they hold. Members
 * with nothing in the period are left out; the most active first.
 */
export async function teamPerformance(
  deps: Deps,
  actor: DashboardActor,
  period: ResolvedPeriod,
  f: ChartFilters,
): Promise<TeamPerformance> {
  const now = deps.clock();
  if (fromRollup(actor, f)) return teamFromRollup(deps, period);
  const [calls, visits, booked] = await Promise.all([
    f.sourceId ? null : callsOfMembers(deps, period, f),
    deps.db
      .select({ memberId: leads.assignedTo, n: sql<number>`count(*)::int` })
      .from(siteVisits)
      .innerJoin(leads, eq(leads.id, siteVisits.leadId))
      .where(sql`${visitsIn(actor, period, f)} and ${siteVisits.status} = 'done'`)
      .groupBy(leads.assignedTo),
    deps.db
      .select({ memberId: leads.assignedTo, n: sql<number>`count(*)::int` })
      .from(leads)
      .where(
        leadWhere(actor, {
          sourceId: f.sourceId,
          branchId: f.branchId,
          assignedTo: f.assignedTo,
          bookedFrom: period.from,
          bookedTo: period.to,
        }),
      )
      .groupBy(leads.assignedTo),
  ]);
  const byMember = new Map<string, TeamFigures>();
  const entry = (id: string) => {
    const e = byMember.get(id) ?? { calls: 0, connected: 0, visitsDone: 0, bookings: 0 };
    byMember.set(id, e);
    return e;
  };
  for (const m of calls ?? []) {
    if (f.assignedTo && m.member_id !== f.assignedTo) continue;
    Object.assign(entry(m.member_id), { calls: Number(m.calls), connected: Number(m.connected) });
  }
  for (const v of visits) if (v.memberId) entry(v.memberId).visitsDone = Number(v.n);
  for (const b of booked) if (b.memberId) entry(b.memberId).bookings = Number(b.n);
  return { meta: reportMeta(period, now), members: await namedAndRanked(deps, byMember) };
}

/** Everyone's calls, visits done on the leads they hold and bookings, from the member rollups (decision 148). */
async function teamFromRollup(deps: Deps, period: ResolvedPeriod): Promise<TeamPerformance> {
  const now = deps.clock();
  const rows = await readRollup<{
    member_id: string;
    calls: number;
    connected: number;
    holder_visits_done: number;
    bookings: number;
  }>(deps.db, memberFiguresSql(period.from, period.to, ['calls', 'held_visits', 'booked']));
  const byMember = new Map<string, TeamFigures>();
  for (const r of rows) {
    const figures = {
      calls: Number(r.calls),
      connected: Number(r.connected),
      visitsDone: Number(r.holder_visits_done),
      bookings: Number(r.bookings),
    };
    if (figures.calls + figures.visitsDone + figures.bookings > 0) byMember.set(r.member_id, figures);
  }
  return { meta: reportMeta(period, now), members: await namedAndRanked(deps, byMember) };
}

interface TeamFigures {
  calls: number;
  connected: number;
  visitsDone: number;
  bookings: number;
}

/** The members' names (a removed member's figures stay, as "Former member"); the most active first. */
async function namedAndRanked(deps: Deps, byMember: Map<string, TeamFigures>): Promise<TeamPerformance['members']> {
  const ids = [...byMember.keys()];
  const names = ids.length
    ? new Map(
        (await deps.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))).map(
          (u) => [u.id, u.name],
        ),
      )
    : new Map<string, string>();
  return ids
    .map((id) => ({ memberId: id, name: names.get(id) ?? 'Former member', ...byMember.get(id)! }))
    .sort(
      (a, b) =>
        b.bookings - a.bookings || b.visitsDone - a.visitsDone || b.calls - a.calls || a.name.localeCompare(b.name),
    );
}

import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { indiaDayRange } from '../../../domain/india-date';
import { conversionPercent, sortPerformance, totalFigures } from '../../../domain/reports/performance';
import { previousPeriod } from '../../../domain/reports/period';
import type {
  PerformanceFigures,
  PerformanceReport,
  performanceReportQuerySchema,
} from '../../../domain/schemas/performance-report';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { isBookedChange } from '../../db/schema/activities';
import { indiaDaySql } from '../../lib/india-day-sql';
import { readIdleHours } from '../assignment-rules/public';
import { callCounts } from '../calls/public';
import { periodOfQuery, reportMeta } from './report-period';
import type { ReportTable } from './table-export';

type Deps = Pick<AppContext, 'db' | 'clock' | 'settings'>;
type Query = z.output<typeof performanceReportQuerySchema>;
interface Span {
  start: Date;
  end: Date;
}

interface FigureRow {
  member_id: string;
  name: string;
  leads_assigned: number;
  contacted_in_sla: number;
  calls: number;
  connected: number;
  talk_seconds: number;
  follow_ups_done: number;
  follow_ups_on_time: number;
  visits_done: number;
  bookings: number;
}

/**
 * Every figure of every member for one span of India days, in one statement: per-member lateral
 * reads for what has a member index (assigned leads, calls, follow-ups), and one grouped read of
 * the span for visits and bookings. Members shown: active with role 1 or 2, and anyone with a figure.
 */
async function figuresOf(deps: Deps, span: Span, slaHours: number): Promise<FigureRow[]> {
  const from = sql`${span.start.toISOString()}::timestamptz`;
  const to = sql`${span.end.toISOString()}::timestamptz`;
  const sla = sql`interval '${sql.raw(String(slaHours))} hours'`;
  return rowsOf<FigureRow>(
    await deps.db.execute(sql`
      with visits as (
        select coalesce(s.accompanied_by, s.closed_by) as member_id, count(*)::int as n
        from site_visits s
        where s.status = 'done' and s.at >= ${from} and s.at < ${to}
        group by 1
      ), bookings as (
        select l.assigned_to as member_id, count(distinct a.lead_id)::int as n
        from activities a
        join leads l on l.id = a.lead_id and l.deleted_at is null
        where a.at >= ${from} and a.at < ${to}
          and ${isBookedChange(sql`a.kind`, sql`a.payload`)}
        group by 1
      )
      select * from (
        select u.id as member_id, u.name, la.leads_assigned, la.contacted_in_sla,
          c.calls, c.connected, c.talk_seconds, f.follow_ups_done, f.follow_ups_on_time,
          coalesce(v.n, 0)::int as visits_done, coalesce(b.n, 0)::int as bookings,
          u.status, u.role
        from users u
        cross join lateral (
          select count(*)::int as leads_assigned,
            -- Reached by this holder in this holding (decision 147): the stored first contact is
            -- another member's or an earlier holding's when it fails the first two tests.
            (count(*) filter (where l.first_contact_by = u.id and l.first_contact_at >= l.assigned_at
              and l.first_contact_at <= l.assigned_at + ${sla}))::int as contacted_in_sla
          from leads l
          where l.assigned_to = u.id and l.deleted_at is null and l.assigned_at >= ${from} and l.assigned_at < ${to}
        ) la
        cross join lateral (
          select ${callCounts}
          from calls c
          where c.member_id = u.id and c.started_at >= ${from} and c.started_at < ${to}
        ) c
        cross join lateral (
          select count(*)::int as follow_ups_done,
            (count(*) filter (where ${indiaDaySql(sql`f.done_at`)} <= ${indiaDaySql(sql`f.due_at`)}))::int as follow_ups_on_time
          from follow_ups f
          where f.done_by = u.id and f.status = 'done' and f.done_at >= ${from} and f.done_at < ${to}
        ) f
        left join visits v on v.member_id = u.id
        left join bookings b on b.member_id = u.id
      ) m
      where (m.status = 'active' and m.role in (1, 2))
        or m.leads_assigned + m.calls + m.follow_ups_done + m.visits_done + m.bookings > 0`),
  );
}

function toFigures(r: FigureRow | undefined): PerformanceFigures {
  const n = (v: number | undefined) => Number(v ?? 0);
  const leadsAssigned = n(r?.leads_assigned);
  const bookings = n(r?.bookings);
  return {
    leadsAssigned,
    contactedInSla: n(r?.contacted_in_sla),
    calls: n(r?.calls),
    connected: n(r?.connected),
    talkSeconds: n(r?.talk_seconds),
    followUpsDone: n(r?.follow_ups_done),
    followUpsOnTime: n(r?.follow_ups_on_time),
    visitsDone: n(r?.visits_done),
    bookings,
    conversion: conversionPercent(bookings, leadsAssigned),
  };
}

/** The period to compare with, in India days: the one just before (same length) or the chosen one. */
function comparisonOf(query: Query, period: { from: string; to: string }) {
  if (query.compare === 'none') return null;
  if (query.compare === 'custom' && query.compareFrom && query.compareTo)
    return { from: query.compareFrom, to: query.compareTo };
  return previousPeriod(period);
}

/** The performance report: per member, this period's figures and, when asked, another period's. */
export async function performanceReport(deps: Deps, query: Query): Promise<PerformanceReport> {
  const now = deps.clock();
  const period = periodOfQuery(query, now);
  const slaHours = await readIdleHours(deps);
  const compare = comparisonOf(query, period);
  // The two periods are independent statements: on PostgreSQL they run on two pool connections at once.
  const [current, before] = await Promise.all([
    figuresOf(deps, period, slaHours),
    compare ? figuresOf(deps, indiaDayRange(compare.from, compare.to) as Span, slaHours) : null,
  ]);
  const names = new Map<string, string>();
  for (const r of [...current, ...(before ?? [])]) names.set(r.member_id, r.name);
  const currentOf = new Map(current.map((r) => [r.member_id, r]));
  const beforeOf = new Map((before ?? []).map((r) => [r.member_id, r]));
  const members = [...names].map(([memberId, name]) => ({
    memberId,
    name,
    current: toFigures(currentOf.get(memberId)),
    previous: before ? toFigures(beforeOf.get(memberId)) : null,
  }));
  return {
    meta: reportMeta(period, now),
    compare,
    slaHours,
    members: sortPerformance(members, query.sort, query.order),
    totals: {
      current: totalFigures(members.map((m) => m.current)),
      previous: before ? totalFigures(members.map((m) => m.previous!)) : null,
    },
  };
}

const FIGURE_COLUMNS: [keyof PerformanceFigures, string][] = [
  ['leadsAssigned', 'Leads assigned'],
  ['contactedInSla', 'Contacted within SLA'],
  ['calls', 'Calls'],
  ['connected', 'Connected'],
  ['talkSeconds', 'Talk time (min)'],
  ['followUpsDone', 'Follow-ups done'],
  ['followUpsOnTime', 'Follow-ups on time'],
  ['visitsDone', 'Site visits done'],
  ['bookings', 'Bookings'],
  ['conversion', 'Conversion %'],
];

/** Talk time in a file: minutes with one decimal, a number a spreadsheet can add. */
const cell = (f: PerformanceFigures, key: keyof PerformanceFigures) =>
  key === 'talkSeconds' ? Math.round(f.talkSeconds / 6) / 10 : f[key];

/** As on screen, in its order; with a comparison, each figure then its value in the other period. */
export function performanceReportTable(report: PerformanceReport): ReportTable {
  const other = report.compare ? ` (${report.compare.from} to ${report.compare.to})` : '';
  const columns = ['Member'];
  for (const [, label] of FIGURE_COLUMNS) {
    columns.push(label);
    if (report.compare) columns.push(`${label}${other}`);
  }
  const cells = (now: PerformanceFigures, before: PerformanceFigures | null) =>
    FIGURE_COLUMNS.flatMap(([key]) => (before ? [cell(now, key), cell(before, key)] : [cell(now, key)]));
  return {
    title: 'Performance report',
    meta: report.meta,
    columns,
    rows: report.members.map((m) => [m.name, ...cells(m.current, m.previous)]),
    totals: ['Total', ...cells(report.totals.current, report.totals.previous)],
  };
}

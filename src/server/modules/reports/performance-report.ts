import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conversionPercent, sortPerformance, totalFigures } from '../../../domain/reports/performance';
import { previousPeriod } from '../../../domain/reports/period';
import type {
  PerformanceFigures,
  PerformanceReport,
  performanceReportQuerySchema,
} from '../../../domain/schemas/performance-report';
import type { AppContext } from '../../context';
import { readIdleHours } from '../assignment-rules/public';
import { periodOfQuery, reportMeta } from './report-period';
import { readRollup } from './rollup/day-rollup';
import { memberFiguresSql } from './rollup/member-rollups';
import type { ReportTable } from './table-export';

type Deps = Pick<AppContext, 'db' | 'clock' | 'settings'>;
type Query = z.output<typeof performanceReportQuerySchema>;
interface Days {
  from: string;
  to: string;
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
 * Every figure of every member for one period of India days, in one statement over the member ×
 * day rollups (decisions 140, 148). Members shown: active with role 1 or 2, and anyone with a figure.
 */
async function figuresOf(deps: Deps, days: Days): Promise<FigureRow[]> {
  return readRollup<FigureRow>(
    deps.db,
    sql`select u.id as member_id, u.name,
        coalesce(m.leads_assigned, 0)::int as leads_assigned, coalesce(m.contacted_in_sla, 0)::int as contacted_in_sla,
        coalesce(m.calls, 0)::int as calls, coalesce(m.connected, 0)::int as connected,
        coalesce(m.talk_seconds, 0)::int as talk_seconds, coalesce(m.follow_ups_done, 0)::int as follow_ups_done,
        coalesce(m.follow_ups_on_time, 0)::int as follow_ups_on_time, coalesce(m.visits_done, 0)::int as visits_done,
        coalesce(m.bookings, 0)::int as bookings
      from users u
      left join (${memberFiguresSql(days.from, days.to, ['assigned', 'calls', 'done', 'visits', 'booked'])}) m
        on m.member_id = u.id::text
      where (u.status = 'active' and u.role in (1, 2))
        or m.leads_assigned + m.calls + m.follow_ups_done + m.visits_done + m.bookings > 0`,
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
  const [current, before] = await Promise.all([figuresOf(deps, period), compare ? figuresOf(deps, compare) : null]);
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

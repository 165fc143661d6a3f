import { and, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ScheduleCounts,
  ScheduleReport,
  scheduleReportQuerySchema,
} from '../../../domain/schemas/schedule-report';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema/leads';
import { siteVisits } from '../../db/schema/site-visits';
import { dayText, indiaDateSql } from '../../lib/india-day-sql';
import {
  periodOfQuery,
  type ReportTable,
  type ResolvedPeriod,
  readRollup,
  reportMeta,
  rollupDaysSql,
} from '../reports/public';

type Deps = Pick<AppContext, 'db' | 'clock'>;
type Query = z.output<typeof scheduleReportQuerySchema>;

const count = (status: string) => sql<number>`(count(*) filter (where ${siteVisits.status} = ${status}))::int`;

/**
 * Schedules summary: the period's visits per India day by status, and the totals, in one GROUP BY
 * ROLLUP over the visits' time index. The same visits as the Schedules list (live leads; member =
 * the lead's assignee), so a count and the list filtered to its day and status agree.
 */
export async function scheduleReport(deps: Deps, query: Query): Promise<ScheduleReport> {
  const now = deps.clock();
  const period = periodOfQuery(query, now);
  if (!query.assignedTo) return scheduleReportFromRollup(deps, period, now);
  const day = indiaDateSql(siteVisits.at);
  // Live leads only, as the list: a hashed NOT IN over the few binned leads (or the member's live
  // leads) instead of joining every visit of a year to its lead.
  const leadsOk = query.assignedTo
    ? sql`${siteVisits.leadId} in (select ${leads.id} from ${leads}
        where ${leads.assignedTo} = ${query.assignedTo} and ${leads.deletedAt} is null)`
    : sql`${siteVisits.leadId} not in (select ${leads.id} from ${leads} where ${leads.deletedAt} is not null)`;
  const rows = await deps.db
    .select({
      day: dayText(day),
      scheduled: count('scheduled'),
      done: count('done'),
      noShow: count('no_show'),
      cancelled: count('cancelled'),
      total: sql<number>`count(*)::int`,
    })
    .from(siteVisits)
    .where(
      and(
        sql`${siteVisits.at} >= ${period.start.toISOString()}`,
        sql`${siteVisits.at} < ${period.end.toISOString()}`,
        leadsOk,
      ),
    )
    .groupBy(sql`rollup (${day})`)
    .orderBy(sql`${day} nulls last`);
  const counts = (r: (typeof rows)[number]): ScheduleCounts => ({
    scheduled: Number(r.scheduled),
    done: Number(r.done),
    noShow: Number(r.noShow),
    cancelled: Number(r.cancelled),
    total: Number(r.total),
  });
  const totalRow = rows.find((r) => r.day === null);
  return {
    meta: reportMeta(period, now),
    days: rows.filter((r) => r.day !== null).map((r) => ({ day: r.day, ...counts(r) })),
    totals: totalRow ? counts(totalRow) : { scheduled: 0, done: 0, noShow: 0, cancelled: 0, total: 0 },
  };
}

const zero = (): ScheduleCounts => ({ scheduled: 0, done: 0, noShow: 0, cancelled: 0, total: 0 });
const FIELD: Record<string, keyof ScheduleCounts> = {
  scheduled: 'scheduled',
  done: 'done',
  no_show: 'noShow',
  cancelled: 'cancelled',
};

/** Everyone's summary from the day rollup of live leads' visits by status (decision 137), exact. */
async function scheduleReportFromRollup(deps: Deps, period: ResolvedPeriod, now: Date): Promise<ScheduleReport> {
  const found = await readRollup<{ day: string; status: string; n: number }>(
    deps.db,
    sql`select to_char(v.day, 'YYYY-MM-DD') as day, v.key1 as status, v.n
      from (${rollupDaysSql('visits', 'status', period.from, period.to)}) v order by v.day`,
  );
  const days = new Map<string, ScheduleCounts>();
  const totals = zero();
  for (const r of found) {
    const day = days.get(r.day) ?? zero();
    days.set(r.day, day);
    const field = FIELD[r.status];
    for (const c of [day, totals]) {
      if (field) c[field] += Number(r.n);
      c.total += Number(r.n);
    }
  }
  return { meta: reportMeta(period, now), days: [...days].map(([day, c]) => ({ day, ...c })), totals };
}

const shownDay = (day: string) => day.split('-').reverse().join('/');

/** The summary as a file: one row per day, the totals last. */
export function scheduleReportTable(report: ScheduleReport): ReportTable {
  const cells = (c: ScheduleCounts) => [c.scheduled, c.done, c.noShow, c.cancelled, c.total];
  return {
    title: 'Schedules',
    meta: report.meta,
    columns: ['Day (India)', 'Still scheduled', 'Done', 'No-show', 'Cancelled', 'Total'],
    rows: report.days.map((d) => [shownDay(d.day), ...cells(d)]),
    totals: ['Total', ...cells(report.totals)],
  };
}

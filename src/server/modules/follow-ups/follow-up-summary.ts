import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { indiaDayRange, istDate } from '../../../domain/india-date';
import { FOLLOW_UP_OUTCOME_LABELS, FOLLOW_UP_OUTCOMES, type FollowUpOutcome } from '../../../domain/schemas/follow-up';
import type {
  FollowUpDayCounts,
  FollowUpSummary,
  followUpSummaryQuerySchema,
  OutcomeCounts,
} from '../../../domain/schemas/follow-up-summary';
import type { AppContext } from '../../context';
import { followUps } from '../../db/schema/follow-ups';
import { users } from '../../db/schema/users';
import { dayText } from '../../lib/india-day-sql';
import {
  periodOfQuery,
  type ReportTable,
  readRollup,
  reportMeta,
  rollupCountsSql,
  rollupDaysSql,
} from '../reports/public';

type Deps = Pick<AppContext, 'db' | 'clock'>;
type Query = z.output<typeof followUpSummaryQuerySchema>;

interface Row {
  member_id: string | null;
  member_name: string | null;
  day: string | null;
  all_members: number;
  all_days: number;
  scheduled: number;
  done: number;
  on_time: number;
  open: number;
  missed: number;
  rescheduled: number;
  cancelled: number;
}

interface OutcomeRow {
  member_id: string | null;
  outcome: FollowUpOutcome;
  n: number;
}

/**
 * The Follow-up report's summary: follow-ups due in the period per member and India due day, per
 * member, and in all, and the outcomes per member. Counted by due day and the follow-up's
 * assignee, the keys the report's list filters on, so every count drills down to the list rows
 * behind it (admins only, so no lead scope; the list shows binned leads' too).
 *
 * Read from the follow-ups' day rollup (decision 148: statuses, on time and outcomes per member
 * and due day, exact like every rollup read). "Missed" is an open follow-up whose due time has
 * passed: every open one of a day before today, none of a later day, and today's counted live up
 * to now. Member and period totals are summed from the few grouped rows.
 */
export async function followUpSummary(deps: Deps, query: Query): Promise<FollowUpSummary> {
  const now = deps.clock();
  const period = periodOfQuery(query, now);
  const today = istDate(now);
  const member = query.assignedTo ? sql`where x.key1 = ${query.assignedTo}` : sql``;
  const rolled = (grouping: 'member_status' | 'member_on_time') =>
    sql`select x.* from (${rollupDaysSql('follow_ups', grouping, period.from, period.to)}) x ${member}`;
  const todayStart = indiaDayRange(today).start!;
  const missedToday =
    period.from <= today && today <= period.to
      ? sql`select ${followUps.assignedTo}::text as key1, count(*)::int as n from ${followUps}
          where ${followUps.status} = 'open' and ${followUps.dueAt} >= ${todayStart.toISOString()}::timestamptz
            and ${followUps.dueAt} < ${now.toISOString()}::timestamptz
            ${query.assignedTo ? sql`and ${followUps.assignedTo} = ${query.assignedTo}` : sql``}
          group by 1`
      : sql`select null::text as key1, 0 as n where false`;
  const open = sql`coalesce(sum(x.n) filter (where x.status = 'open'), 0)::int`;
  const [rows, outcomeRows] = await Promise.all([
    readRollup<Row>(
      deps.db,
      sql`
      with d as (
        select x.member_id, x.day,
          coalesce(sum(x.n) filter (where x.status is not null), 0)::int as scheduled,
          coalesce(sum(x.n) filter (where x.status = 'done'), 0)::int as done,
          coalesce(sum(x.on_time), 0)::int as on_time,
          ${open} as open,
          (case when x.day < ${today}::date then ${open} when x.day = ${today}::date then coalesce(sum(x.missed), 0)
            else 0 end)::int as missed,
          coalesce(sum(x.n) filter (where x.status = 'rescheduled'), 0)::int as rescheduled,
          coalesce(sum(x.n) filter (where x.status = 'cancelled'), 0)::int as cancelled
        from (
          select s.key1::uuid as member_id, s.day, s.key2 as status, s.n, 0 as on_time, 0 as missed
          from (${rolled('member_status')}) s
          union all
          select t.key1::uuid, t.day, null, 0, t.n, 0 from (${rolled('member_on_time')}) t
          union all
          select m.key1::uuid, ${today}::date, null, 0, 0, m.n from (${missedToday}) m
        ) x
        group by x.member_id, x.day
      ), g as (
        select d.member_id, d.day, grouping(d.member_id) as all_members, grouping(d.day) as all_days,
          sum(d.scheduled)::int as scheduled, sum(d.done)::int as done, sum(d.on_time)::int as on_time,
          sum(d.open)::int as open, sum(d.missed)::int as missed, sum(d.rescheduled)::int as rescheduled,
          sum(d.cancelled)::int as cancelled
        from d
        group by grouping sets ((d.member_id, d.day), (d.member_id), ())
      )
      select g.*, ${dayText(sql`g.day`)} as day, ${users.name} as member_name
      from g left join ${users} on ${users.id} = g.member_id
      order by g.all_members, ${users.name} nulls last, g.member_id, g.day nulls first`,
    ),
    readRollup<OutcomeRow>(
      deps.db,
      sql`select x.key1 as member_id, x.key2 as outcome, sum(x.n)::int as n
        from (${rollupCountsSql('follow_ups', 'member_outcome', period.from, period.to)}) x ${member}
        group by 1, 2`,
    ),
  ]);
  const counts = (r: Row): FollowUpDayCounts => ({
    scheduled: Number(r.scheduled),
    done: Number(r.done),
    onTime: Number(r.on_time),
    open: Number(r.open),
    missed: Number(r.missed),
    rescheduled: Number(r.rescheduled),
    cancelled: Number(r.cancelled),
  });
  const noOutcomes = () => Object.fromEntries(FOLLOW_UP_OUTCOMES.map((o) => [o, 0])) as OutcomeCounts;
  // Outcomes by member (key: member id, '' for nobody; 'all' for the period), from grouped rows.
  const outcomes = new Map<string, OutcomeCounts>();
  for (const r of outcomeRows) {
    for (const key of [r.member_id ?? '', 'all']) {
      const counted = outcomes.get(key) ?? noOutcomes();
      counted[r.outcome] += Number(r.n);
      outcomes.set(key, counted);
    }
  }
  const memberOf = (r: Row) => (r.member_id ? { _id: r.member_id, name: r.member_name ?? '' } : null);
  const total = rows.find((r) => Number(r.all_members) === 1);
  const empty = { scheduled: 0, done: 0, onTime: 0, open: 0, missed: 0, rescheduled: 0, cancelled: 0 };
  return {
    meta: reportMeta(period, now),
    days: rows
      .filter((r) => Number(r.all_days) === 0)
      .map((r) => ({ memberId: r.member_id, day: r.day ?? '', ...counts(r) })),
    members: rows
      .filter((r) => Number(r.all_days) === 1 && Number(r.all_members) === 0)
      .map((r) => ({ member: memberOf(r), ...counts(r), outcomes: outcomes.get(r.member_id ?? '') ?? noOutcomes() })),
    totals: { ...(total ? counts(total) : empty), outcomes: outcomes.get('all') ?? noOutcomes() },
  };
}

const shownDay = (day: string) => day.split('-').reverse().join('/');

/**
 * The summary as a file: a row per member and day (done vs scheduled; the outcomes are counted per
 * member, so these cells stay empty), then per member with outcomes, totals last.
 */
export function followUpSummaryTable(summary: FollowUpSummary): ReportTable {
  const cells = (c: FollowUpDayCounts) => [c.scheduled, c.done, c.onTime, c.open, c.missed, c.rescheduled, c.cancelled];
  const outcomeCells = (o: OutcomeCounts) => FOLLOW_UP_OUTCOMES.map((k) => o[k]);
  const name = (m: { name: string } | null) => m?.name ?? 'Unassigned';
  const names = new Map(summary.members.map((m) => [m.member?._id ?? null, m.member]));
  return {
    title: 'Follow-up report',
    meta: summary.meta,
    columns: [
      'Member',
      'Due day (India)',
      'Scheduled',
      'Done',
      'Done on time',
      'Open',
      'Missed',
      'Rescheduled',
      'Cancelled',
      ...FOLLOW_UP_OUTCOMES.map((o) => FOLLOW_UP_OUTCOME_LABELS[o]),
    ],
    rows: [
      ...summary.days.map((d) => [
        name(names.get(d.memberId) ?? null),
        shownDay(d.day),
        ...cells(d),
        ...FOLLOW_UP_OUTCOMES.map(() => null),
      ]),
      ...summary.members.map((m) => [name(m.member), 'Whole period', ...cells(m), ...outcomeCells(m.outcomes)]),
    ],
    totals: ['Total', 'Whole period', ...cells(summary.totals), ...outcomeCells(summary.totals.outcomes)],
  };
}

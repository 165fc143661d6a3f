import { sql } from 'drizzle-orm';
import type { z } from 'zod';
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
import { dayText, indiaDateSql } from '../../lib/india-day-sql';
import { periodOfQuery, type ReportTable, reportMeta } from '../reports/public';

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
  all_members: number;
  outcome: FollowUpOutcome;
  n: number;
}

type Rows<T> = { rows: T[] };

/**
 * The Follow-up report's summary: follow-ups due in the period per member and India due day, per
 * member, and in all, and the outcomes per member. Counted by due day and the follow-up's
 * assignee, the keys the report's list filters on, so every count drills down to the list rows
 * behind it (admins only, so no lead scope; the list shows binned leads' too).
 *
 * Two statements over the due-time index, each a plain GROUP BY over the period's rows (one hash
 * table, seven counts a row; PostgreSQL may run it in parallel), then the member and period totals
 * summed from those few grouped rows — a GROUPING SETS over the raw rows fed every row to three
 * hash tables and was three times slower (bench:reports).
 */
export async function followUpSummary(deps: Deps, query: Query): Promise<FollowUpSummary> {
  const now = deps.clock();
  const period = periodOfQuery(query, now);
  const inPeriod = sql`${followUps.dueAt} >= ${period.start.toISOString()}::timestamptz
    and ${followUps.dueAt} < ${period.end.toISOString()}::timestamptz
    ${query.assignedTo ? sql`and ${followUps.assignedTo} = ${query.assignedTo}` : sql``}`;
  const due = indiaDateSql(followUps.dueAt);
  const [dayResult, outcomeResult] = await Promise.all([
    deps.db.execute(sql`
      with d as (
        select ${followUps.assignedTo} as member_id, ${due} as day,
          count(*)::int as scheduled,
          (count(*) filter (where ${followUps.status} = 'done'))::int as done,
          -- Closed by the end of its India due day (done early counts as on time).
          (count(*) filter (where ${followUps.status} = 'done' and ${indiaDateSql(followUps.doneAt)} <= ${due}))::int as on_time,
          (count(*) filter (where ${followUps.status} = 'open'))::int as open,
          (count(*) filter (where ${followUps.status} = 'open' and ${followUps.dueAt} < ${now.toISOString()}::timestamptz))::int as missed,
          (count(*) filter (where ${followUps.status} = 'rescheduled'))::int as rescheduled,
          (count(*) filter (where ${followUps.status} = 'cancelled'))::int as cancelled
        from ${followUps}
        where ${inPeriod}
        group by 1, 2
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
      order by g.all_members, ${users.name} nulls last, g.member_id, g.day nulls first`),
    deps.db.execute(sql`
      select ${followUps.assignedTo} as member_id, grouping(${followUps.assignedTo}) as all_members,
        ${followUps.outcome} as outcome, count(*)::int as n
      from ${followUps}
      where ${inPeriod} and ${followUps.outcome} is not null
      group by grouping sets ((${followUps.assignedTo}, ${followUps.outcome}), (${followUps.outcome}))`),
  ]);
  const rows = (dayResult as unknown as Rows<Row>).rows;
  const outcomeRows = (outcomeResult as unknown as Rows<OutcomeRow>).rows;
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
    const key = Number(r.all_members) === 1 ? 'all' : (r.member_id ?? '');
    const counted = outcomes.get(key) ?? noOutcomes();
    counted[r.outcome] = Number(r.n);
    outcomes.set(key, counted);
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

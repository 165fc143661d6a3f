import { type SQL, sql } from 'drizzle-orm';
import { IDLE_HOURS_DEFAULT } from '../../../../domain/schemas/assignment-rule';
import { isBookedChange } from '../../../db/schema/activities';
import { leadKindSql } from '../../../db/schema/leads';
import { indiaDateSql } from '../../../lib/india-day-sql';
import { idleHoursSetting } from '../../assignment-rules/public';

/**
 * What a day rollup counts, each by its own India day: the tables' statement triggers of
 * migrations 0027 and 0028 mark these subjects' days stale.
 * - leads: live leads by created day; activities: every activity by its time; visits: the visits
 *   of live leads by their time (decision 137);
 * - assignments: live leads by the day they were assigned (and whether reached within the SLA); calls: by their start; follow_ups: by
 *   due day; follow_ups_done: done follow-ups by the day they were done; bookings: live leads moved
 *   to Booked, once a day per lead (decision 148).
 */
export type RollupSubject =
  | 'leads'
  | 'activities'
  | 'visits'
  | 'assignments'
  | 'calls'
  | 'follow_ups'
  | 'follow_ups_done'
  | 'bookings';

/**
 * One grouping of a subject's rows (rowsOn's columns): the one or two columns it keys on,
 * optionally a boolean column that narrows what it counts, and optionally a column it sums
 * instead of counting rows.
 */
interface Grouping {
  keys: readonly [string, string | null];
  only?: string;
  sum?: string;
}

export const ROLLUP_GROUPINGS = {
  leads: {
    member_status: { keys: ['assigned_to', 'status'] },
    // The same leads by status alone: 9 rows a day for the charts that need no member.
    status: { keys: ['status', null] },
    source: { keys: ['source_id', null] },
    project: { keys: ['project', null] },
    kind: { keys: ['kind', null] },
    // Fresh leads (never contacted, decision 055) by member and source: the fresh-lead charts.
    fresh_member_source: { keys: ['assigned_to', 'source_id'], only: 'fresh' },
  },
  activities: { member_kind: { keys: ['actor_id', 'kind'] } },
  visits: {
    status: { keys: ['status', null] },
    // Done visits by who took the buyer round (the performance report) and by the lead's holder
    // (the dashboard's team performance).
    done_member: { keys: ['done_by', null], only: 'done' },
    done_holder: { keys: ['holder', null], only: 'done' },
  },
  // The holder, and whether the holder reached the lead within the SLA (the idle-lead setting as
  // it is when the day is built; a change of the setting marks every day stale, migration 0028).
  assignments: { member_in_sla: { keys: ['assigned_to', 'in_sla'] } },
  calls: {
    member_answered: { keys: ['member_id', 'answered'] },
    member_talk: { keys: ['member_id', null], sum: 'talk_seconds' },
  },
  follow_ups: {
    member_status: { keys: ['assigned_to', 'status'] },
    member_on_time: { keys: ['assigned_to', null], only: 'on_time' },
    member_outcome: { keys: ['assigned_to', 'outcome'], only: 'has_outcome' },
  },
  follow_ups_done: { member_on_time: { keys: ['done_by', 'on_time'] } },
  bookings: {
    holder: { keys: ['assigned_to', null] },
    // The lead's last earlier booking day: a period counts a lead once, so it takes back the rows
    // whose earlier booking day is also in it (memberFiguresSql).
    holder_repeat: { keys: ['assigned_to', 'prev_day'], only: 'repeat' },
  },
} as const satisfies Record<RollupSubject, Record<string, Grouping>>;

export type RollupGrouping<S extends RollupSubject> = keyof (typeof ROLLUP_GROUPINGS)[S] & string;

/** The SLA in hours: the idle-lead setting read in the same statement, so in the same snapshot. */
const slaHoursSql = sql`coalesce((select (s.value #>> '{}')::int from settings s where s.key = ${idleHoursSetting.key}),
  ${sql.raw(String(IDLE_HOURS_DEFAULT))})`;

/** [start, end) of an India day column `d.day` as instants, for a range read over a time index. */
const dayStart = sql`((d.day::timestamp - interval '330 minutes') at time zone 'UTC')`;
const dayEnd = sql`(((d.day + 1)::timestamp - interval '330 minutes') at time zone 'UTC')`;
const inDay = (column: SQL) => sql`${column} >= ${dayStart} and ${column} < ${dayEnd}`;

/**
 * The subject's rows on the India days that `days` (a query with one column `day`) lists, with
 * the day and the columns the groupings key on: the counted rows of the reports' own WHERE. A
 * nested range read per day over the subject's time index; where the only time index starts with
 * the member (assignments, follow-ups done), one range per member.
 */
export function rowsOn(subject: RollupSubject, days: SQL): SQL {
  return sql`select d.day, r.* from (${days}) d cross join lateral (${dayRows(subject)} offset 0) r`;
}

/**
 * One day's rows of a subject, for the day `d.day`. A LATERAL subquery fenced by OFFSET 0 (so it is
 * not flattened into a join), so the days drive: with no stale day nothing is read. As a join,
 * PostgreSQL chose to scan all 1,000,000 leads and match each against the (empty) list of stale
 * days: 0.5–0.8 s for a 5 ms answer (bench:reports).
 */
function dayRows(subject: RollupSubject): SQL {
  switch (subject) {
    case 'leads':
      return sql`select leads.assigned_to, leads.status, leads.source_id, leads.project, ${leadKindSql} as kind,
          leads.last_contacted_at is null as fresh
        from leads where ${inDay(sql`leads.created_at`)} and leads.deleted_at is null`;
    case 'visits':
      // The Schedules list's visits: those of live leads.
      return sql`select v.status, v.status = 'done' as done,
          coalesce(v.accompanied_by, v.closed_by) as done_by, l.assigned_to as holder
        from site_visits v join leads l on l.id = v.lead_id and l.deleted_at is null
        where ${inDay(sql`v.at`)}`;
    case 'activities':
      return sql`select a.actor_id, a.kind from activities a where ${inDay(sql`a.at`)}`;
    case 'assignments':
      // Reached by this holder in this holding (decision 147's test) within the SLA.
      return sql`select l.assigned_to,
          coalesce(l.first_contact_by = l.assigned_to and l.first_contact_at >= l.assigned_at
            and l.first_contact_at <= l.assigned_at + make_interval(hours => ${slaHoursSql}), false) as in_sla
        from users u join leads l on l.assigned_to = u.id and l.deleted_at is null and ${inDay(sql`l.assigned_at`)}`;
    case 'calls':
      return sql`select c.member_id, c.answered,
          case when c.answered then coalesce(c.duration_seconds, 0) else 0 end as talk_seconds
        from calls c where ${inDay(sql`c.started_at`)} and c.member_id is not null`;
    case 'follow_ups':
      // Every follow-up by due day, binned leads' too (the Follow-up report's list); on time: done
      // by the end of its India due day.
      return sql`select f.assigned_to, f.status, f.outcome, f.outcome is not null as has_outcome,
          f.status = 'done' and ${indiaDateSql(sql`f.done_at`)} <= d.day as on_time
        from follow_ups f where ${inDay(sql`f.due_at`)}`;
    case 'follow_ups_done':
      return sql`select f.done_by, ${indiaDateSql(sql`f.done_at`)} <= ${indiaDateSql(sql`f.due_at`)} as on_time
        from users u join follow_ups f on f.done_by = u.id and f.status = 'done' and ${inDay(sql`f.done_at`)}`;
    case 'bookings': {
      // A lead once a day however many moves to Booked it had, and the last earlier India day it
      // was booked on (activities_lead_kind_at_idx, a few rows a lead).
      const booked = (a: string) => isBookedChange(sql.raw(`${a}.kind`), sql.raw(`${a}.payload`));
      return sql`select b.lead_id, b.assigned_to, p.prev_day, p.prev_day is not null as repeat
        from (select distinct a.lead_id, l.assigned_to
          from activities a join leads l on l.id = a.lead_id and l.deleted_at is null
          where ${inDay(sql`a.at`)} and ${booked('a')}) b
        cross join lateral (select max(${indiaDateSql(sql`e.at`)}) as prev_day from activities e
          where e.lead_id = b.lead_id and ${booked('e')} and e.at < ${dayStart}) p`;
    }
  }
}

/** One grouping of the rows on `days`: (day, key1, key2, n), keys as text as the rollup keeps them. */
export function groupedOn(subject: RollupSubject, grouping: string, days: SQL): SQL {
  const spec = (ROLLUP_GROUPINGS[subject] as Record<string, Grouping>)[grouping];
  if (!spec) throw new Error(`No rollup grouping ${subject}.${grouping}`);
  const [k1, k2] = spec.keys;
  const key2 = k2 ? sql`r.${sql.identifier(k2)}::text` : sql`null::text`;
  const where = spec.only ? sql`where r.${sql.identifier(spec.only)}` : sql``;
  const n = spec.sum ? sql`coalesce(sum(r.${sql.identifier(spec.sum)}), 0)::int` : sql`count(*)::int`;
  return sql`select r.day, r.${sql.identifier(k1)}::text as key1, ${key2} as key2, ${n} as n
    from (${rowsOn(subject, days)}) r ${where} group by 1, 2, 3`;
}

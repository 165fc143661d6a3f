import { type SQL, sql } from 'drizzle-orm';
import { rollupCountsSql } from './day-rollup';

/** The figures memberFiguresSql can read: the dashboard's team chart needs only the last three. */
export type MemberFigure = 'assigned' | 'calls' | 'done' | 'visits' | 'held_visits' | 'booked';

/**
 * Each member's figures over the India days [from, to] from the member × day rollups (decision
 * 148), exact like every rollup read: (member_id as text, then one column per figure; a figure not
 * asked for is 0). Members with no figure are absent. "Contacted within SLA" uses the idle-lead
 * setting as the rows were counted with it (a change of it marks every assignment day stale).
 */
export function memberFiguresSql(from: string, to: string, figures: MemberFigure[]): SQL {
  const part = (figure: string, counts: SQL) =>
    sql`select ${figure}::text as f, x.key1, x.key2, x.n from (${counts}) x`;
  const parts: Record<MemberFigure, SQL[]> = {
    assigned: [part('assigned', rollupCountsSql('assignments', 'member_in_sla', from, to))],
    calls: [
      part('calls', rollupCountsSql('calls', 'member_answered', from, to)),
      part('talk', rollupCountsSql('calls', 'member_talk', from, to)),
    ],
    done: [part('done', rollupCountsSql('follow_ups_done', 'member_on_time', from, to))],
    visits: [part('visits', rollupCountsSql('visits', 'done_member', from, to))],
    held_visits: [part('held_visits', rollupCountsSql('visits', 'done_holder', from, to))],
    booked: [
      part('booked', rollupCountsSql('bookings', 'holder', from, to)),
      // A lead booked on two days of the period counts once: the rows whose earlier booking day is
      // in the period are taken back (decision 148).
      sql`select 'repeat'::text as f, x.key1, x.key2, x.n
        from (${rollupCountsSql('bookings', 'holder_repeat', from, to)}) x where x.key2 >= ${from}`,
    ],
  };
  const sum = (condition: SQL) => sql`coalesce(sum(u.n) filter (where ${condition}), 0)::int`;
  return sql`select u.key1 as member_id,
      ${sum(sql`u.f = 'assigned'`)} as leads_assigned,
      ${sum(sql`u.f = 'assigned' and u.key2 = 'true'`)} as contacted_in_sla,
      ${sum(sql`u.f = 'calls'`)} as calls,
      ${sum(sql`u.f = 'calls' and u.key2 = 'true'`)} as connected,
      ${sum(sql`u.f = 'talk'`)} as talk_seconds,
      ${sum(sql`u.f = 'done'`)} as follow_ups_done,
      ${sum(sql`u.f = 'done' and u.key2 = 'true'`)} as follow_ups_on_time,
      ${sum(sql`u.f = 'visits'`)} as visits_done,
      ${sum(sql`u.f = 'held_visits'`)} as holder_visits_done,
      (${sum(sql`u.f = 'booked'`)} - ${sum(sql`u.f = 'repeat'`)})::int as bookings
    from (${sql.join(
      figures.flatMap((f) => parts[f]),
      sql` union all `,
    )}) u
    where u.key1 is not null
    group by u.key1`;
}

import { type SQL, sql } from 'drizzle-orm';
import { addDays, indiaDayRange, istDate } from '../../../domain/india-date';
import {
  CALL_STATS_MAX_DAYS,
  type CallDayStats,
  type CallReport,
  type CallStats,
  type CallTotals,
} from '../../../domain/schemas/call';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { badRequest } from '../../lib/app-error';
import { type Actor, memberFor, RETURN_WINDOW_HOURS } from './sync';

type Deps = Pick<AppContext, 'db' | 'clock'>;

/** The period asked for, in India days; the last 7 days by default. */
export function periodOf(now: Date, from?: string, to?: string): { from: string; to: string; start: Date; end: Date } {
  const last = to ?? istDate(now);
  const first = from ?? addDays(last, -6);
  if (first > last)
    throw badRequest('From date must be on or before To date.', { from: 'From date is after To date.' });
  if (Date.parse(last) - Date.parse(first) >= CALL_STATS_MAX_DAYS * 86_400_000) {
    throw badRequest(`A period can be at most ${CALL_STATS_MAX_DAYS} days.`, { from: 'The period is too long.' });
  }
  const { start, end } = indiaDayRange(first, last);
  return { from: first, to: last, start: start!, end: end! };
}

/**
 * Calls, connected and talk time of calls `c` alone: the reports that show only these skip the
 * distinct-leads sort of `figures`, most of its cost over a year of calls.
 */
export const callCounts = sql`
  count(*)::int as calls,
  (count(*) filter (where c.answered))::int as connected,
  (coalesce(sum(c.duration_seconds) filter (where c.answered), 0))::int as talk_seconds`;

/**
 * The figures of calls `c` (a FROM item over calls), grouped as the caller says. One definition
 * for a member's days and the team report (decision 102):
 *  - connected: answered (someone talked); talk time sums only those;
 *  - unique leads: distinct leads called (outgoing) or talked to;
 *  - missed not returned: a missed or rejected incoming call from a known number that nobody
 *    called back (an outgoing call to that number, by anyone) within 2 hours — counted only once
 *    the 2 hours have passed. Read from calls.not_returned, which every writer keeps in its
 *    transaction (recheckMissedCalls, decision 106) — no probe per missed call on read;
 *  - first call: the first outgoing or answered call.
 */
export const figures = (now: Date) => sql`
  ${callCounts},
  (count(distinct c.lead_id) filter (where c.direction = 'outgoing' or c.answered))::int as unique_leads,
  (count(*) filter (where c.not_returned
    and c.started_at <= ${now.toISOString()}::timestamptz - interval '${sql.raw(String(RETURN_WINDOW_HOURS))} hours'
    ))::int as missed_not_returned,
  min(c.started_at) filter (where c.direction = 'outgoing' or c.answered) as first_call_at`;

/** The India day of a call, whatever the session's time zone. */
const indiaDay = sql`((c.started_at at time zone 'UTC') + interval '330 minutes')::date`;

interface FigureRow {
  calls: number;
  connected: number;
  talk_seconds: number;
  unique_leads: number;
  missed_not_returned: number;
  first_call_at: Date | string | null;
}

function toTotals(r: FigureRow | undefined): CallTotals {
  const connected = Number(r?.connected ?? 0);
  const talk = Number(r?.talk_seconds ?? 0);
  return {
    calls: Number(r?.calls ?? 0),
    connected,
    talkSeconds: talk,
    avgTalkSeconds: connected ? Math.round(talk / connected) : 0,
    uniqueLeads: Number(r?.unique_leads ?? 0),
    missedNotReturned: Number(r?.missed_not_returned ?? 0),
    firstCallAt: r?.first_call_at ? new Date(r.first_call_at).toISOString() : null,
  };
}

/** GET getCallHistoryStats: one member's days (every day of the period) and the period's totals. */
export async function memberStats(
  deps: Deps,
  actor: Actor,
  query: { memberId?: string | undefined; from?: string | undefined; to?: string | undefined },
): Promise<CallStats> {
  const now = deps.clock();
  // Another member's figures need calls.view: an executive naming someone else gets 403 and a
  // sentence, as on every other member-scoped calls route, never their own figures in disguise.
  const member = await memberFor(deps.db, actor, query.memberId);
  const period = periodOf(now, query.from, query.to);
  const rows = rowsOf<FigureRow & { day: string | null }>(
    await deps.db.execute(sql`
      select to_char(${indiaDay}, 'YYYY-MM-DD') as day, ${figures(now)}
      from calls c
      where c.member_id = ${member.id}::uuid
        and c.started_at >= ${period.start.toISOString()}::timestamptz and c.started_at < ${period.end.toISOString()}::timestamptz
      group by grouping sets ((${indiaDay}), ())`),
  );
  const byDay = new Map(rows.filter((r) => r.day).map((r) => [r.day!, r]));
  const days: CallDayStats[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    days.push({ date: day, ...toTotals(byDay.get(day)) });
  }
  return {
    memberId: member.id,
    from: period.from,
    to: period.to,
    days,
    totals: toTotals(rows.find((r) => !r.day)),
  };
}

/** GET getCallHistoryReportByMember: every active member who takes calls, and anyone who called, compared. */
export async function teamReport(
  db: DbOrTx,
  now: Date,
  query: { from?: string | undefined; to?: string | undefined; branchId?: string | undefined },
  /** A manager's report lists the members of their scope only (decision 156). */
  members?: SQL,
): Promise<CallReport> {
  const period = periodOf(now, query.from, query.to);
  const branch: SQL = query.branchId ? sql`and u.branch_id = ${query.branchId}::uuid` : sql``;
  const rows = rowsOf<FigureRow & { member_id: string; member_name: string }>(
    await db.execute(sql`
      select u.id as member_id, u.name as member_name, f.calls, f.connected, f.talk_seconds, f.unique_leads,
        f.missed_not_returned, f.first_call_at
      from users u
      -- Member by member: each is a range of the member index read alone (decision 106), where
      -- one scan of the period by time would visit the table and sort every call for the distinct
      -- leads (past work_mem at a month of a busy team).
      cross join lateral (
        select ${figures(now)}
        from calls c
        where c.member_id = u.id
          and c.started_at >= ${period.start.toISOString()}::timestamptz and c.started_at < ${period.end.toISOString()}::timestamptz
      ) f
      where (f.calls > 0 or (u.status = 'active' and u.role in (1, 2))) ${branch} ${members ? sql`and ${members}` : sql``}
      order by f.calls desc, u.name`),
  );
  return {
    from: period.from,
    to: period.to,
    members: rows.map((r) => ({ memberId: r.member_id, memberName: r.member_name, ...toTotals(r) })),
    computedAt: now.toISOString(),
  };
}

import { sql } from 'drizzle-orm';
import { bucketEdges } from '../../../domain/follow-ups/buckets';
import { LOST_LEAD_STATUSES } from '../../../domain/leads/lost-reasons';
import type { LeadStatus } from '../../../domain/leads/statuses';
import { can } from '../../../domain/permissions';
import {
  CALL_QUEUE_DEFAULTS,
  type CallQueue,
  type CallQueueFor,
  type CallQueueItem,
  type CallQueueSettings,
  callQueueSettingsSchema,
  type QueueReason,
} from '../../../domain/schemas/call';
import type { AppContext } from '../../context';
import { sqlList } from '../../db/sql-list';
import { forbidden } from '../../lib/app-error';
import { defineSetting } from '../../settings/settings-store';
import { scopeOn } from '../lead-records/public';
import { type Actor, memberFor } from './sync';

type Deps = Pick<AppContext, 'db' | 'clock' | 'settings'>;

export const callQueueSetting = defineSetting<CallQueueSettings>('calls.queue', callQueueSettingsSchema);

export async function queueSettings(deps: Pick<AppContext, 'settings'>): Promise<CallQueueSettings> {
  return (await deps.settings.get(callQueueSetting)) ?? CALL_QUEUE_DEFAULTS;
}

/** How many leads of each reason the queue lists (the counts are exact). */
const PER_REASON = 200;

/** Outcomes that mean the buyer was not reached: the lead comes back for another try. */
const NOT_REACHED = ['not_answering', 'busy', 'switched_off'] as const;

interface QueueRow {
  id: string;
  name: string;
  mobile: string;
  status: string;
  reason: QueueReason;
  due_at: Date | string | null;
  created_at: Date | string;
  tries_today: number;
  last_kind: string | null;
  last_at: Date | string | null;
  last_summary: string | null;
  total: number;
  assigned_to: string | null;
  assignee_name: string | null;
}

/**
 * GET /callhistory/queue (decision 103): the member's live leads to call, in order —
 *  1. overdue follow-ups (due before today, India), oldest due first;
 *  2. today's follow-ups, by time;
 *  3. fresh leads (never contacted, nothing booked, never tried), oldest first;
 *  4. "not answering" retries: the last try (an unanswered outgoing call, or a not-reached outcome)
 *     is at least `retryAfterHours` old, nothing answered since, fewer than `maxTriesPerDay` tries
 *     today. Closed-lost leads are left out.
 * A lead is in one place only, the first that applies. One statement; each bucket reads its index.
 */
export async function callQueue(
  deps: Deps,
  actor: Actor,
  memberId: string | undefined,
  queueFor: CallQueueFor = 'mine',
): Promise<CallQueue> {
  const now = deps.clock();
  if (queueFor === 'team' && !can(actor.role, 'calls.view')) {
    throw forbidden("Only managers and administrators can open the team's queue.", 'NOT_YOUR_CALLS');
  }
  const team = queueFor === 'team';
  const member = await memberFor(deps.db, actor, can(actor.role, 'calls.view') && !team ? memberId : null);
  // The team's queue is every lead of the asker's scope (decision 156), and counts anyone's tries.
  const whose = team
    ? (scopeOn(actor, { assignee: sql`l.assigned_to`, branch: sql`l.branch_id`, creator: sql`l.created_by` }) ??
      sql`true`)
    : sql`l.assigned_to = ${member.id}::uuid`;
  const byMember = (column: string) => (team ? sql`` : sql`and ${sql.raw(column)} = ${member.id}::uuid`);
  const settings = await queueSettings(deps);
  const { todayStart, tomorrowStart } = bucketEdges(now);
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const retryCutoff = new Date(now.getTime() - settings.retryAfterHours * 3600_000);
  const query = sql`
    with mine as (
      select l.id, l.name, l.mobile, l.status, l.created_at, l.next_follow_up_at, l.last_contacted_at, l.assigned_to
      from leads l
      where l.deleted_at is null and ${whose}
        and l.status not in (${sqlList(LOST_LEAD_STATUSES)})
    ), tries as (
      select m.id,
        (select max(c.started_at) from calls c
          where c.lead_id = m.id and c.direction = 'outgoing' and not c.answered) as last_unanswered,
        (select max(c.started_at) from calls c where c.lead_id = m.id and c.answered) as last_answered,
        (select max(f.done_at) from follow_ups f
          where f.lead_id = m.id and f.status = 'done' and f.outcome in (${sqlList(NOT_REACHED)})) as last_not_reached,
        (select max(f.done_at) from follow_ups f
          where f.lead_id = m.id and f.status = 'done' and f.outcome not in (${sqlList(NOT_REACHED)})) as last_reached,
        greatest(
          (select count(*) from calls c where c.lead_id = m.id ${byMember('c.member_id')}
            and c.direction = 'outgoing' and c.started_at >= ${at(todayStart)}),
          (select count(*) from follow_ups f where f.lead_id = m.id ${byMember('f.done_by')}
            and f.status = 'done' and f.done_at >= ${at(todayStart)})
        )::int as tries_today
      from mine m
      -- Only the fresh and retry buckets read tries, and both want no planned follow-up; a
      -- displayed row's tries today are counted on it below.
      where m.next_follow_up_at is null
    ), placed as (
      select m.id, 'overdue' as reason, 1 as rank, m.next_follow_up_at as due_at, m.next_follow_up_at as sort_at
      from mine m where m.next_follow_up_at < ${at(todayStart)}
      union all
      select m.id, 'today', 2, m.next_follow_up_at, m.next_follow_up_at
      from mine m where m.next_follow_up_at >= ${at(todayStart)} and m.next_follow_up_at < ${at(tomorrowStart)}
      union all
      select m.id, 'fresh', 3, null, m.created_at
      from mine m join tries t on t.id = m.id
      where m.next_follow_up_at is null and m.last_contacted_at is null
        and t.last_unanswered is null and t.last_not_reached is null
      union all
      select t.id, 'retry', 4, x.last_try + make_interval(hours => ${settings.retryAfterHours}), x.last_try
      from tries t
      cross join lateral (select greatest(t.last_unanswered, t.last_not_reached) as last_try) x
      join mine m on m.id = t.id
      where m.next_follow_up_at is null and x.last_try is not null
        and x.last_try <= ${at(retryCutoff)}
        and (t.last_answered is null or t.last_answered < x.last_try)
        and (t.last_reached is null or t.last_reached < x.last_try)
        and t.tries_today < ${settings.maxTriesPerDay}
    ), ranked as (
      select p.*, row_number() over (partition by p.reason order by p.sort_at, p.id) as n,
        count(*) over (partition by p.reason) as total
      from placed p
    )
    select r.id, m.name, m.mobile, m.status, r.reason, r.due_at, m.created_at, r.total::int as total,
      coalesce(t.tries_today, (select count(*)::int from calls c where c.lead_id = m.id
        ${byMember('c.member_id')} and c.direction = 'outgoing' and c.started_at >= ${at(todayStart)})) as tries_today,
      a.kind as last_kind, a.at as last_at, a.payload->>'summary' as last_summary,
      m.assigned_to, (select u.name from users u where u.id = m.assigned_to) as assignee_name
    from ranked r
    join mine m on m.id = r.id
    left join tries t on t.id = r.id
    left join lateral (
      select a.kind, a.at, a.payload from activities a where a.lead_id = r.id order by a.at desc, a.seq desc limit 1
    ) a on true
    where r.n <= ${PER_REASON}
    order by r.rank, r.sort_at, r.id`;
  // The team's queue joins its CTEs over every lead of the scope; misjudged as small, they were
  // joined by nested loops (minutes at 1,00,000 leads; 2.5 s with hash joins). One member's queue
  // is small either way.
  const result = team
    ? await deps.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_nestloop = off`);
        return tx.execute(query);
      })
    : await deps.db.execute(query);
  const rows = (result as unknown as { rows: QueueRow[] }).rows;
  const counts = { overdue: 0, today: 0, fresh: 0, retry: 0 };
  const items: CallQueueItem[] = rows.map((r) => {
    counts[r.reason] = Number(r.total);
    return {
      leadId: r.id,
      name: r.name,
      mobile: r.mobile,
      status: r.status as LeadStatus,
      reason: r.reason,
      dueAt: r.due_at ? new Date(r.due_at).toISOString() : null,
      createdAt: new Date(r.created_at).toISOString(),
      lastActivity:
        r.last_kind && r.last_at
          ? { kind: r.last_kind, at: new Date(r.last_at).toISOString(), summary: r.last_summary ?? '' }
          : null,
      triesToday: Number(r.tries_today ?? 0),
      assignedTo: r.assigned_to && r.assignee_name !== null ? { _id: r.assigned_to, name: r.assignee_name } : null,
    };
  });
  return { memberId: member.id, for: queueFor, items, counts };
}

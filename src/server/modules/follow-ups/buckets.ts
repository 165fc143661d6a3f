import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { bucketEdges, bucketRange, overdueMinutes } from '../../../domain/follow-ups/buckets';
import { indiaDayRange } from '../../../domain/india-date';
import { pageCount } from '../../../domain/paging';
import type { FollowUpCounts, FollowUpLeadList, followUpBucketQuerySchema } from '../../../domain/schemas/follow-up';
import type { AppContext } from '../../context';
import { followUps } from '../../db/schema/follow-ups';
import { leads } from '../../db/schema/leads';
import { siteVisits } from '../../db/schema/site-visits';
import { countLeads, leadWhere, scopeOf, selectLeads, toLead } from '../lead-records/public';
import type { Actor } from './open-follow-up';
import { selectFollowUps, toFollowUp } from './view';

type Deps = Pick<AppContext, 'db' | 'clock'>;
export type BucketQuery = z.output<typeof followUpBucketQuerySchema>;

const after = (at: Date) => sql`${leads.nextFollowUpAt} >= ${at.toISOString()}`;
const before = (at: Date) => sql`${leads.nextFollowUpAt} < ${at.toISOString()}`;

/**
 * WHERE of a bucket: live leads in the viewer's scope whose open follow-up (mirrored in
 * `next_follow_up_at`) falls in the bucket's India days — and in from/to, when given. Served by
 * `leads_live_follow_up_idx` (everyone) or `leads_live_assignee_follow_up_idx` (one member).
 */
function bucketWhere(actor: Actor, query: BucketQuery, now: Date, memberId?: string): SQL | undefined {
  const { start, end } = bucketRange(query.bucket, now);
  const due = indiaDayRange(query.from, query.to);
  const parts: (SQL | undefined)[] = [
    leadWhere(actor, {
      search: query.search,
      sourceId: query.sourceId,
      branchId: query.branchId,
      assignedTo: memberId ?? query.assignedTo,
    }),
    isNotNull(leads.nextFollowUpAt),
  ];
  for (const at of [start, due.start]) if (at) parts.push(after(at));
  for (const at of [end, due.end]) if (at) parts.push(before(at));
  if (query.project) parts.push(sql`lower(${leads.project}) = lower(${query.project})`);
  return and(...parts);
}

/**
 * A page of leads with their open follow-up, by due time (pending too: the oldest first). The page
 * of ids comes from the index alone; the lead and follow-up records are then read for those ids only.
 */
export async function listBucket(
  deps: Deps,
  actor: Actor,
  query: BucketQuery,
  memberId?: string,
): Promise<FollowUpLeadList> {
  const now = deps.clock();
  const where = bucketWhere(actor, query, now, memberId);
  const [page, total] = await Promise.all([
    deps.db
      .select({ id: leads.id })
      .from(leads)
      .where(where)
      .orderBy(asc(leads.nextFollowUpAt), asc(leads.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countLeads(deps.db, where),
  ]);
  const ids = page.map((r) => r.id);
  const [leadRows, followUpRows] = ids.length
    ? await Promise.all([
        selectLeads(deps.db).where(inArray(leads.id, ids)),
        selectFollowUps(deps.db).where(and(inArray(followUps.leadId, ids), eq(followUps.status, 'open'))),
      ])
    : [[], []];
  const leadById = new Map(leadRows.map((r) => [r.lead.id, toLead(r)]));
  const followUpByLead = new Map(followUpRows.map((r) => [r.followUp.leadId, toFollowUp(r)]));
  const items = ids.flatMap((id) => {
    const lead = leadById.get(id);
    const followUp = followUpByLead.get(id);
    // Both are written in one transaction; a pair missing here changed between the two reads.
    if (!lead || !followUp) return [];
    return [{ lead, followUp, overdueMinutes: overdueMinutes(new Date(followUp.dueAt), now) }];
  });
  return {
    items,
    total: total.total,
    ...(total.estimate ? { totalIsEstimate: true } : {}),
    page: query.page,
    pages: pageCount(total.total, query.pageSize),
    today: bucketEdges(now).today,
  };
}

/**
 * The sidebar badges in the viewer's scope, each counted with exactly the WHERE of the list it
 * summarises (bucketWhere with no filters) and the same counter as that list's total (exact up to
 * 10,000, then the planner's estimate — decision 096), so a badge and its list agree at any hour.
 */
export async function followUpCounts(deps: Deps, actor: Actor): Promise<FollowUpCounts> {
  const now = deps.clock();
  const bucket = (b: BucketQuery['bucket']) => bucketWhere(actor, { bucket: b, page: 1, pageSize: 1 }, now);
  const live = and(isNull(leads.deletedAt), scopeOf(actor));
  const { todayStart, tomorrowStart } = bucketEdges(now);
  const scope = scopeOf(actor);
  const visits = deps.db.execute(sql`select count(*)::int as n from ${siteVisits}
    where ${siteVisits.status} = 'scheduled'
      and ${siteVisits.at} >= ${todayStart.toISOString()} and ${siteVisits.at} < ${tomorrowStart.toISOString()}
      ${scope ? sql`and ${siteVisits.leadId} in (select ${leads.id} from ${leads} where ${scope})` : sql``}`);
  const [today, tomorrow, pending, fresh, total, visitRows] = await Promise.all([
    countLeads(deps.db, bucket('today')),
    countLeads(deps.db, bucket('tomorrow')),
    countLeads(deps.db, bucket('pending')),
    countLeads(deps.db, and(live, isNull(leads.lastContactedAt))),
    countLeads(deps.db, live),
    visits,
  ]);
  const counted = { today, tomorrow, pending, fresh, total };
  const estimated = (Object.keys(counted) as (keyof typeof counted)[]).filter((k) => counted[k].estimate);
  const visitsToday = Number((visitRows as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
  return {
    today: today.total,
    tomorrow: tomorrow.total,
    pending: pending.total,
    fresh: fresh.total,
    total: total.total,
    visitsToday,
    ...(estimated.length ? { estimated } : {}),
  };
}

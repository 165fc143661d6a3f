import { asc, eq, sql } from 'drizzle-orm';
import type { ChartFilters, FreshLeadsData, MemberFreshBySource } from '../../../domain/schemas/dashboard';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema/leads';
import { sources } from '../../db/schema/sources';
import { users } from '../../db/schema/users';
import { countLeads, selectLeads, toLead } from '../lead-records/public';
import { type ResolvedPeriod, readRollup, reportMeta, rollupCountsSql } from '../reports/public';
import type { DashboardActor } from './dashboard-period';
import { fromRollup, periodLeads } from './series';

type Deps = Pick<AppContext, 'db' | 'clock'>;

/**
 * getFreshLeadsData: the fresh leads (never contacted, /TotalFreshLeads's rule) that came in during
 * the period — how many, how many have waited over a day, and the ten that have waited longest.
 */
export async function freshLeadsData(
  deps: Deps,
  actor: DashboardActor,
  period: ResolvedPeriod,
  f: ChartFilters,
): Promise<FreshLeadsData> {
  const now = deps.clock();
  const where = periodLeads(actor, period, f, true);
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const [all, waiting, oldest] = await Promise.all([
    countLeads(deps.db, where),
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(sql`${where} and ${leads.createdAt} <= ${dayAgo}`),
    selectLeads(deps.db).where(where).orderBy(asc(leads.createdAt), asc(leads.id)).limit(10),
  ]);
  return {
    meta: reportMeta(period, now),
    total: all.total,
    waitingOverADay: Number(waiting[0]?.n ?? 0),
    oldest: oldest.map(toLead),
  };
}

/**
 * getAllMembersFreshLeadsBySource: fresh leads that came in during the period, member × source, one
 * grouped query. Sources with most leads first ("No source" last of a tie, as the source chart); members by name, "Unassigned" last.
 */
export async function memberFreshBySource(
  deps: Deps,
  actor: DashboardActor,
  period: ResolvedPeriod,
  f: ChartFilters,
): Promise<MemberFreshBySource> {
  type Cell = {
    memberId: string | null;
    memberName: string | null;
    sourceId: string | null;
    sourceName: string | null;
    n: number;
  };
  // Unfiltered, for a viewer who sees every lead: the day rollup's fresh cells (decision 137).
  const rows: Cell[] = fromRollup(actor, f)
    ? await readRollup<Cell>(
        deps.db,
        sql`select g.key1 as "memberId", u.name as "memberName", g.key2 as "sourceId",
            s.name as "sourceName", g.n
          from (${rollupCountsSql('leads', 'fresh_member_source', period.from, period.to)}) g
          left join ${users} u on u.id = g.key1::uuid left join ${sources} s on s.id = g.key2::uuid`,
      )
    : await deps.db
        .select({
          memberId: leads.assignedTo,
          memberName: users.name,
          sourceId: leads.sourceId,
          sourceName: sources.name,
          n: sql<number>`count(*)::int`,
        })
        .from(leads)
        .leftJoin(users, eq(users.id, leads.assignedTo))
        .leftJoin(sources, eq(sources.id, leads.sourceId))
        .where(periodLeads(actor, period, f, true))
        .groupBy(leads.assignedTo, users.name, leads.sourceId, sources.name);
  const sourceTotals = new Map<string | null, { label: string; n: number }>();
  for (const r of rows) {
    const s = sourceTotals.get(r.sourceId) ?? { label: r.sourceName ?? 'No source', n: 0 };
    s.n += Number(r.n);
    sourceTotals.set(r.sourceId, s);
  }
  const sourceList = [...sourceTotals]
    .sort(
      ([ka, a], [kb, b]) => b.n - a.n || Number(ka === null) - Number(kb === null) || a.label.localeCompare(b.label),
    )
    .map(([key, s]) => ({ key, label: s.label }));
  const column = new Map(sourceList.map((s, i) => [s.key, i]));
  const byMember = new Map<string | null, { name: string; counts: number[]; total: number }>();
  for (const r of rows) {
    const m = byMember.get(r.memberId) ?? {
      name: r.memberId ? (r.memberName ?? 'Former member') : 'Unassigned',
      counts: sourceList.map(() => 0),
      total: 0,
    };
    m.counts[column.get(r.sourceId)!]! += Number(r.n);
    m.total += Number(r.n);
    byMember.set(r.memberId, m);
  }
  const members = [...byMember]
    .map(([memberId, m]) => ({ memberId, ...m }))
    .sort((a, b) => (a.memberId === null ? 1 : b.memberId === null ? -1 : a.name.localeCompare(b.name)));
  return {
    meta: reportMeta(period, deps.clock()),
    sources: sourceList,
    members,
    total: members.reduce((n, m) => n + m.total, 0),
  };
}

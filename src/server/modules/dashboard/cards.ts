import { count, eq } from 'drizzle-orm';
import type { DashboardCards } from '../../../domain/schemas/dashboard';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema/leads';
import { siteVisits } from '../../db/schema/site-visits';
import { tasks } from '../../db/schema/tasks';
import { teamReport } from '../calls/public';
import { buyerPaymentsReceived } from '../entities/public';
import { followUpCounts } from '../follow-ups/public';
import { countLeads, leadWhere } from '../leads/public';
import { supplierDashboard } from '../purchases/public';
import { quotationTotals } from '../quotations/public';
import { type ResolvedPeriod, reportMeta } from '../reports/public';
import { visitWhere } from '../site-visits/public';
import { overdueAt } from '../tasks/public';
import type { DashboardActor } from './dashboard-period';
import { indiaToday, indiaWeek } from './dashboard-period';

type Deps = Pick<AppContext, 'db' | 'clock' | 'settings'>;

/**
 * The cards. Each is counted by the module that owns the list the card links to, with that list's
 * own WHERE (follow-up buckets and the sidebar badges, the lead list, the schedules list, the task
 * list's overdue rule, the calls team report, the supplier dashboard), so a card and its list agree
 * at any hour; the period moves only the cards that say "in the period".
 */
export async function dashboardCards(
  deps: Deps,
  actor: DashboardActor,
  period: ResolvedPeriod,
): Promise<DashboardCards> {
  const now = deps.clock();
  const today = indiaToday(now);
  const week = indiaWeek(today);
  const visits = async (from: string, to: string) => {
    const [row] = await deps.db
      .select({ n: count() })
      .from(siteVisits)
      .innerJoin(leads, eq(leads.id, siteVisits.leadId))
      .where(visitWhere(actor, { from, to }));
    return Number(row?.n ?? 0);
  };
  const [badges, visitsToday, visitsThisWeek, created, booked, calls, overdueTasks, quotations, supplier, payments] =
    await Promise.all([
      followUpCounts(deps, actor),
      visits(today, today),
      visits(week.from, week.to),
      countLeads(deps.db, leadWhere(actor, { from: period.from, to: period.to })),
      // Through the lead list's own filter, so the card and the list it opens count the same leads.
      deps.db
        .select({ n: count() })
        .from(leads)
        .where(leadWhere(actor, { bookedFrom: period.from, bookedTo: period.to })),
      teamReport(deps.db, now, { from: today, to: today }),
      deps.db.select({ n: count() }).from(tasks).where(overdueAt(now)),
      quotationTotals(deps.db, period.from, period.to),
      supplierDashboard(deps, {}),
      buyerPaymentsReceived(deps.db, period.from, period.to),
    ]);
  const bookings = Number(booked[0]?.n ?? 0);
  const estimated = [...(badges.estimated ?? []), ...(created.estimate ? ['leadsCreated'] : [])];
  return {
    meta: reportMeta(period, now),
    today,
    week,
    totalLeads: badges.total,
    freshLeads: badges.fresh,
    todayFollowUps: badges.today,
    overdueFollowUps: badges.pending,
    visitsToday,
    visitsThisWeek,
    leadsCreated: created.total,
    bookings,
    conversionRate: created.total ? Math.round((bookings / created.total) * 1000) / 10 : null,
    callsToday: {
      total: calls.members.reduce((n, m) => n + m.calls, 0),
      connected: calls.members.reduce((n, m) => n + m.connected, 0),
    },
    tasksOverdue: Number(overdueTasks[0]?.n ?? 0),
    quotations,
    supplierOutstanding: supplier.totals.outstanding,
    buyerPayments: payments,
    ...(estimated.length ? { estimated } : {}),
  };
}

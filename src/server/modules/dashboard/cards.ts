import { count, eq, sql } from 'drizzle-orm';
import { indiaDayRange, indiaWeek } from '../../../domain/india-date';
import { fromPaise, toPaise } from '../../../domain/money/paise';
import { can } from '../../../domain/permissions';
import type { DashboardCards } from '../../../domain/schemas/dashboard';
import type { AppContext } from '../../context';
import { activities, isBookedChange } from '../../db/schema/activities';
import { leads } from '../../db/schema/leads';
import { siteVisits } from '../../db/schema/site-visits';
import { tasks } from '../../db/schema/tasks';
import { countDiscountsWaiting } from '../bookings/public';
import { teamReport } from '../calls/public';
import { buyerPaymentsReceived } from '../entities/public';
import { followUpCounts } from '../follow-ups/public';
import { countLeads, leadWhere, scopeOf } from '../lead-records/public';
import { supplierDashboard } from '../purchases/public';
import { quotationTotals } from '../quotations/public';
import { receivedInDays } from '../receipts/public';
import { type ResolvedPeriod, reportMeta, rollupCounts } from '../reports/public';
import { visitWhere } from '../site-visits/public';
import { overdueAt } from '../tasks/public';
import type { DashboardActor } from './dashboard-period';
import { indiaToday } from './dashboard-period';

type Deps = Pick<AppContext, 'db' | 'clock' | 'settings'>;

/**
 * A buyer's money is in one place (decision 201): payments received on bookings (bounced cheques
 * left out) and the Entity Manager payments of flat buyers no receipt was made from — each once.
 */
async function buyerPayments(deps: Deps, period: ResolvedPeriod) {
  const [onBookings, inEntityManager] = await Promise.all([
    receivedInDays(deps.db, period.from, period.to),
    buyerPaymentsReceived(deps.db, period.from, period.to),
  ]);
  return {
    count: onBookings.count + inEntityManager.count,
    value: fromPaise(onBookings.paise + toPaise(inEntityManager.value)),
  };
}

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
  const everyone = !scopeOf(actor);
  const visits = async (from: string, to: string) => {
    // Every status of live leads' visits, as the Schedules list: from the day rollup (decision 137).
    if (everyone) return (await rollupCounts(deps.db, 'visits', 'status', from, to)).reduce((n, r) => n + r.n, 0);
    const [row] = await deps.db
      .select({ n: count() })
      .from(siteVisits)
      .innerJoin(leads, eq(leads.id, siteVisits.leadId))
      .where(visitWhere(actor, { from, to }));
    return Number(row?.n ?? 0);
  };
  // The Booked list's filter (leads/public leadWhere bookedFrom/bookedTo: a live lead with a move
  // to Booked in the period, once); for everyone, the same leads found from the bookings index with
  // the few binned leads left out, rather than probing every live lead (0.5 s at 1,000,000 leads).
  const { start, end } = indiaDayRange(period.from, period.to);
  const bookedLeads: Promise<number> = everyone
    ? deps.db
        .execute(sql`select count(distinct a.lead_id)::int as n from ${activities} a
          where ${isBookedChange(sql`a.kind`, sql`a.payload`)}
            and a.at >= ${start!.toISOString()}::timestamptz and a.at < ${end!.toISOString()}::timestamptz
            and a.lead_id not in (select ${leads.id} from ${leads} where ${leads.deletedAt} is not null)`)
        .then((r) => Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0))
    : deps.db
        .select({ n: count() })
        .from(leads)
        .where(leadWhere(actor, { bookedFrom: period.from, bookedTo: period.to }))
        .then((r) => Number(r[0]?.n ?? 0));
  const [
    badges,
    visitsToday,
    visitsThisWeek,
    created,
    bookings,
    calls,
    overdueTasks,
    quotations,
    supplier,
    payments,
    discountsWaiting,
  ] = await Promise.all([
    followUpCounts(deps, actor),
    visits(today, today),
    visits(week.from, week.to),
    countLeads(deps.db, leadWhere(actor, { from: period.from, to: period.to })),
    bookedLeads,
    teamReport(deps.db, now, { from: today, to: today }),
    deps.db.select({ n: count() }).from(tasks).where(overdueAt(now)),
    quotationTotals(deps.db, period.from, period.to),
    supplierDashboard(deps, {}),
    buyerPayments(deps, period),
    can(actor.role, 'bookings.approveDiscount') ? countDiscountsWaiting(deps.db, actor) : null,
  ]);
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
    ...(discountsWaiting === null ? {} : { discountsWaiting }),
    ...(estimated.length ? { estimated } : {}),
  };
}

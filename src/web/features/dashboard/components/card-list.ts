import { paths } from '../../../../domain/paths';
import type { DashboardCards } from '../../../../domain/schemas/dashboard';
import { formatCount, formatRupees } from '../../../lib/format';
import { leadsLink } from '../../../lib/report-links';

export interface CardItem {
  key: string;
  label: string;
  value: string;
  /** What the number counts, in a few words. */
  hint: string;
  /** The list behind the number (it shows the same count). */
  to: string;
  tone?: 'red' | 'green' | undefined;
}

const days = (from: string, to: string) => ({ from, to });

/**
 * The cards in reading order (the day's work, then the period's results, then money), each with
 * the list it links to: the same filters the server counted with, so the numbers agree.
 */
export function cardList(c: DashboardCards): CardItem[] {
  const { from, to } = c.meta;
  const about = (key: string, n: number) => (c.estimated?.includes(key) ? `about ${formatCount(n)}` : formatCount(n));
  // Only those who may decide a discount are given the count (bookings.approveDiscount).
  const discounts: CardItem[] =
    c.discountsWaiting === undefined
      ? []
      : [
          {
            key: 'discounts',
            label: 'Discounts waiting',
            value: formatCount(c.discountsWaiting),
            hint: 'Bookings waiting for your approval',
            to: paths.bookings({ discount: 'pending' }),
            tone: c.discountsWaiting > 0 ? 'red' : undefined,
          },
        ];
  return [
    {
      key: 'total',
      label: 'Total leads',
      value: about('total', c.totalLeads),
      hint: 'Live leads',
      to: paths.totalLeads(),
    },
    {
      key: 'fresh',
      label: 'Fresh leads',
      value: about('fresh', c.freshLeads),
      hint: 'Never contacted',
      to: paths.freshLeads(),
    },
    {
      key: 'today',
      label: "Today's follow-ups",
      value: about('today', c.todayFollowUps),
      hint: 'Due today',
      to: paths.todayFollowUps(),
    },
    {
      key: 'overdue',
      label: 'Overdue follow-ups',
      value: about('pending', c.overdueFollowUps),
      hint: 'Due before today',
      to: paths.pendingFollowUps(),
      tone: c.overdueFollowUps > 0 ? 'red' : undefined,
    },
    {
      key: 'visitsToday',
      label: 'Site visits today',
      value: formatCount(c.visitsToday),
      hint: 'Every status',
      to: paths.schedules(days(c.today, c.today)),
    },
    {
      key: 'visitsWeek',
      label: 'Site visits this week',
      value: formatCount(c.visitsThisWeek),
      hint: 'Monday to Sunday',
      to: paths.schedules(days(c.week.from, c.week.to)),
    },
    {
      key: 'calls',
      label: 'Calls today',
      value: `${formatCount(c.callsToday.connected)} / ${formatCount(c.callsToday.total)}`,
      hint: 'Connected / total',
      to: paths.callHistory(days(c.today, c.today)),
    },
    {
      key: 'tasks',
      label: 'Overdue tasks',
      value: formatCount(c.tasksOverdue),
      hint: 'Open, past due',
      to: paths.tasks({ view: 'team', overdue: true }),
      tone: c.tasksOverdue > 0 ? 'red' : undefined,
    },
    ...discounts,
    {
      key: 'created',
      label: 'New leads',
      value: about('leadsCreated', c.leadsCreated),
      hint: 'Came in during the period',
      to: leadsLink({ from, to }),
    },
    {
      key: 'bookings',
      label: 'Bookings',
      value: formatCount(c.bookings),
      hint: 'Status set to Booked in the period',
      to: leadsLink({ bookedFrom: from, bookedTo: to }),
      tone: c.bookings > 0 ? 'green' : undefined,
    },
    {
      key: 'conversion',
      label: 'Conversion rate',
      value: c.conversionRate === null ? '—' : `${c.conversionRate.toFixed(1)}%`,
      hint: 'Bookings ÷ new leads in the period',
      to: leadsLink({ bookedFrom: from, bookedTo: to }),
    },
    {
      key: 'quotations',
      label: 'Quotations',
      value: formatCount(c.quotations.count),
      hint: `${formatRupees(c.quotations.value)} quoted`,
      to: paths.quotations(days(from, to)),
    },
    {
      key: 'payables',
      label: 'Supplier payables',
      value: formatRupees(c.supplierOutstanding),
      hint: 'Outstanding on all bills',
      to: paths.supplierDashboard(days('2000-01-01', c.today)),
      tone: c.supplierOutstanding > 0 ? 'red' : undefined,
    },
    {
      key: 'payments',
      label: 'Buyer payments',
      value: formatRupees(c.buyerPayments.value),
      hint: `${formatCount(c.buyerPayments.count)} received in the period`,
      to: paths.entityManager(),
    },
  ];
}

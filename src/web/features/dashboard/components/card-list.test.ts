import { describe, expect, it } from 'vitest';
import type { DashboardCards } from '../../../../domain/schemas/dashboard';
import { dashboardPath, periodReady } from '../api/dashboard';
import { cardList } from './card-list';
import { pngFileName } from './save-chart-png';

const cards: DashboardCards = {
  meta: { period: '7d', from: '2026-11-17', to: '2026-11-23', computedAt: '2026-11-23T07:30:00Z', dataAsOf: null },
  today: '2026-11-23',
  week: { from: '2026-11-23', to: '2026-11-29' },
  totalLeads: 12_345,
  freshLeads: 6,
  todayFollowUps: 2,
  overdueFollowUps: 1,
  visitsToday: 2,
  visitsThisWeek: 3,
  leadsCreated: 6,
  bookings: 3,
  conversionRate: 50,
  callsToday: { total: 3, connected: 2 },
  tasksOverdue: 0,
  quotations: { count: 2, value: 123456.5 },
  supplierOutstanding: 7800.25,
  buyerPayments: { count: 1, value: 100000 },
  estimated: ['total'],
};

describe('dashboard cards', () => {
  const byKey = Object.fromEntries(cardList(cards).map((c) => [c.key, c]));

  it('link each number to the list that shows it, with the same days', () => {
    expect(byKey.total).toMatchObject({ to: '/TotalLeads', value: 'about 12,345' });
    expect(byKey.today!.to).toBe('/TodayMeeting');
    expect(byKey.overdue).toMatchObject({ to: '/PendingFollowup', tone: 'red' });
    expect(byKey.visitsToday!.to).toBe('/report/meetings?from=2026-11-23&to=2026-11-23');
    expect(byKey.visitsWeek!.to).toBe('/report/meetings?from=2026-11-23&to=2026-11-29');
    expect(byKey.calls).toMatchObject({ value: '2 / 3', to: '/call-history?from=2026-11-23&to=2026-11-23' });
    expect(byKey.tasks).toMatchObject({ to: '/MainTaskIndex?view=team&overdue=true', tone: undefined });
    expect(byKey.created!.to).toBe('/lead/leads?from=2026-11-17&to=2026-11-23');
    expect(byKey.quotations).toMatchObject({
      to: '/quotation?from=2026-11-17&to=2026-11-23',
      hint: '₹1,23,456.50 quoted',
    });
    expect(byKey.conversion!.value).toBe('50.0%');
    // Bookings are leads whose status became Booked in the period, the lead list's bookedFrom/bookedTo.
    expect(byKey.bookings!.to).toBe('/lead/leads?bookedFrom=2026-11-17&bookedTo=2026-11-23');
    expect(byKey.conversion!.to).toBe('/lead/leads?bookedFrom=2026-11-17&bookedTo=2026-11-23');
    expect(byKey.payables!.value).toBe('₹7,800.25');
  });

  it('give the discounts waiting to those who may approve, opening the waiting bookings', () => {
    expect(byKey.discounts).toBeUndefined();
    const waiting = cardList({ ...cards, discountsWaiting: 3 }).find((c) => c.key === 'discounts');
    expect(waiting).toMatchObject({ value: '3', to: '/bookings?discount=pending', tone: 'red' });
    const none = cardList({ ...cards, discountsWaiting: 0 }).find((c) => c.key === 'discounts');
    expect(none).toMatchObject({ value: '0', tone: undefined });
  });

  it('show a dash for a conversion rate with no new leads', () => {
    expect(cardList({ ...cards, conversionRate: null }).find((c) => c.key === 'conversion')!.value).toBe('—');
  });
});

describe('dashboard requests', () => {
  it('put the period last in the path and the custom days in the query', () => {
    expect(dashboardPath('getLeadsPerDay', { period: '30d' })).toBe('/api/dashboard/getLeadsPerDay/30d');
    expect(
      dashboardPath('getLeadsPerDay', { period: 'custom', from: '2026-11-01', to: '2026-11-05' }, { sourceId: 's1' }),
    ).toBe('/api/dashboard/getLeadsPerDay/custom?from=2026-11-01&to=2026-11-05&sourceId=s1');
    expect(dashboardPath('x', { period: 'month', from: '2026-11-01' })).toBe('/api/dashboard/x/month');
  });

  it('wait for both days of a custom period', () => {
    expect(periodReady({ period: 'custom', from: '2026-11-05' })).toBe(false);
    expect(periodReady({ period: 'custom', from: '2026-11-05', to: '2026-11-01' })).toBe(false);
    expect(periodReady({ period: 'today' })).toBe(true);
  });

  it('names a chart PNG by its title and days', () => {
    expect(pngFileName('Leads by source', { from: '2026-11-01', to: '2026-11-23' })).toBe(
      'leads-by-source-2026-11-01-to-2026-11-23.png',
    );
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, entityPayments } from '../../db/schema/entities';
import { leads } from '../../db/schema/leads';
import { purchasePayments, purchases, suppliers } from '../../db/schema/purchases';
import { quotations } from '../../db/schema/quotations';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { quotationBody } from '../quotations/quotation-fixture';
import { refreshReportRollups } from '../reports/rollup/rollup-fixture';

/**
 * A small known world around India midnight of Monday 23 November 2026, and every card and series
 * asserted with exact numbers; the follow-up and lead cards also against the lists they link to.
 */
let t: TestApp;
let people: TestUsers;
const ist = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = people.admin.token) => {
  const res = await api(method, url, body, token);
  expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
  return res.data;
};
const get = (url: string) => ok('GET', `/api/dashboard/${url}`);
const listTotal = async (url: string) => (await ok('GET', url)).total as number;

let mobile = 9_822_040_000;
const ids: Record<string, string> = {};
async function addLead(key: string, at: Date, body: Record<string, unknown>) {
  t.clock.now = at;
  const res = await ok('POST', '/api/lead/create', { name: key, mobile: String(mobile++), ...body });
  ids[key] = res.lead._id;
}
const setStatus = (key: string, status: string) => ok('PUT', `/api/lead/updateLeadStatus/${ids[key]}`, { status });

let quotationValue = 0;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = ist('2026-11-22', '09:00');
  people = await seedUsers(t);
  const exec = people.executive.id;
  const manager = people.manager.id;
  const magic = (await ok('POST', '/api/source/create', { name: 'Magicbricks' })).source._id;
  const walkIn = (await ok('POST', '/api/source/create', { name: 'Walk-in' })).source._id;

  // Came in on 1 October (sessions would expire over a jump of the clock, so the row is moved back).
  await addLead('Old villa', ist('2026-11-22', '09:00'), {
    requirement: '3 BHK villa',
    sourceId: walkIn,
    assignedTo: exec,
  });
  const october = ist('2026-10-01', '10:00');
  await t.database.db.update(leads).set({ createdAt: october }).where(eq(leads.id, ids['Old villa']!));
  const old = (await ok('POST', '/api/quotations/create', quotationBody())).data._id;
  await t.database.db.update(quotations).set({ quoteDate: '2026-10-01' }).where(eq(quotations.id, old));
  t.clock.now = ist('2026-11-22', '23:58');
  await setStatus('Old villa', 'booked');
  await addLead('Before midnight', ist('2026-11-22', '23:59'), {
    requirement: '2 BHK flat',
    sourceId: magic,
    assignedTo: exec,
  });
  await addLead('After midnight', ist('2026-11-23', '00:01'), {
    requirement: 'Shop in Baner',
    sourceId: magic,
    assignedTo: manager,
  });
  const ten = ist('2026-11-23', '10:00');
  await addLead('Plot buyer', ten, { requirement: 'NA plot 2 gunta', sourceId: walkIn, assignedTo: exec });
  await addLead('Cement order', ten, { requirement: 'Cement 50 bags', assignedTo: manager });
  await addLead('Villa project', ten, { project: 'Green Villas', sourceId: magic });
  // The kind chosen on the form wins over the text (which names nothing here).
  await addLead('Walk in', ten, { assignedTo: exec, kind: 'commercial' });
  await addLead('Binned', ten, { requirement: 'flat', sourceId: magic, assignedTo: exec });

  t.clock.now = ist('2026-11-23', '11:00');
  await setStatus('After midnight', 'booked');
  await setStatus('Plot buyer', 'booked');
  await setStatus('Plot buyer', 'negotiation');
  await setStatus('Plot buyer', 'booked'); // booked twice in the period: one booking
  await setStatus('Binned', 'booked');
  await ok('PUT', `/api/lead/moveToRecycleBin/${ids.Binned}`);

  const followUp = (key: string, dueAt: string) =>
    ok('POST', `/api/lead/scheduleFollowup/${ids[key]}`, { type: 'call', dueAt });
  await followUp('Before midnight', '2026-11-23T23:45');
  await followUp('Cement order', '2026-11-24T00:00');
  await followUp('Villa project', '2026-11-20T10:00');

  const visit = async (key: string, at: string) =>
    (await ok('POST', `/api/siteVisit/schedule/${ids[key]}`, { project: 'Sahyadri Heights', at })).visit._id;
  const walkInVisit = await visit('Walk in', '2026-11-23T12:30');
  await visit('After midnight', '2026-11-23T18:00');
  await visit('Plot buyer', '2026-11-25T11:00');
  await visit('Old villa', '2026-11-30T11:00');

  t.clock.now = ist('2026-11-23', '13:00');
  await ok('PUT', `/api/siteVisit/complete/${walkInVisit}`, { result: 'done' });

  // Calls of the executive (numbers of no lead): three today, one a minute before midnight.
  const callAt = (id: string, startedAt: string, direction: string, durationSeconds: number) => ({
    deviceCallId: id,
    number: `90000000${id}`,
    direction,
    startedAt,
    durationSeconds,
  });
  await ok(
    'POST',
    '/api/callhistory/sync',
    {
      calls: [
        callAt('01', '2026-11-23T09:00:00+05:30', 'outgoing', 60),
        callAt('02', '2026-11-23T09:30:00+05:30', 'outgoing', 0),
        callAt('03', '2026-11-23T10:00:00+05:30', 'incoming', 30),
        callAt('04', '2026-11-22T23:59:00+05:30', 'outgoing', 10),
      ],
    },
    people.executive.token,
  );

  const task = (title: string, dueAt: string) => ok('POST', '/api/task/create', { title, dueAt, assignee: exec });
  await task('Overdue since yesterday', '2026-11-22T10:00');
  await task('Overdue by a minute', '2026-11-23T12:59');
  await task('Due tonight', '2026-11-23T23:00');

  for (const q of [quotationBody(), quotationBody()])
    quotationValue += (await ok('POST', '/api/quotations/create', q)).data.total.grandTotal as number;

  const db = t.database.db;
  const [buyer, owner] = await db
    .insert(entities)
    .values([
      { type: 'customer', name: 'Ravi Kulkarni' },
      { type: 'land_owner', name: 'Patil Farms' },
    ])
    .returning();
  await db.insert(entityPayments).values([
    { entityId: buyer!.id, amount: '100000.00', date: '2026-11-23', mode: 'upi' },
    { entityId: buyer!.id, amount: '50000.50', date: '2026-11-01', mode: 'cheque' },
    { entityId: buyer!.id, amount: '2000.00', date: '2026-11-23', mode: 'cash', direction: 'paid' },
    { entityId: owner!.id, amount: '7000.00', date: '2026-11-23', mode: 'cash' },
  ]);
  const [supplier] = await db
    .insert(suppliers)
    .values({ name: 'Ultra Cement', mobile: '9822099999', state: 'Maharashtra' })
    .returning();
  const bill = (invoiceNo: string, total: string) => ({
    supplierId: supplier!.id,
    invoiceNo,
    date: '2026-06-10',
    supplyType: 'intra',
    subtotal: total,
    cgst: '0',
    sgst: '0',
    igst: '0',
    total,
  });
  const [first] = await db
    .insert(purchases)
    .values([bill('UC/1', '11800.00'), bill('UC/2', '1000.25')])
    .returning();
  await db
    .insert(purchasePayments)
    .values({ purchaseId: first!.id, amount: '5000.00', date: '2026-06-20', mode: 'rtgs' });
  // The charts read closed days from the rollup (decision 137), as in production.
  await refreshReportRollups(t);
});
afterAll(() => t.close());

describe('dashboard cards', () => {
  it('count today and the period, each equal to the list it links to', async () => {
    const cards = await get('getDashboardCardsData/today');
    expect(cards.meta).toMatchObject({ period: 'today', from: '2026-11-23', to: '2026-11-23', dataAsOf: null });
    expect(cards.week).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(cards).toMatchObject({
      today: '2026-11-23',
      totalLeads: 7,
      freshLeads: 6,
      todayFollowUps: 2,
      overdueFollowUps: 1,
      visitsToday: 2,
      visitsThisWeek: 3,
      leadsCreated: 5,
      bookings: 2,
      conversionRate: 40,
      callsToday: { total: 3, connected: 2 },
      tasksOverdue: 2,
      quotations: { count: 2, value: quotationValue },
      supplierOutstanding: 7800.25,
      buyerPayments: { count: 1, value: 100000 },
    });
    expect(cards.estimated).toBeUndefined();
    expect(cards.totalLeads).toBe(await listTotal('/api/lead/getLeads?pageSize=1'));
    expect(cards.freshLeads).toBe(await listTotal('/api/lead/getLeads?fresh=true&pageSize=1'));
    expect(cards.todayFollowUps).toBe(await listTotal('/api/lead/getOverallFollowupLeads?bucket=today&pageSize=1'));
    expect(cards.overdueFollowUps).toBe(await listTotal('/api/lead/getOverallFollowupLeads?bucket=pending&pageSize=1'));
    expect(cards.visitsToday).toBe(
      await listTotal('/api/siteVisit/getSiteVisits?from=2026-11-23&to=2026-11-23&pageSize=1'),
    );
    expect(cards.visitsThisWeek).toBe(
      await listTotal('/api/siteVisit/getSiteVisits?from=2026-11-23&to=2026-11-29&pageSize=1'),
    );
    expect(cards.leadsCreated).toBe(await listTotal('/api/lead/getLeads?from=2026-11-23&to=2026-11-23&pageSize=1'));
    expect(cards.tasksOverdue).toBe(await listTotal('/api/task/getTasks?view=team&overdue=true&pageSize=1'));
    expect(cards.bookings).toBe(
      await listTotal('/api/lead/getLeads?bookedFrom=2026-11-23&bookedTo=2026-11-23&pageSize=1'),
    );
    expect((await ok('GET', '/api/purchases/dashboard')).totals.outstanding).toBe(7800.25);
  });

  it('move with the period: 7 days takes in the minute before midnight, the year the October lead', async () => {
    const week = await get('getDashboardCardsData/7d');
    expect(week.meta).toMatchObject({ from: '2026-11-17', to: '2026-11-23' });
    expect(week).toMatchObject({ leadsCreated: 6, bookings: 3, conversionRate: 50, totalLeads: 7 });
    expect(await listTotal('/api/lead/getLeads?bookedFrom=2026-11-17&bookedTo=2026-11-23&pageSize=1')).toBe(3);
    expect(week.quotations.count).toBe(2);
    const month = await get('getDashboardCardsData/month');
    expect(month.buyerPayments).toEqual({ count: 2, value: 150000.5 });
    const year = await get('getDashboardCardsData/fy');
    expect(year).toMatchObject({ leadsCreated: 7, bookings: 3 });
    expect(year.quotations.count).toBe(3);
    const custom = await get('getDashboardCardsData/custom?from=2026-11-22&to=2026-11-22');
    expect(custom).toMatchObject({ leadsCreated: 1, bookings: 1, conversionRate: 100 });
    const none = await get('getDashboardCardsData/custom?from=2026-01-01&to=2026-01-31');
    expect(none).toMatchObject({ leadsCreated: 0, bookings: 0, conversionRate: null });
  });

  it('follow the India day across midnight, still agreeing with the lists', async () => {
    t.clock.now = ist('2026-11-23', '23:59');
    let cards = await get('getDashboardCardsData/today');
    expect(cards).toMatchObject({ todayFollowUps: 2, overdueFollowUps: 1, visitsToday: 2 });
    const tomorrow = await get('getTomorrowFollowups/today');
    expect(tomorrow.items.map((i: { lead: { name: string } }) => i.lead.name)).toEqual(['Cement order']);
    t.clock.now = ist('2026-11-24', '00:01');
    cards = await get('getDashboardCardsData/today');
    expect(cards).toMatchObject({ today: '2026-11-24', todayFollowUps: 1, overdueFollowUps: 3, visitsToday: 0 });
    expect(cards).toMatchObject({ leadsCreated: 0, bookings: 0, callsToday: { total: 0, connected: 0 } });
    expect(cards.todayFollowUps).toBe(await listTotal('/api/lead/getOverallFollowupLeads?bucket=today&pageSize=1'));
    expect(cards.overdueFollowUps).toBe(await listTotal('/api/lead/getOverallFollowupLeads?bucket=pending&pageSize=1'));
    const today = await get('getTodayFollowups/today');
    expect(today.items.map((i: { lead: { name: string } }) => i.lead.name)).toEqual(['Cement order']);
    const pending = await get('getPendingFollowups/7d');
    expect(pending.total).toBe(3);
    expect(pending.meta).toMatchObject({ from: '2026-11-18', to: '2026-11-24' });
    t.clock.now = ist('2026-11-23', '13:00');
  });
});

describe('dashboard series', () => {
  it('count leads by source, by kind and by status', async () => {
    const bySource = await get('getLeadsCountBySource/today');
    expect(bySource.rows.map((r: { label: string; count: number }) => [r.label, r.count])).toEqual([
      ['Magicbricks', 2],
      ['No source', 2],
      ['Walk-in', 1],
    ]);
    expect(bySource.total).toBe(5);
    const kinds = await get('getLeadsCountByIndustry/today');
    expect(Object.fromEntries(kinds.rows.map((r: { key: string; count: number }) => [r.key, r.count]))).toEqual({
      residential: 1,
      commercial: 2,
      plot: 1,
      materials: 1,
      unknown: 0,
    });
    // Each bar opens the lead list with its kind and days: the same count.
    for (const kind of ['residential', 'commercial', 'plot', 'materials', 'unknown']) {
      const bar = kinds.rows.find((r: { key: string }) => r.key === kind).count;
      expect(await listTotal(`/api/lead/getLeads?kind=${kind}&from=2026-11-23&to=2026-11-23&pageSize=1`)).toBe(bar);
    }
    const weekKinds = await get('getLeadsCountByIndustry/7d');
    expect(weekKinds.rows[0]).toMatchObject({ key: 'residential', label: 'Residential', count: 2 });
    const pipeline = await get('getPipelineByStatus/today');
    const byStatus = Object.fromEntries(pipeline.rows.map((r: { key: string; count: number }) => [r.key, r.count]));
    expect(byStatus).toMatchObject({ new: 3, booked: 2, negotiation: 0 });
    expect(pipeline.rows).toHaveLength(9);
    expect(byStatus.new).toBe(
      await listTotal('/api/lead/getLeads?status=new&from=2026-11-23&to=2026-11-23&pageSize=1'),
    );
  });

  it('counts leads per India day, the minute before midnight on its own day', async () => {
    const days = await get('getLeadsPerDay/7d');
    expect(days.days).toHaveLength(7);
    expect(days.days.slice(-2)).toEqual([
      { date: '2026-11-22', count: 1 },
      { date: '2026-11-23', count: 5 },
    ]);
    expect(days.total).toBe(6);
  });

  it('counts site visits per India week and team performance', async () => {
    const weeks = await get('getSiteVisitsPerWeek/7d');
    expect(weeks.weeks).toEqual([
      { weekStart: '2026-11-16', scheduled: 0, done: 0, other: 0, total: 0 },
      { weekStart: '2026-11-23', scheduled: 1, done: 1, other: 0, total: 2 },
    ]);
    const team = await get('getTeamPerformance/7d');
    expect(team.members).toEqual([
      { memberId: people.executive.id, name: 'Esha Executive', calls: 4, connected: 3, visitsDone: 1, bookings: 2 },
      { memberId: people.manager.id, name: 'Manoj Manager', calls: 0, connected: 0, visitsDone: 0, bookings: 1 },
    ]);
    const one = await get(`getTeamPerformance/today?assignedTo=${people.manager.id}`);
    expect(one.members).toEqual([
      { memberId: people.manager.id, name: 'Manoj Manager', calls: 0, connected: 0, visitsDone: 0, bookings: 1 },
    ]);
  });

  it('counts fresh leads: in the period, by source and member × source', async () => {
    const fresh = await get('getFreshLeadsData/today');
    expect(fresh).toMatchObject({ total: 4, waitingOverADay: 0 });
    expect(fresh.oldest[0].name).toBe('After midnight');
    expect((await get('getFreshLeadsData/fy')).waitingOverADay).toBe(1);
    const bySource = await get('getFreshLeadsCountBySource/today');
    expect(bySource.rows.map((r: { label: string; count: number }) => [r.label, r.count])).toEqual([
      ['Magicbricks', 2],
      ['Walk-in', 1],
      ['No source', 1],
    ]);
    const matrix = await get('getAllMembersFreshLeadsBySource/today');
    expect(matrix.sources.map((s: { label: string }) => s.label)).toEqual(['Magicbricks', 'Walk-in', 'No source']);
    expect(matrix.members.map((m: { name: string; counts: number[] }) => [m.name, m.counts])).toEqual([
      ['Esha Executive', [0, 1, 0]],
      ['Manoj Manager', [1, 0, 1]],
      ['Unassigned', [1, 0, 0]],
    ]);
    expect(matrix.total).toBe(4);
  });
});

describe('dashboard access and bad input', () => {
  it('is for administrators only', async () => {
    for (const token of [people.manager.token, people.executive.token]) {
      expect((await api('GET', '/api/dashboard/getDashboardCardsData/today', undefined, token)).statusCode).toBe(403);
      expect((await api('GET', '/api/dashboard/getTeamPerformance/30d', undefined, token)).statusCode).toBe(403);
    }
  });

  it('answers 400 with a sentence for a bad period', async () => {
    const bad = await api('GET', '/api/dashboard/getDashboardCardsData/yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toContain('Period must be today, 7d, 30d, month, fy or custom');
    const custom = await api('GET', '/api/dashboard/getLeadsPerDay/custom?from=2026-11-01');
    expect(custom.statusCode).toBe(400);
    expect(custom.data.message).toBe('Choose the from and to dates of a custom period.');
    const order = await api('GET', '/api/dashboard/getLeadsPerDay/custom?from=2026-11-05&to=2026-11-01');
    expect(order.statusCode).toBe(400);
    expect(order.data.message).toBe('To date must be on or after the from date.');
    const member = await api('GET', '/api/dashboard/getLeadsPerDay/7d?assignedTo=nobody');
    expect(member.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { jobKinds } from '../job-registry';
import { buildTestApp, call, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, demoEmail, demoTeam, seedDemo } from './demo-data';

let t: TestApp;
let token: string;

const get = async (url: string) => {
  const res = await call(t.app, 'GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.data;
};

// Seeded and read at 23:50 IST, the edge where a machine clock in another zone would pick the wrong day.
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = new Date('2026-05-01T18:20:00Z');
  await seedDemo(createContext({ database: t.database, config: t.config, clock: () => t.clock.now, jobs: jobKinds }));
  const admin = demoEmail(demoTeam.find((p) => p.role === 0)!.name);
  const res = await call(t.app, 'POST', '/api/auth/login-email', { body: { email: admin, password: DEMO_PASSWORD } });
  token = res.data.token;
}, 120_000);
afterAll(() => t.close());

describe('the demo day', () => {
  it('gives every follow-up screen real data in India time', async () => {
    const counts = await get('/api/lead/getFollowupCounts');
    expect(counts.today).toBeGreaterThan(0);
    expect(counts.tomorrow).toBeGreaterThan(0);
    expect(counts.pending).toBeGreaterThan(0);
    expect(counts.fresh).toBeGreaterThan(0);
    expect(counts.visitsToday).toBeGreaterThan(0);
    const today = await get('/api/lead/getOverallFollowupLeads?bucket=today&pageSize=100');
    expect(today.today).toBe('2026-05-01');
    expect(today.items.some((i: { overdueMinutes: number }) => i.overdueMinutes > 0)).toBe(true);
    const upcoming = await get('/api/lead/getOverallFollowupLeads?bucket=upcoming&pageSize=1');
    expect(upcoming.total).toBeGreaterThan(0);
  });

  it('has WhatsApp conversations in the inbox: some waiting for an answer, one opted out, approved templates', async () => {
    const inbox = await get('/api/whatsapp/inbox?scope=all&pageSize=100');
    expect(inbox.total).toBe(6);
    // Three buyers wait for an answer; the STOP is unread too, but needs none.
    expect(inbox.unreadConversations).toBe(4);
    const waiting = inbox.items.filter((c: { needsReply: boolean }) => c.needsReply);
    expect(waiting).toHaveLength(3);
    expect(inbox.items.filter((c: { window: { open: boolean } }) => c.window.open).length).toBeGreaterThan(0);
    const first = await get(`/api/lead/${waiting[0].leadId}/whatsapp`);
    expect(first.messages.length).toBeGreaterThan(1);
    expect(first.messages.at(-1)).toMatchObject({ direction: 'in', status: 'received' });
    expect(first.consent.optedIn).toBe(true);
    const timeline = await get(`/api/lead/getActivitiesByLeadId/${waiting[0].leadId}?kind=whatsapp`);
    expect(timeline.total).toBe(first.messages.length);
    const templates = await get('/api/whatsapp/templates');
    expect(templates.items.map((t: { status: string }) => t.status)).toEqual(['approved', 'approved', 'approved']);
  });

  it('has visits done, missed, cancelled and booked for today, tomorrow and later', async () => {
    const visits = (await get('/api/siteVisit/getSiteVisits?pageSize=100')).visits as { status: string; at: string }[];
    expect(new Set(visits.map((v) => v.status))).toEqual(new Set(['done', 'no_show', 'cancelled', 'scheduled']));
    const booked = await get('/api/siteVisit/getSiteVisits?from=2026-05-01&to=2026-05-02&status=scheduled');
    expect(booked.total).toBeGreaterThanOrEqual(3);
    const tasks = await get('/api/task/getStatusWiseCounts?view=team');
    expect(tasks.overdue).toBeGreaterThan(0);
    const contacts = await get('/api/contact/getAllContacts');
    expect(contacts.total ?? contacts.contacts.length).toBeGreaterThan(0);
  });

  it('has a figure in every collections bucket, for every project, month after month', async () => {
    const summary = await get('/api/collections/summary');
    expect(summary.today).toBe('2026-05-01');
    const figures = { week: summary.dueThisWeek, month: summary.dueThisMonth, ...summary.overdue };
    for (const [name, figure] of Object.entries(figures) as [string, { count: number; amount: number }][]) {
      expect(figure.count, name).toBeGreaterThan(0);
      expect(figure.amount, name).toBeGreaterThan(0);
    }
    expect(new Set(summary.towers.map((t: { projectName: string }) => t.projectName)).size).toBe(3);
    const months = summary.months as { expected: number; collected: number }[];
    expect(months.filter((m) => m.expected > 0 && m.collected > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('has cheques cleared and one bounced, Form 16B awaited, a RERA refusal waiting', async () => {
    const cheques = await get('/api/receipts/cheques?status=bounced');
    expect(cheques.counts.bounced).toBe(1);
    expect(cheques.counts.cleared).toBeGreaterThan(0);
    const tds = await get('/api/receipts/tds');
    expect(tds.counts.late).toBeGreaterThan(0);
    const towers = (await get('/api/collections/summary')).towers as { towerId: string }[];
    let refusals = 0;
    for (const tower of towers) refusals += (await get(`/api/towers/${tower.towerId}/progress`)).refusals.length;
    // One or two, as the history's booking days fall: the bookings left unregistered before Slab 4.
    expect(refusals).toBeGreaterThanOrEqual(1);
    expect(refusals).toBeLessThanOrEqual(3);
    const bounced = cheques.cheques[0].booking._id as string;
    expect((await get(`/api/bookings/${bounced}/demands`)).demands.length).toBeGreaterThan(0);
  });

  it('gives a booking with a bounced cheque a statement that balances to the paisa', async () => {
    const cheques = await get('/api/receipts/cheques?status=bounced');
    const id = cheques.cheques[0].booking._id as string;
    const { statement } = await get(`/api/collections/bookings/${id}/statement`);
    const lines = statement.lines as { debit: number; credit: number; balance: number; kind: string }[];
    expect(lines.length).toBeGreaterThan(3);
    const paise = (v: number) => Math.round(v * 100);
    let balance = 0;
    let debit = 0;
    let credit = 0;
    for (const line of lines) {
      balance += paise(line.debit) - paise(line.credit);
      debit += paise(line.debit);
      credit += paise(line.credit);
      expect(paise(line.balance)).toBe(balance);
    }
    expect(paise(statement.totals.debit)).toBe(debit);
    expect(paise(statement.totals.credit)).toBe(credit);
    expect(paise(statement.totals.balance)).toBe(balance);
    expect(statement.totals.bounceCharges).toBe(590);
    expect(statement.totals.reversed).toBeGreaterThan(0);
    const money = await get(`/api/bookings/${id}/receipts`);
    // The receipts card's credit is the statement's receipts and TDS, less the bounced cheque.
    expect(paise(money.credited)).toBe(
      paise(statement.totals.received) + paise(statement.totals.tds) - paise(statement.totals.reversed),
    );
  });
});

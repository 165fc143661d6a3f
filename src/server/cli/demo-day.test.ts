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

  it('shows the money loop: every collections bucket, a bounced cheque, TDS awaited, a RERA refusal', async () => {
    const summary = await get('/api/collections/summary');
    expect(summary.today).toBe('2026-05-01');
    for (const figure of [
      summary.dueThisWeek,
      summary.dueThisMonth,
      summary.overdue.d0_30,
      summary.overdue.d31_60,
      summary.overdue.d61_90,
      summary.overdue.d90_plus,
    ]) {
      expect(figure.count).toBeGreaterThan(0);
      expect(figure.amount).toBeGreaterThan(0);
    }
    expect(new Set(summary.towers.map((t: { projectName: string }) => t.projectName)).size).toBe(3);
    const months = summary.months as { expected: number; collected: number }[];
    expect(months.filter((m) => m.expected > 0 && m.collected > 0).length).toBeGreaterThanOrEqual(3);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../db/schema/calls';
import { siteVisits } from '../../../db/schema/site-visits';
import { buildTestApp, call, type TestApp } from '../../../test/test-app';
import { seedUsers, type TestUsers } from '../../../test/users';
import { reportWorld } from '../work-report-fixture';
import { liveThenRolledUp, refreshReportRollups, staleDays } from './rollup-fixture';

let t: TestApp;
let people: TestUsers;

const api = (url: string) => call(t.app, 'GET', url, { token: people.admin.token });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { token: people.admin.token, body });
const ist = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);
const NOON = ist('2026-11-23', '12:00');
const OCT_NOV = 'period=custom&from=2026-10-01&to=2026-11-23';

let mobileSeq = 9844000000;
const ids: Record<string, string> = {};

async function lead(name: string, createdAt: Date, fields: Record<string, string> = {}) {
  t.clock.now = createdAt;
  const res = await send('POST', '/api/lead/create', { name, mobile: String(mobileSeq++), ...fields });
  expect(res.statusCode, res.body).toBe(201);
  ids[name] = res.data.lead._id;
}

/** The lead report's numbers that a rollup could get wrong: total, statuses, members. */
async function leadFigures(query = OCT_NOV) {
  t.clock.now = NOON;
  const res = await api(`/api/report/lead?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const counted = (rows: { count: number }[]) => rows.filter((r) => r.count > 0);
  return {
    total: res.data.total,
    byStatus: counted(res.data.byStatus),
    byMember: res.data.byMember.map((m: { name: string; count: number }) => `${m.name} ${m.count}`),
    byProject: res.data.byProject,
  };
}

beforeAll(async () => {
  t = await buildTestApp({ sessionTtlHours: 24 * 365 });
  t.clock.now = ist('2026-10-01', '10:00');
  people = await seedUsers(t);
  // The last minute of 31 October and the first of 1 November, India time.
  await lead('Arjun', ist('2026-10-31', '23:59'), { assignedTo: people.executive.id, project: 'Skyline' });
  await lead('Bela', ist('2026-11-01', '00:00'), { assignedTo: people.executive.id, project: 'Skyline' });
  await lead('Chetan', ist('2026-11-10', '10:00'), { assignedTo: people.manager.id, status: 'interested' });
});
afterAll(() => t.close());

describe('report rollups (decision 137)', () => {
  it('answer exactly before the first refresh, and the same from the rollup after it', async () => {
    expect(await staleDays(t)).toEqual(
      expect.arrayContaining(['leads 2026-10-31', 'leads 2026-11-01', 'leads 2026-11-10']),
    );
    const live = await leadFigures();
    expect(live.total).toBe(3);
    expect(live.byStatus).toEqual([
      { status: 'new', count: 2 },
      { status: 'interested', count: 1 },
    ]);
    const { days } = await refreshReportRollups(t);
    // Three lead days and the activity days of the creations.
    expect(days).toBeGreaterThanOrEqual(4);
    expect(await staleDays(t)).toEqual([]);
    expect(await leadFigures()).toEqual(live);
    // India's month boundary: 31 October's last minute is October's, 1 November's first is November's.
    expect((await leadFigures('period=custom&from=2026-10-01&to=2026-10-31')).total).toBe(1);
    expect((await leadFigures('period=month')).total).toBe(2);
  });

  it('a new lead makes only its day stale; the next refresh rebuilds that day alone', async () => {
    await refreshReportRollups(t);
    await lead('Divya', ist('2026-11-23', '00:00'), { assignedTo: people.manager.id });
    // Created and assigned that day (decision 148's assignments).
    expect(await staleDays(t)).toEqual(['activities 2026-11-23', 'assignments 2026-11-23', 'leads 2026-11-23']);
    expect((await leadFigures()).total).toBe(4);
    expect((await refreshReportRollups(t)).days).toBe(3);
    expect((await leadFigures()).total).toBe(4);
  });

  it('a status change restates the day the lead was created', async () => {
    await refreshReportRollups(t);
    t.clock.now = NOON;
    const moved = await send('PUT', `/api/lead/updateLeadStatus/${ids.Arjun}`, { status: 'booked', note: 'Booked' });
    expect(moved.statusCode, moved.body).toBe(200);
    // Arjun was created on 31 October; the status change's activity, a booking, is today's.
    expect(await staleDays(t)).toEqual(['activities 2026-11-23', 'bookings 2026-11-23', 'leads 2026-10-31']);
    const before = await leadFigures();
    expect(before.byStatus).toContainEqual({ status: 'booked', count: 1 });
    await refreshReportRollups(t);
    expect(await leadFigures()).toEqual(before);
    // A change that no report counts (a follow-up date) leaves the rollup as it is.
    const followUp = await send('POST', `/api/lead/scheduleFollowup/${ids.Bela}`, {
      type: 'call',
      dueAt: '2026-11-24T10:00',
    });
    expect(followUp.statusCode, followUp.body).toBe(200);
    expect(await staleDays(t)).not.toContain('leads 2026-11-01');
  });

  it('binning and purging a lead take it out of the counts, before and after a refresh', async () => {
    await refreshReportRollups(t);
    t.clock.now = NOON;
    expect((await send('PUT', `/api/lead/moveToRecycleBin/${ids.Bela}`)).statusCode).toBe(200);
    expect((await leadFigures()).total).toBe(3);
    await refreshReportRollups(t);
    expect((await send('DELETE', `/api/lead/deleteLead/${ids.Bela}`)).statusCode).toBe(200);
    // The purge removed the lead's activities too: their days are stale as well.
    expect(await staleDays(t)).toContain('leads 2026-11-01');
    expect(await staleDays(t)).toContain('activities 2026-11-01');
    const after = await leadFigures();
    expect(after.total).toBe(3);
    expect(after.byProject).toEqual([
      { project: null, count: 2 },
      { project: 'Skyline', count: 1 },
    ]);
    await refreshReportRollups(t);
    expect(await leadFigures()).toEqual(after);
  });

  it('site visits: binning a lead restates its visits’ days in the Schedules summary and list', async () => {
    await lead('Esha', ist('2026-11-20', '10:00'), { assignedTo: people.executive.id });
    await lead('Farid', ist('2026-11-20', '10:00'), { assignedTo: people.manager.id });
    // 23:59 and 00:00 India time: two days.
    await t.database.db.insert(siteVisits).values([
      { leadId: ids.Esha!, project: 'Skyline', at: ist('2026-11-21', '23:59'), status: 'done' },
      { leadId: ids.Farid!, project: 'Skyline', at: ist('2026-11-22', '00:00'), status: 'no_show' },
    ]);
    const week = 'period=custom&from=2026-11-21&to=2026-11-22';
    const summary = async () => {
      t.clock.now = NOON;
      const res = await api(`/api/siteVisit/getScheduleReport?${week}`);
      expect(res.statusCode, res.body).toBe(200);
      const list = await api('/api/siteVisit/getSiteVisits?from=2026-11-21&to=2026-11-22&status=done');
      expect(list.statusCode, list.body).toBe(200);
      return { totals: res.data.totals, days: res.data.days.length, doneListed: list.data.total };
    };
    const both = { totals: { scheduled: 0, done: 1, noShow: 1, cancelled: 0, total: 2 }, days: 2, doneListed: 1 };
    expect(await summary()).toEqual(both);
    await refreshReportRollups(t);
    expect(await staleDays(t)).toEqual([]);
    expect(await summary()).toEqual(both);
    expect((await send('PUT', `/api/lead/moveToRecycleBin/${ids.Esha}`)).statusCode).toBe(200);
    expect(await staleDays(t)).toContain('visits 2026-11-21');
    const binned = { totals: { scheduled: 0, done: 0, noShow: 1, cancelled: 0, total: 1 }, days: 1, doneListed: 0 };
    expect(await summary()).toEqual(binned);
    await refreshReportRollups(t);
    expect(await summary()).toEqual(binned);
  });

  it('member figures: a reassignment, a call and a follow-up mark their days, and nothing else does (decision 148)', async () => {
    await refreshReportRollups(t);
    t.clock.now = NOON;
    // Arjun (assigned on 31 October, booked today above) to the manager, Chetan (10 November) to the executive.
    for (const [lead, to] of [
      [ids.Arjun, people.manager.id],
      [ids.Chetan, people.executive.id],
    ] as const) {
      const res = await send('PUT', '/api/lead/assign', { leadIds: [lead], assignedTo: to });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await staleDays(t)).toEqual(
      expect.arrayContaining([
        'assignments 2026-10-31',
        'assignments 2026-11-10',
        'assignments 2026-11-23',
        'bookings 2026-11-23',
      ]),
    );
    const performance = async () => (await api(`/api/report/performance?${OCT_NOV}&compare=none`)).data.members;
    const { live, rolled } = await liveThenRolledUp(t, performance);
    expect(rolled).toEqual(live);
    // Arjun's booking went with him to his new holder.
    const bookingsOf = (id: string) => live.find((m: { memberId: string }) => m.memberId === id).current.bookings;
    expect([bookingsOf(people.manager.id), bookingsOf(people.executive.id)]).toEqual([1, 0]);

    const w = reportWorld(t);
    await w.call({ memberId: people.executive.id, direction: 'outgoing', at: '2026-11-22T18:29:00Z', seconds: 30 });
    await w.followUp({
      leadId: ids.Chetan!,
      dueAt: '2026-11-22T10:00:00Z',
      status: 'done',
      doneAt: '2026-11-22T18:31:00Z',
      doneBy: people.executive.id,
    });
    // 23:59 India time on the 22nd; done at 00:01 on the 23rd.
    expect(await staleDays(t)).toEqual(['calls 2026-11-22', 'follow_ups 2026-11-22', 'follow_ups_done 2026-11-23']);
    await refreshReportRollups(t);
    // The call sync's own bookkeeping changes no figure, so it marks nothing.
    await t.database.db.update(calls).set({ notReturned: true }).where(eq(calls.memberId, people.executive.id));
    expect(await staleDays(t)).toEqual([]);
  });
});

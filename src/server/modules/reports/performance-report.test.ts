import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { idleHoursSetting } from '../assignment-rules/public';
import { liveThenRolledUp } from './rollup/rollup-fixture';
import { reportWorld } from './work-report-fixture';

let t: TestApp;
let people: TestUsers;
// 20–22 November (India days); the previous period is 17–19 November.
const PERIOD = 'period=custom&from=2026-11-20&to=2026-11-22';
const NOW = new Date('2026-11-23T06:00:00Z');
const booked = (from: string) => ({
  summary: 'Status changed to Booked',
  changes: [{ field: 'Status', from, to: 'Booked' }],
  note: null,
});

beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  t.clock.now = NOW;
  const w = reportWorld(t);
  const exec = people.executive.id;
  const manager = people.manager.id;
  const execActor = { id: exec, name: 'Esha Executive' };
  const managerActor = { id: manager, name: 'Manoj Manager' };
  // A: called 6 h after assignment (within 24 h), booked twice in the period (one booking).
  const a = await w.lead({ name: 'A', assignedTo: exec, assignedAt: '2026-11-20T04:00:00Z', status: 'booked' });
  // B: first reached 25 h after assignment (late).
  const b = await w.lead({ name: 'B', assignedTo: exec, assignedAt: '2026-11-21T04:00:00Z' });
  // C: assigned at 00:00 IST on the 20th (in); only the manager wrote to them.
  const c = await w.lead({ name: 'C', assignedTo: exec, assignedAt: '2026-11-19T18:30:00Z' });
  // D: assigned at 23:59:59 IST on the 19th (previous period), booked that day.
  const d = await w.lead({ name: 'D', assignedTo: exec, assignedAt: '2026-11-19T18:29:59Z', status: 'booked' });
  // Q: a status change to something else is not a booking.
  const q = await w.lead({ name: 'Q', assignedTo: manager, assignedAt: '2026-11-01T04:00:00Z' });

  await w.call({ memberId: exec, leadId: a, direction: 'outgoing', at: '2026-11-20T10:00:00Z', seconds: 120 });
  await w.call({ memberId: exec, direction: 'outgoing', at: '2026-11-21T10:00:00Z', seconds: 0 });
  await w.call({ memberId: exec, direction: 'incoming', at: '2026-11-22T18:29:59Z', seconds: 60 });
  await w.call({ memberId: exec, direction: 'missed', at: '2026-11-22T18:30:00Z', seconds: 0 });

  await w.activity({ leadId: b, kind: 'follow_up_done', at: '2026-11-22T05:00:00Z', actor: execActor });
  await w.activity({ leadId: c, kind: 'email', at: '2026-11-20T01:00:00Z', actor: managerActor });
  await w.activity({
    leadId: a,
    kind: 'status_changed',
    at: '2026-11-21T10:00:00Z',
    actor: managerActor,
    payload: booked('Contacted'),
  });
  await w.activity({
    leadId: a,
    kind: 'status_changed',
    at: '2026-11-22T10:00:00Z',
    actor: execActor,
    payload: booked('Negotiation'),
  });
  await w.activity({
    leadId: d,
    kind: 'status_changed',
    at: '2026-11-19T10:00:00Z',
    actor: execActor,
    payload: booked('New'),
  });
  await w.activity({
    leadId: q,
    kind: 'status_changed',
    at: '2026-11-21T10:00:00Z',
    actor: managerActor,
    payload: { summary: 'Status changed', changes: [{ field: 'Status', from: 'New', to: 'Contacted' }], note: null },
  });

  // Done by the end of the due India day (23:59 IST) is on time; 00:01 IST the next day is late.
  await w.followUp({
    leadId: a,
    dueAt: '2026-11-20T06:00:00Z',
    status: 'done',
    doneAt: '2026-11-20T18:29:00Z',
    doneBy: exec,
  });
  await w.followUp({
    leadId: b,
    dueAt: '2026-11-20T06:00:00Z',
    status: 'done',
    doneAt: '2026-11-20T18:31:00Z',
    doneBy: exec,
  });
  await w.followUp({
    leadId: c,
    dueAt: '2026-11-21T06:00:00Z',
    status: 'done',
    doneAt: '2026-11-21T07:00:00Z',
    doneBy: manager,
  });
  await w.followUp({ leadId: d, dueAt: '2026-11-21T06:00:00Z', status: 'open' });

  await w.visit({ leadId: a, at: '2026-11-21T06:00:00Z', status: 'done', accompaniedBy: exec, closedBy: manager });
  await w.visit({ leadId: b, at: '2026-11-21T06:00:00Z', status: 'done', closedBy: manager });
  await w.visit({ leadId: c, at: '2026-11-21T06:00:00Z', status: 'no_show', closedBy: exec });
});
afterAll(() => t.close());

const get = (url: string, token = people.admin.token) => call(t.app, 'GET', url, { token });
const none = {
  leadsAssigned: 0,
  contactedInSla: 0,
  calls: 0,
  connected: 0,
  talkSeconds: 0,
  followUpsDone: 0,
  followUpsOnTime: 0,
  visitsDone: 0,
  bookings: 0,
  conversion: null,
};
const execNow = {
  leadsAssigned: 3,
  contactedInSla: 1,
  calls: 3,
  connected: 2,
  talkSeconds: 180,
  followUpsDone: 2,
  followUpsOnTime: 1,
  visitsDone: 1,
  bookings: 1,
  conversion: 33.3,
};
const managerNow = { ...none, followUpsDone: 1, followUpsOnTime: 1, visitsDone: 1 };
const execBefore = { ...none, leadsAssigned: 1, bookings: 1, conversion: 100 };

describe('performance report', () => {
  it('gives each member’s figures beside the previous period’s', async () => {
    const res = await get(`/api/report/performance?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.meta).toMatchObject({ from: '2026-11-20', to: '2026-11-22', computedAt: NOW.toISOString() });
    expect(res.data.compare).toEqual({ from: '2026-11-17', to: '2026-11-19' });
    expect(res.data.slaHours).toBe(24);
    expect(res.data.members).toEqual([
      { memberId: people.executive.id, name: 'Esha Executive', current: execNow, previous: execBefore },
      { memberId: people.manager.id, name: 'Manoj Manager', current: managerNow, previous: none },
    ]);
    expect(res.data.totals).toEqual({
      current: { ...execNow, followUpsDone: 3, followUpsOnTime: 2, visitsDone: 2 },
      previous: execBefore,
    });
  });

  it('answers the same from the member rollups once they are built (decision 148)', async () => {
    // Lead A's two bookings fall on two days of the period: the rollup counts a lead once a day,
    // the report once a period. The tests after this one read the rollup.
    const read = async () =>
      Promise.all(
        [
          PERIOD,
          'period=custom&from=2026-11-19&to=2026-11-22&compare=none',
          'period=custom&from=2026-11-21&to=2026-11-21',
        ].map(async (q) => (await get(`/api/report/performance?${q}`)).data),
      );
    const { live, rolled } = await liveThenRolledUp(t, read);
    expect(live[0].members[0].current).toEqual(execNow);
    expect(live[1].members[0].current.bookings).toBe(2);
    expect(rolled).toEqual(live);
  });

  it('compares with chosen days, or with nothing', async () => {
    const custom = await get(
      `/api/report/performance?${PERIOD}&compare=custom&compareFrom=2026-11-19&compareTo=2026-11-19`,
    );
    expect(custom.data.compare).toEqual({ from: '2026-11-19', to: '2026-11-19' });
    expect(custom.data.members[0].previous).toEqual(execBefore);
    const alone = await get(`/api/report/performance?${PERIOD}&compare=none`);
    expect(alone.data.compare).toBeNull();
    expect(alone.data.totals.previous).toBeNull();
    expect(alone.data.members.map((m: { previous: unknown }) => m.previous)).toEqual([null, null]);
  });

  it('sorts by any column either way', async () => {
    const byName = await get(`/api/report/performance?${PERIOD}&sort=name&order=desc`);
    expect(byName.data.members.map((m: { name: string }) => m.name)).toEqual(['Manoj Manager', 'Esha Executive']);
    const byVisits = await get(`/api/report/performance?${PERIOD}&sort=conversion&order=asc`);
    // No conversion (nothing assigned) goes last whichever way.
    expect(byVisits.data.members.map((m: { name: string }) => m.name)).toEqual(['Esha Executive', 'Manoj Manager']);
  });

  it('reads the SLA hours from the idle-lead setting', async () => {
    await t.app.appContext.settings.set(idleHoursSetting, 26, { by: null });
    const res = await get(`/api/report/performance?${PERIOD}&compare=none`);
    await t.app.appContext.settings.set(idleHoursSetting, 24, { by: null });
    expect(res.data.slaHours).toBe(26);
    expect(res.data.members[0].current.contactedInSla).toBe(2);
  });

  it('exports CSV and Excel with both periods', async () => {
    const csv = await get(`/api/report/performance/export?${PERIOD}&compare=none&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toBe(
      '\uFEFFMember,Leads assigned,Contacted within SLA,Calls,Connected,Talk time (min),Follow-ups done,Follow-ups on time,Site visits done,Bookings,Conversion %\r\n' +
        'Esha Executive,3,1,3,2,3,2,1,1,1,33.3\r\n' +
        'Manoj Manager,0,0,0,0,0,1,1,1,0,\r\n' +
        'Total,3,1,3,2,3,3,2,2,1,33.3\r\n',
    );
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/report/performance/export?${PERIOD}&format=xlsx`,
      headers: { authorization: `Bearer ${people.admin.token}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('B5').value).toBe('Leads assigned');
    expect(sheet.getCell('C5').value).toBe('Leads assigned (2026-11-17 to 2026-11-19)');
    expect(sheet.getRow(6).values).toEqual([
      undefined,
      'Esha Executive',
      ...[3, 1, 1, 0, 3, 0, 2, 0, 3, 0, 2, 0, 1, 0, 1, 0, 1, 1, 33.3, 100],
    ]);
  });

  it('refuses managers and executives; bad filters are 400 with a sentence', async () => {
    for (const token of [people.manager.token, people.executive.token]) {
      expect((await get(`/api/report/performance?${PERIOD}`, token)).statusCode).toBe(403);
      expect((await get(`/api/report/performance/export?${PERIOD}`, token)).statusCode).toBe(403);
    }
    const compare = await get(`/api/report/performance?${PERIOD}&compare=custom&compareFrom=2026-11-01`);
    expect(compare.statusCode).toBe(400);
    expect(compare.data.message).toMatch(/period to compare with/);
    const sort = await get(`/api/report/performance?${PERIOD}&sort=salary`);
    expect(sort.statusCode).toBe(400);
    expect(sort.data.message).toMatch(/Sort by/);
    expect((await get(`/api/report/performance?${PERIOD}&order=up`)).statusCode).toBe(400);
  });
});

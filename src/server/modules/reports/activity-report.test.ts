import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { refreshReportRollups } from './rollup/rollup-fixture';
import { reportWorld } from './work-report-fixture';

let t: TestApp;
let people: TestUsers;
const ADMIN = 'Asha Admin';
const MANAGER = 'Manoj Manager';
const EXEC = 'Esha Executive';
// 20–22 November, India days: [19 Nov 18:30 UTC, 22 Nov 18:30 UTC).
const PERIOD = 'period=custom&from=2026-11-20&to=2026-11-22';
let leadA: string;

beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  t.clock.now = new Date('2026-11-23T06:00:00Z');
  const w = reportWorld(t);
  const exec = { id: people.executive.id, name: EXEC };
  const manager = { id: people.manager.id, name: MANAGER };
  const admin = { id: people.admin.id, name: ADMIN };
  leadA = await w.lead({ name: 'Rohan Kulkarni' });
  const leadB = await w.lead({ name: 'Meera Iyer' });
  // One second either side of each India midnight.
  await w.activity({ leadId: leadA, kind: 'call', at: '2026-11-19T18:29:59Z', actor: exec });
  await w.activity({ leadId: leadA, kind: 'call', at: '2026-11-19T18:30:00Z', actor: exec });
  await w.activity({ leadId: leadB, kind: 'note', at: '2026-11-22T18:29:59Z', actor: exec });
  await w.activity({ leadId: leadB, kind: 'note', at: '2026-11-22T18:30:00Z', actor: exec });
  await w.activity({ leadId: leadA, kind: 'status_changed', at: '2026-11-20T10:00:00Z', actor: manager });
  await w.activity({ leadId: leadB, kind: 'status_changed', at: '2026-11-21T10:00:00Z', actor: manager });
  await w.activity({ leadId: leadB, kind: 'follow_up_done', at: '2026-11-21T11:00:00Z', actor: manager });
  await w.activity({ leadId: leadA, kind: 'created', at: '2026-11-20T04:00:00Z', actor: admin });
  await w.activity({ leadId: leadB, kind: 'created', at: '2026-11-20T05:00:00Z', actor: null });
  // The counts below come from the rollup (decision 137) for every day but those written since.
  await refreshReportRollups(t);
});
afterAll(() => t.close());

const get = (url: string, token = people.admin.token) => call(t.app, 'GET', url, { token });

describe('activity report', () => {
  it('counts the period by member and kind, India midnights exact, no member last', async () => {
    const res = await get(`/api/report/activity?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.meta).toMatchObject({ period: 'custom', from: '2026-11-20', to: '2026-11-22', dataAsOf: null });
    expect(res.data.meta.computedAt).toBe('2026-11-23T06:00:00.000Z');
    expect(res.data.kinds).toEqual(['created', 'status_changed', 'note', 'follow_up_done', 'call']);
    expect(res.data.members).toEqual([
      { memberId: people.manager.id, name: MANAGER, counts: { status_changed: 2, follow_up_done: 1 }, total: 3 },
      { memberId: people.executive.id, name: EXEC, counts: { call: 1, note: 1 }, total: 2 },
      { memberId: people.admin.id, name: ADMIN, counts: { created: 1 }, total: 1 },
      { memberId: null, name: 'No member (system, deleted members)', counts: { created: 1 }, total: 1 },
    ]);
    expect(res.data.totals).toEqual({
      counts: { created: 2, status_changed: 2, note: 1, follow_up_done: 1, call: 1 },
      total: 7,
    });
  });

  it('takes today from the clock in India: 00:10 IST on the 23rd is the 23rd', async () => {
    t.clock.now = new Date('2026-11-22T18:40:00Z');
    const res = await get('/api/report/activity?period=today');
    t.clock.now = new Date('2026-11-23T06:00:00Z');
    expect(res.data.meta).toMatchObject({ from: '2026-11-23', to: '2026-11-23' });
    expect(res.data.members).toEqual([{ memberId: people.executive.id, name: EXEC, counts: { note: 1 }, total: 1 }]);
  });

  it('lists the rows newest first, by member, by kind, or what no member did', async () => {
    const mine = await get(`/api/report/activity/rows?${PERIOD}&member=${people.executive.id}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.data.total).toBe(2);
    expect(mine.data.rows.map((r: { kind: string; at: string }) => [r.kind, r.at])).toEqual([
      ['note', '2026-11-22T18:29:59.000Z'],
      ['call', '2026-11-19T18:30:00.000Z'],
    ]);
    expect(mine.data.rows[1]).toMatchObject({
      by: { _id: people.executive.id, name: EXEC },
      lead: { _id: leadA, name: 'Rohan Kulkarni' },
      summary: 'call at 2026-11-19T18:30:00Z',
    });
    const created = await get(`/api/report/activity/rows?${PERIOD}&kind=created`);
    expect(created.data.total).toBe(2);
    const system = await get(`/api/report/activity/rows?${PERIOD}&member=system`);
    expect(system.data.rows.map((r: { by: unknown }) => r.by)).toEqual([{ _id: null, name: 'Portal' }]);
    const paged = await get(`/api/report/activity/rows?${PERIOD}&pageSize=3&page=3`);
    expect(paged.data).toMatchObject({ total: 7, page: 3, pageSize: 3 });
    expect(paged.data.rows).toHaveLength(1);
  });

  it('exports the matrix as CSV and Excel', async () => {
    const csv = await get(`/api/report/activity/export?${PERIOD}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="activity-report-2026-11-20-to-2026-11-22.csv"',
    );
    expect(csv.body).toBe(
      '\uFEFFMember,Added,Status changed,Note,Follow-up done,Call,Total\r\n' +
        `${MANAGER},0,2,0,1,0,3\r\n` +
        `${EXEC},0,0,1,0,1,2\r\n` +
        `${ADMIN},1,0,0,0,0,1\r\n` +
        '"No member (system, deleted members)",1,0,0,0,0,1\r\n' +
        'Total,2,2,1,1,1,7\r\n',
    );
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/report/activity/export?${PERIOD}&format=xlsx`,
      headers: { authorization: `Bearer ${people.admin.token}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(5).values).toEqual([
      undefined,
      'Member',
      'Added',
      'Status changed',
      'Note',
      'Follow-up done',
      'Call',
      'Total',
    ]);
    expect(sheet.getRow(6).values).toEqual([undefined, MANAGER, 0, 2, 0, 1, 0, 3]);
    expect(sheet.getRow(10).values).toEqual([undefined, 'Total', 2, 2, 1, 1, 1, 7]);
  });

  it('refuses managers and executives, and answers bad filters with 400 and a sentence', async () => {
    for (const token of [people.manager.token, people.executive.token]) {
      expect((await get(`/api/report/activity?${PERIOD}`, token)).statusCode).toBe(403);
      expect((await get(`/api/report/activity/rows?${PERIOD}`, token)).statusCode).toBe(403);
      expect((await get(`/api/report/activity/export?${PERIOD}`, token)).statusCode).toBe(403);
    }
    const noDates = await get('/api/report/activity?period=custom');
    expect(noDates.statusCode).toBe(400);
    expect(noDates.data.message).toMatch(/from and to dates/);
    expect((await get(`/api/report/activity/rows?${PERIOD}&member=abc`)).statusCode).toBe(400);
    const kind = await get(`/api/report/activity/rows?${PERIOD}&kind=dance`);
    expect(kind.statusCode).toBe(400);
    expect(kind.data.message).toMatch(/activity kind/);
    expect((await get('/api/report/activity?period=custom&from=2026-11-22&to=2026-11-01')).statusCode).toBe(400);
    expect((await get(`/api/report/activity/export?${PERIOD}&format=pdf`)).statusCode).toBe(400);
  });
});

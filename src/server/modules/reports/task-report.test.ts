import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { reportWorld } from './work-report-fixture';

let t: TestApp;
let people: TestUsers;
// Tasks due 20–22 November, India days: [19 Nov 18:30 UTC, 22 Nov 18:30 UTC).
const PERIOD = 'period=custom&from=2026-11-20&to=2026-11-22';
// 11:30 IST on the 22nd.
const NOW = new Date('2026-11-22T06:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  t.clock.now = NOW;
  const w = reportWorld(t);
  const exec = people.executive.id;
  const manager = people.manager.id;
  await w.task({ title: 'Overdue call', assigneeId: exec, dueAt: '2026-11-20T05:00:00Z', status: 'open' });
  await w.task({ title: 'Due this evening', assigneeId: exec, dueAt: '2026-11-22T12:00:00Z', status: 'in_progress' });
  await w.task({ title: 'Finished', assigneeId: exec, dueAt: '2026-11-21T06:00:00Z', status: 'done' });
  // 23:59:59 IST on the 19th (out) and on the 22nd (in); 00:00 IST on the 23rd (out).
  await w.task({ title: 'Day before', assigneeId: exec, dueAt: '2026-11-19T18:29:59Z', status: 'open' });
  await w.task({ title: 'Last second', assigneeId: exec, dueAt: '2026-11-22T18:29:59Z', status: 'open' });
  await w.task({ title: 'Day after', assigneeId: exec, dueAt: '2026-11-22T18:30:00Z', status: 'cancelled' });
  await w.task({ title: 'Manager overdue', assigneeId: manager, dueAt: '2026-11-21T04:00:00Z', status: 'open' });
  await w.task({ title: 'Dropped', assigneeId: manager, dueAt: '2026-11-21T04:00:00Z', status: 'cancelled' });
});
afterAll(() => t.close());

const get = (url: string, token = people.admin.token) => call(t.app, 'GET', url, { token });
const zero = { open: 0, in_progress: 0, done: 0, cancelled: 0, overdue: 0, total: 0 };

describe('task report', () => {
  it('counts tasks due in the period by member and status, overdue by the clock', async () => {
    const res = await get(`/api/report/task?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.meta).toMatchObject({ from: '2026-11-20', to: '2026-11-22', computedAt: NOW.toISOString() });
    expect(res.data.members).toEqual([
      {
        memberId: people.executive.id,
        name: 'Esha Executive',
        active: true,
        ...{ open: 2, in_progress: 1, done: 1, cancelled: 0, overdue: 1, total: 4 },
      },
      {
        memberId: people.manager.id,
        name: 'Manoj Manager',
        active: true,
        ...{ open: 1, in_progress: 0, done: 0, cancelled: 1, overdue: 1, total: 2 },
      },
      { memberId: people.admin.id, name: 'Asha Admin', active: true, ...zero },
    ]);
    expect(res.data.totals).toEqual({ open: 3, in_progress: 1, done: 1, cancelled: 1, overdue: 2, total: 6 });
  });

  it('agrees with the task list it drills into', async () => {
    const list = await get(
      `/api/task/getTasks?view=team&assignee=${people.executive.id}&from=2026-11-20&to=2026-11-22&overdue=true`,
    );
    expect(list.data.total).toBe(1);
    const open = await get(
      `/api/task/getTasks?view=team&assignee=${people.executive.id}&from=2026-11-20&to=2026-11-22&status=open`,
    );
    expect(open.data.total).toBe(2);
  });

  it('counts a task overdue once its due moment has passed', async () => {
    t.clock.now = new Date('2026-11-22T12:00:01Z');
    const res = await get(`/api/report/task?${PERIOD}`);
    t.clock.now = NOW;
    expect(res.data.members[0]).toMatchObject({ memberId: people.executive.id, overdue: 2 });
    expect(res.data.totals.overdue).toBe(3);
  });

  it('takes the period in India days: "today" at 00:10 IST on the 23rd holds only the 23rd', async () => {
    t.clock.now = new Date('2026-11-22T18:40:00Z');
    const res = await get('/api/report/task?period=today');
    t.clock.now = NOW;
    expect(res.data.meta).toMatchObject({ from: '2026-11-23', to: '2026-11-23' });
    expect(res.data.totals).toEqual({ ...zero, cancelled: 1, total: 1 });
  });

  it('exports CSV and Excel', async () => {
    const csv = await get(`/api/report/task/export?${PERIOD}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toBe(
      '\uFEFFMember,Open,In Progress,Done,Cancelled,Overdue,Total\r\n' +
        'Esha Executive,2,1,1,0,1,4\r\n' +
        'Manoj Manager,1,0,0,1,1,2\r\n' +
        'Asha Admin,0,0,0,0,0,0\r\n' +
        'Total,3,1,1,1,2,6\r\n',
    );
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/report/task/export?${PERIOD}&format=xlsx`,
      headers: { authorization: `Bearer ${people.admin.token}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Task report');
    expect(sheet.getRow(6).values).toEqual([undefined, 'Esha Executive', 2, 1, 1, 0, 1, 4]);
    expect(sheet.getRow(9).values).toEqual([undefined, 'Total', 3, 1, 1, 1, 2, 6]);
  });

  it('refuses managers and executives; bad periods are 400 with a sentence', async () => {
    for (const token of [people.manager.token, people.executive.token]) {
      expect((await get(`/api/report/task?${PERIOD}`, token)).statusCode).toBe(403);
      expect((await get(`/api/report/task/export?${PERIOD}`, token)).statusCode).toBe(403);
    }
    const bad = await get('/api/report/task?period=week');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toMatch(/Period must be/);
    expect((await get('/api/report/task?period=custom&from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
  });
});

import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/leads';
import { siteVisits } from '../../db/schema/site-visits';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, type TestUser, type TestUsers } from '../../test/users';
import { refreshReportRollups } from '../reports/rollup/rollup-fixture';

let t: TestApp;
let people: TestUsers;
let farhan: TestUser;

const get = (url: string, token = people.admin.token) => call(t.app, 'GET', url, { token });
const REPORT = '/api/siteVisit/getScheduleReport';

// Sunday 2026-05-10, 12:00 India time: "7d" is 04/05–10/05, "today" is 10/05.
const NOW = new Date('2026-05-10T06:30:00Z');

async function addLead(name: string, mobile: string, assignedTo: string) {
  const res = await call(t.app, 'POST', '/api/lead/create', {
    token: people.admin.token,
    body: { name, mobile, assignedTo },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead._id as string;
}

/** A visit written straight to its table: past times and closed states a booking cannot make. */
async function visit(leadId: string, at: string, status: 'scheduled' | 'done' | 'no_show' | 'cancelled') {
  await t.database.db.insert(siteVisits).values({ leadId, project: 'Sahyadri Heights', at: new Date(at), status });
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOW;
  people = await seedUsers(t);
  farhan = await addMember(t, people.admin.token, { name: 'Farhan Exec', email: 'farhan@example.in', role: 2 });
  const esha = people.executive.id;
  const l = [];
  for (let i = 0; i < 6; i++) l.push(await addLead(`Buyer ${i}`, `98220300${10 + i}`, esha));
  const theirs = await addLead('Farhan Buyer', '9822030099', farhan.id);
  const binned = await addLead('Binned Buyer', '9822030098', esha);
  // India midnight is 18:30 UTC the evening before.
  await visit(l[0]!, '2026-05-07T18:30:00Z', 'done'); // 08/05 00:00 IST
  await visit(l[0]!, '2026-05-07T18:29:00Z', 'no_show'); // 07/05 23:59 IST
  await visit(l[1]!, '2026-05-08T12:30:00Z', 'cancelled'); // 08/05 18:00 IST
  await visit(l[1]!, '2026-05-09T05:30:00Z', 'scheduled'); // 09/05 11:00 IST, not closed yet
  await visit(l[2]!, '2026-05-10T18:29:59Z', 'scheduled'); // 10/05 23:59:59 IST, today
  await visit(l[3]!, '2026-05-10T18:30:00Z', 'scheduled'); // 11/05 00:00 IST, tomorrow
  await visit(l[4]!, '2026-05-03T18:29:00Z', 'done'); // 03/05 23:59 IST: before "7d"
  await visit(theirs, '2026-05-09T08:30:00Z', 'done'); // 09/05 14:00 IST, Farhan's lead
  await visit(binned, '2026-05-09T08:30:00Z', 'done'); // a lead in the bin: not counted
  await t.database.db.update(leads).set({ deletedAt: NOW }).where(eq(leads.id, binned));
  // Everyone's summary reads the day rollup (decision 137); the bin above made its days stale.
  await refreshReportRollups(t);
});
afterAll(() => t.close());

const zero = { scheduled: 0, done: 0, noShow: 0, cancelled: 0 };

describe('Schedules summary', () => {
  it('counts the last 7 India days per day and status, the edges of India midnight included', async () => {
    const res = await get(`${REPORT}?period=7d`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.meta).toMatchObject({ period: '7d', from: '2026-05-04', to: '2026-05-10', dataAsOf: null });
    expect(res.data.meta.computedAt).toBe(NOW.toISOString());
    expect(res.data.days).toEqual([
      { day: '2026-05-07', ...zero, noShow: 1, total: 1 },
      { day: '2026-05-08', ...zero, done: 1, cancelled: 1, total: 2 },
      { day: '2026-05-09', ...zero, scheduled: 1, done: 1, total: 2 },
      { day: '2026-05-10', ...zero, scheduled: 1, total: 1 },
    ]);
    expect(res.data.totals).toEqual({ scheduled: 2, done: 2, noShow: 1, cancelled: 1, total: 6 });
  });

  it('takes a custom range, one member, and today', async () => {
    const custom = await get(`${REPORT}?period=custom&from=2026-05-03&to=2026-05-11`);
    expect(custom.data.totals).toEqual({ scheduled: 3, done: 3, noShow: 1, cancelled: 1, total: 8 });
    const tomorrow = await get(`${REPORT}?period=custom&from=2026-05-11&to=2026-05-11`);
    expect(tomorrow.data.days).toEqual([{ day: '2026-05-11', ...zero, scheduled: 1, total: 1 }]);
    const farhans = await get(`${REPORT}?period=7d&assignedTo=${farhan.id}`);
    expect(farhans.data.days).toEqual([{ day: '2026-05-09', ...zero, done: 1, total: 1 }]);
    const today = await get(`${REPORT}?period=today`);
    expect(today.data.totals).toEqual({ ...zero, scheduled: 1, total: 1 });
  });

  it('answers an empty period with zero totals', async () => {
    const res = await get(`${REPORT}?period=custom&from=2026-01-01&to=2026-01-31`);
    expect(res.statusCode).toBe(200);
    expect(res.data.days).toEqual([]);
    expect(res.data.totals).toEqual({ ...zero, total: 0 });
  });

  it('agrees with the Schedules list filtered to a day and a status', async () => {
    const summary = await get(`${REPORT}?period=7d`);
    const done8 = summary.data.days.find((d: { day: string }) => d.day === '2026-05-08').done;
    const list = await get('/api/siteVisit/getSiteVisits?from=2026-05-08&to=2026-05-08&status=done');
    expect(list.data.total).toBe(done8);
    const all = await get('/api/siteVisit/getSiteVisits?from=2026-05-04&to=2026-05-10&pageSize=1');
    expect(all.data.total).toBe(summary.data.totals.total);
  });

  it('refuses a bad period with a message, and is for administrators only', async () => {
    const noTo = await get(`${REPORT}?period=custom&from=2026-05-01`);
    expect(noTo.statusCode).toBe(400);
    expect(noTo.body).toContain('Choose the from and to dates of a custom period.');
    const reversed = await get(`${REPORT}?period=custom&from=2026-05-09&to=2026-05-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('To date must be on or after the from date.');
    const bogus = await get(`${REPORT}?period=week`);
    expect(bogus.statusCode).toBe(400);
    expect(bogus.body).toContain('Period must be today, 7d, 30d, month, fy or custom.');
    expect((await get(`${REPORT}?period=7d`, people.manager.token)).statusCode).toBe(403);
    expect((await get(`${REPORT}?period=7d`, people.executive.token)).statusCode).toBe(403);
    expect((await get(`${REPORT}/export?period=7d`, people.executive.token)).statusCode).toBe(403);
  });

  it('exports the summary as CSV and Excel', async () => {
    const csv = await get(`${REPORT}/export?period=7d&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="schedules-2026-05-04-to-2026-05-10.csv"');
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual([
      'Day (India),Still scheduled,Done,No-show,Cancelled,Total',
      '07/05/2026,0,0,1,0,1',
      '08/05/2026,0,1,0,1,2',
      '09/05/2026,1,1,0,0,2',
      '10/05/2026,1,0,0,0,1',
      'Total,2,2,1,1,6',
    ]);
    const xlsx = await call(t.app, 'GET', `${REPORT}/export?period=7d&format=xlsx`, { token: people.admin.token });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(5).values).toEqual([
      undefined,
      'Day (India)',
      'Still scheduled',
      'Done',
      'No-show',
      'Cancelled',
      'Total',
    ]);
    expect(sheet.getRow(10).values).toEqual([undefined, 'Total', 2, 2, 1, 1, 6]);
  });
});

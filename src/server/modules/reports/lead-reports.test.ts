import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsHousekeeping } from '../../jobs/housekeeping-job';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, type TestUsers } from '../../test/users';
import { refreshReportRollups } from './rollup/rollup-fixture';

let t: TestApp;
let people: TestUsers;

const api = (url: string, token = people.admin.token) => call(t.app, 'GET', url, { token });
const post = (method: 'POST' | 'PUT', url: string, body?: unknown) =>
  call(t.app, method, url, { token: people.admin.token, body });

/** An India wall-clock time as an instant. */
const ist = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);
/** "Now" of every report below: 23 November 2026, noon in India. */
const NOON = ist('2026-11-23', '12:00');

let mobileSeq = 9833000000;
const ids: Record<string, string> = {};
let magicbricks: string;
let acres: string;
let pune: string;
let mumbai: string;

async function lead(
  name: string,
  createdAt: Date,
  fields: { sourceId?: string; branchId?: string; project?: string; assignedTo?: string; status?: string },
) {
  t.clock.now = createdAt;
  const res = await post('POST', '/api/lead/create', { name, mobile: String(mobileSeq++), ...fields });
  expect(res.statusCode, res.body).toBe(201);
  ids[name] = res.data.lead._id;
}

async function followUp(name: string, dueAt: string) {
  const res = await post('POST', `/api/lead/scheduleFollowup/${ids[name]}`, { type: 'call', dueAt });
  expect(res.statusCode, res.body).toBe(200);
}

function csvLines(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  // The cells of these files hold no commas, quotes or line breaks.
  return body
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  // Leads are made over two months of the clock: sessions outlive them.
  t = await buildTestApp({ sessionTtlHours: 24 * 365 });
  t.clock.now = ist('2026-10-01', '10:00');
  people = await seedUsers(t);
  const make = async (path: string, key: string, name: string) =>
    (await post('POST', path, { name })).data[key]._id as string;
  magicbricks = await make('/api/source/create', 'source', 'Magicbricks');
  acres = await make('/api/source/create', 'source', '99acres');
  pune = await make('/api/branch/create', 'branch', 'Pune');
  mumbai = await make('/api/branch/create', 'branch', 'Mumbai');
  const esha = people.executive.id;
  const manoj = people.manager.id;
  const mb = { sourceId: magicbricks };
  // A minute before November in India (still October), and November's first minute.
  await lead('Arjun', ist('2026-10-31', '23:59'), { ...mb, branchId: pune, project: 'Skyline', assignedTo: esha });
  await lead('Bela', ist('2026-11-01', '00:00'), { ...mb, branchId: pune, project: 'Skyline', assignedTo: esha });
  await lead('Chetan', ist('2026-11-10', '10:00'), {
    ...mb,
    branchId: mumbai,
    project: 'Skyline',
    assignedTo: manoj,
    status: 'interested',
  });
  await lead('Divya', ist('2026-11-15', '18:00'), {
    sourceId: acres,
    branchId: pune,
    project: 'Green Acres',
    assignedTo: esha,
    status: 'booked',
  });
  // Yesterday's last minute and today's first (India).
  await lead('Eshan', ist('2026-11-22', '23:59'), {});
  await lead('Farah', ist('2026-11-23', '00:00'), {
    sourceId: acres,
    branchId: mumbai,
    project: 'Green Acres',
    assignedTo: manoj,
    status: 'contacted',
  });
  // In the recycle bin: counted nowhere.
  await lead('Gopal', ist('2026-11-20', '09:00'), { ...mb, branchId: pune, project: 'Skyline', assignedTo: esha });
  await lead('Hari', ist('2026-10-05', '09:00'), { assignedTo: esha });
  await lead('Indu', ist('2026-10-05', '09:00'), { assignedTo: manoj });

  t.clock.now = NOON;
  await followUp('Arjun', '2026-11-23T11:00');
  await followUp('Bela', '2026-11-23T00:00');
  await followUp('Hari', '2026-11-23T12:30');
  await followUp('Chetan', '2026-11-22T23:59');
  await followUp('Divya', '2026-11-21T00:00');
  await followUp('Eshan', '2026-11-20T23:59');
  await followUp('Indu', '2026-11-17T00:00');
  await followUp('Farah', '2026-11-16T23:59');
  await followUp('Gopal', '2026-11-10T10:00');
  expect((await post('PUT', `/api/lead/moveToRecycleBin/${ids.Gopal}`)).statusCode).toBe(200);
  // The reports below read closed days from the rollup (decision 137), as in production.
  await refreshReportRollups(t);
});
afterAll(() => t.close());

describe('lead report', () => {
  it('counts November’s leads by source, status, member and project, from India’s first minute', async () => {
    t.clock.now = NOON;
    const res = await api('/api/report/lead?period=month');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.meta).toEqual({
      period: 'month',
      from: '2026-11-01',
      to: '2026-11-23',
      computedAt: NOON.toISOString(),
      dataAsOf: null,
    });
    expect(res.data.total).toBe(5);
    expect(res.data.bySource).toEqual([
      { id: acres, name: '99acres', count: 2 },
      { id: magicbricks, name: 'Magicbricks', count: 2 },
      { id: null, name: 'No source', count: 1 },
    ]);
    expect(res.data.byStatus.filter((r: { count: number }) => r.count > 0)).toEqual([
      { status: 'new', count: 2 },
      { status: 'contacted', count: 1 },
      { status: 'interested', count: 1 },
      { status: 'booked', count: 1 },
    ]);
    expect(res.data.byStatus).toHaveLength(9);
    expect(res.data.byMember).toEqual([
      { id: people.executive.id, name: 'Esha Executive', count: 2 },
      { id: people.manager.id, name: 'Manoj Manager', count: 2 },
      { id: null, name: 'Unassigned', count: 1 },
    ]);
    expect(res.data.byProject).toEqual([
      { project: 'Green Acres', count: 2 },
      { project: 'Skyline', count: 2 },
      { project: null, count: 1 },
    ]);
  });

  it('cuts today and the last 7 days at India midnight, and takes every filter', async () => {
    t.clock.now = NOON;
    const total = async (q: string) => {
      const res = await api(`/api/report/lead?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.data.total as number;
    };
    expect(await total('period=today')).toBe(1);
    expect(await total('period=7d')).toBe(2);
    expect(await total('period=custom&from=2026-10-31&to=2026-10-31')).toBe(1);
    expect(await total('period=fy')).toBe(8);
    expect(await total(`period=month&sourceId=${magicbricks}&branchId=${pune}`)).toBe(1);
    expect(await total('period=month&project=Skyline')).toBe(2);
    expect(await total('period=month&assignedTo=unassigned')).toBe(1);
    expect(await total(`period=month&assignedTo=${people.manager.id}&status=interested`)).toBe(1);
    // 00:00 IST on the 24th: the 23rd is yesterday, so "today" is empty.
    t.clock.now = ist('2026-11-24', '00:00');
    expect(await total('period=today')).toBe(0);
    expect(await total('period=7d')).toBe(2);
  });

  it('agrees with the lead list it drills into, count for count', async () => {
    t.clock.now = NOON;
    const report = (await api('/api/report/lead?period=month')).data;
    const list = async (q: string) => (await api(`/api/lead/getLeads?from=2026-11-01&to=2026-11-23&${q}`)).data.total;
    for (const m of report.byMember) expect(await list(`assignedTo=${m.id ?? 'unassigned'}`)).toBe(m.count);
    for (const s of report.bySource.filter((r: { id: string | null }) => r.id))
      expect(await list(`sourceId=${s.id}`)).toBe(s.count);
    for (const s of report.byStatus) expect(await list(`status=${s.status}`)).toBe(s.count);
    expect(await list('project=Skyline')).toBe(2);
  });

  it('pages the leads behind it with the lead list’s answer', async () => {
    t.clock.now = NOON;
    const res = await api(`/api/report/lead/rows?period=month&pageSize=2&assignedTo=${people.executive.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.total).toBe(2);
    expect(res.data.pages).toBe(1);
    expect(res.data.leads.map((l: { name: string }) => l.name)).toEqual(['Divya', 'Bela']);
  });

  it('exports the grouped counts as CSV and Excel', async () => {
    t.clock.now = NOON;
    const csv = await api('/api/report/lead/export?period=month&format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="lead-report-2026-11-01-to-2026-11-23.csv"');
    expect(csvLines(csv.body)).toEqual([
      ['Grouped by', 'Name', 'Leads'],
      ['Source', '99acres', '2'],
      ['Source', 'Magicbricks', '2'],
      ['Source', 'No source', '1'],
      ['Status', 'New', '2'],
      ['Status', 'Contacted', '1'],
      ['Status', 'Interested', '1'],
      ['Status', 'Site Visit Scheduled', '0'],
      ['Status', 'Site Visit Done', '0'],
      ['Status', 'Negotiation', '0'],
      ['Status', 'Booked', '1'],
      ['Status', 'Not Interested', '0'],
      ['Status', 'Junk', '0'],
      ['Member', 'Esha Executive', '2'],
      ['Member', 'Manoj Manager', '2'],
      ['Member', 'Unassigned', '1'],
      ['Project', 'Green Acres', '2'],
      ['Project', 'Skyline', '2'],
      ['Project', 'No project', '1'],
      ['All leads', '', '5'],
    ]);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/report/lead/export?period=today&format=xlsx',
      headers: { authorization: `Bearer ${people.admin.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const rows = await sheetRows(xlsx.rawPayload);
    expect(rows[1]).toEqual(['Period: 23/11/2026 (India time)']);
    expect(rows.slice(3)).toEqual([
      ['Grouped by', 'Name', 'Leads'],
      ['Source', '99acres', 1],
      ['Status', 'New', 0],
      ['Status', 'Contacted', 1],
      ['Status', 'Interested', 0],
      ['Status', 'Site Visit Scheduled', 0],
      ['Status', 'Site Visit Done', 0],
      ['Status', 'Negotiation', 0],
      ['Status', 'Booked', 0],
      ['Status', 'Not Interested', 0],
      ['Status', 'Junk', 0],
      ['Member', 'Manoj Manager', 1],
      ['Project', 'Green Acres', 1],
      ['All leads', undefined, 1],
    ]);
  });

  it('exports the rows as a job with progress, then a CSV or Excel file only its asker downloads', async () => {
    t.clock.now = NOON;
    const start = await post('POST', '/api/report/lead/rows/export', { period: 'month', branchId: pune });
    expect(start.statusCode, start.body).toBe(202);
    expect(start.data.job.status).toBe('queued');
    const id = start.data.job._id;
    expect((await api(`/api/report/lead/rows/export/${id}/file`)).statusCode).toBe(409);
    await t.app.appContext.jobs.drain();
    const job = (await api(`/api/jobs/${id}`)).data.job;
    expect(job.status).toBe('succeeded');
    expect(job.progress).toMatchObject({ done: 2, total: 2 });
    const file = await api(`/api/report/lead/rows/export/${id}/file`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="lead-report-rows-2026-11-01-to-2026-11-23.csv"',
    );
    const lines = file.body.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[0]!.startsWith('Name,Mobile,')).toBe(true);
    expect(lines.slice(1).map((l: string) => l.split(',')[0])).toEqual(['Divya', 'Bela']);

    const xlsxStart = await post('POST', '/api/report/lead/rows/export', {
      period: 'month',
      format: 'xlsx',
      assignedTo: people.manager.id,
    });
    await t.app.appContext.jobs.drain();
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/report/lead/rows/export/${xlsxStart.data.job._id}/file`,
      headers: { authorization: `Bearer ${people.admin.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const rows = await sheetRows(xlsx.rawPayload);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.slice(0, 3)).toEqual(['Name', 'Mobile', 'Alternate mobile']);
    expect(rows.slice(1).map((r) => [r[0], r[6], r[7]])).toEqual([
      ['Farah', 'Manoj Manager', 'Contacted'],
      ['Chetan', 'Manoj Manager', 'Interested'],
    ]);
    // Another administrator's export is not yours: 404, as if it did not exist.
    const other = await addMember(t, people.admin.token, { name: 'Other Admin', email: 'other@example.in', role: 0 });
    expect((await api(`/api/report/lead/rows/export/${id}/file`, other.token)).statusCode).toBe(404);
    // Housekeeping deletes the job after 30 days, and its file with it.
    const { fileKey } = job.result as { fileKey: string };
    expect(await t.app.appContext.storage.exists(fileKey)).toBe(true);
    t.clock.now = new Date(NOON.getTime() + 31 * 86_400_000);
    await t.app.appContext.jobs.enqueue(t.app.appContext.db, jobsHousekeeping, { olderThanDays: 30 });
    await t.app.appContext.jobs.drain();
    expect(await t.app.appContext.storage.exists(fileKey)).toBe(false);
    expect((await api(`/api/report/lead/rows/export/${id}/file`)).statusCode).toBe(404);
    t.clock.now = NOON;
  });
});

describe('status-wise report', () => {
  it('lays November’s leads out by member and status, with totals and Unassigned last', async () => {
    t.clock.now = NOON;
    const res = await api('/api/report/status-wise?period=month');
    expect(res.statusCode, res.body).toBe(200);
    const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n));
    expect(
      res.data.members.map((m: { id: string | null; name: string; counts: Record<string, number>; total: number }) => [
        m.id,
        m.name,
        nonZero(m.counts),
        m.total,
      ]),
    ).toEqual([
      [people.executive.id, 'Esha Executive', { new: 1, booked: 1 }, 2],
      [people.manager.id, 'Manoj Manager', { contacted: 1, interested: 1 }, 2],
      [null, 'Unassigned', { new: 1 }, 1],
    ]);
    expect(nonZero(res.data.totals)).toEqual({ new: 2, contacted: 1, interested: 1, booked: 1 });
    expect(res.data.total).toBe(5);
    // Drill-down: the cell Esha × New is the lead list with her, New and the period.
    const cell = await api(
      `/api/lead/getLeads?status=new&assignedTo=${people.executive.id}&from=2026-11-01&to=2026-11-23`,
    );
    expect(cell.data.total).toBe(1);
  });

  it('shows Unassigned even when nobody is unassigned, and honours the source', async () => {
    t.clock.now = NOON;
    const res = await api(`/api/report/status-wise?period=month&sourceId=${acres}`);
    expect(res.data.members.map((m: { name: string; total: number }) => [m.name, m.total])).toEqual([
      ['Esha Executive', 1],
      ['Manoj Manager', 1],
      ['Unassigned', 0],
    ]);
    expect(res.data.total).toBe(2);
  });

  it('exports the matrix to Excel and CSV', async () => {
    t.clock.now = NOON;
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/report/status-wise/export?period=month&format=xlsx',
      headers: { authorization: `Bearer ${people.admin.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const rows = await sheetRows(xlsx.rawPayload);
    expect(rows[0]).toEqual(['Status-wise report']);
    // eachRow skips the empty row under the title block.
    expect(rows.slice(3)).toEqual([
      [
        'Member',
        'New',
        'Contacted',
        'Interested',
        'Site Visit Scheduled',
        'Site Visit Done',
        'Negotiation',
        'Booked',
        'Not Interested',
        'Junk',
        'Total',
      ],
      ['Esha Executive', 1, 0, 0, 0, 0, 0, 1, 0, 0, 2],
      ['Manoj Manager', 0, 1, 1, 0, 0, 0, 0, 0, 0, 2],
      ['Unassigned', 1, 0, 0, 0, 0, 0, 0, 0, 0, 1],
      ['Total', 2, 1, 1, 0, 0, 0, 1, 0, 0, 5],
    ]);
    const csv = await api('/api/report/status-wise/export?period=today');
    expect(csvLines(csv.body).slice(1)).toEqual([
      ['Manoj Manager', '0', '1', '0', '0', '0', '0', '0', '0', '0', '1'],
      ['Unassigned', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0'],
      ['Total', '0', '1', '0', '0', '0', '0', '0', '0', '0', '1'],
    ]);
  });
});

describe('pending follow-up report', () => {
  type Row = { id: string | null; name: string; counts: Record<string, number>; pending: number; total: number };
  const shape = (rows: Row[]) => rows.map((r) => [r.name, r.counts, r.pending, r.total]);
  const c = (todayPast: number, days1to2: number, days3to6: number, days7plus: number) => ({
    todayPast,
    days1to2,
    days3to6,
    days7plus,
  });

  it('buckets open follow-ups by how many India days overdue, at noon', async () => {
    t.clock.now = NOON;
    const res = await api('/api/report/pending-follow-up');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.today).toBe('2026-11-23');
    expect(shape(res.data.members)).toEqual([
      ['Esha Executive', c(2, 1, 0, 0), 1, 3],
      ['Manoj Manager', c(0, 1, 1, 1), 3, 3],
      ['Unassigned', c(0, 0, 1, 0), 1, 1],
    ]);
    expect(res.data.totals).toEqual(c(2, 2, 2, 1));
    expect([res.data.pending, res.data.total]).toEqual([5, 7]);
    // The same leads as the Pending list, and a bucket's days narrow a member's list to the cell.
    const pending = await api('/api/lead/getOverallFollowupLeads?bucket=pending');
    expect(pending.data.total).toBe(5);
    const cell = await api(
      `/api/lead/getFollowupLeadsByMember/${people.manager.id}?bucket=pending&from=2026-11-17&to=2026-11-20`,
    );
    expect(cell.data.total).toBe(1);
  });

  it('moves every follow-up a bucket on at India midnight', async () => {
    t.clock.now = ist('2026-11-23', '23:59');
    expect(shape((await api('/api/report/pending-follow-up')).data.members)[0]).toEqual([
      'Esha Executive',
      c(3, 1, 0, 0),
      1,
      4,
    ]);
    t.clock.now = ist('2026-11-24', '00:00');
    const res = await api('/api/report/pending-follow-up');
    expect(shape(res.data.members)).toEqual([
      ['Esha Executive', c(0, 3, 1, 0), 4, 4],
      ['Manoj Manager', c(0, 1, 0, 2), 3, 3],
      ['Unassigned', c(0, 0, 1, 0), 1, 1],
    ]);
    expect(res.data.meta.from).toBe('2026-11-24');
  });

  it('takes the source and exports', async () => {
    t.clock.now = NOON;
    const bySource = await api(`/api/report/pending-follow-up?sourceId=${magicbricks}`);
    expect(shape(bySource.data.members)).toEqual([
      ['Esha Executive', c(2, 0, 0, 0), 0, 2],
      ['Manoj Manager', c(0, 1, 0, 0), 1, 1],
    ]);
    const csv = await api('/api/report/pending-follow-up/export?format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Member,Today (late): due today (India) at a time already past,1–2 days: due yesterday or the day before,3–6 days: due 3 to 6 days ago,7+ days: due 7 or more days ago,Pending (before today),Total overdue',
    );
    expect(lines.slice(1)).toEqual([
      'Esha Executive,2,1,0,0,1,3',
      'Manoj Manager,0,1,1,1,3,3',
      'Unassigned,0,0,1,0,1,1',
      'Total,2,2,2,1,5,7',
    ]);
  });
});

describe('reports: who and what', () => {
  const routes = [
    '/api/report/lead',
    '/api/report/lead/export',
    '/api/report/lead/rows',
    `/api/report/lead/rows/export/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/file`,
    '/api/report/status-wise',
    '/api/report/status-wise/export',
    '/api/report/pending-follow-up',
    '/api/report/pending-follow-up/export',
  ];
  it('refuses managers and executives (403)', async () => {
    for (const route of routes) {
      expect((await api(route, people.manager.token)).statusCode, route).toBe(403);
      expect((await api(route, people.executive.token)).statusCode, route).toBe(403);
    }
    for (const token of [people.manager.token, people.executive.token]) {
      const res = await call(t.app, 'POST', '/api/report/lead/rows/export', { token, body: { period: 'today' } });
      expect(res.statusCode).toBe(403);
    }
  });

  it('answers bad filters with 400 and a sentence', async () => {
    const bad = async (url: string, message: string) => {
      const res = await api(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.data.message, url).toContain(message);
    };
    await bad('/api/report/lead?period=year', 'Period must be today, 7d, 30d, month, fy or custom.');
    await bad('/api/report/lead?period=custom&from=2026-11-01', 'Choose the from and to dates of a custom period.');
    await bad('/api/report/lead?period=custom&from=2026-11-05&to=2026-11-01', 'To date must be on or after');
    await bad('/api/report/lead?sourceId=abc', 'Source is not valid.');
    await bad('/api/report/lead?status=won', 'Choose a status from the list.');
    await bad('/api/report/lead/export?format=pdf', 'Format must be csv or xlsx.');
    await bad('/api/report/lead/rows?pageSize=1000', 'Page');
    const badJob = await post('POST', '/api/report/lead/rows/export', { period: 'custom', format: 'pdf' });
    expect(badJob.statusCode).toBe(400);
    expect(badJob.data.message).toContain('Format must be csv or xlsx.');
    await bad('/api/report/status-wise?period=custom&from=2024-01-01&to=2026-11-01', 'at most 732 days');
    await bad('/api/report/pending-follow-up?branchId=x', 'Branch is not valid.');
    await bad('/api/report/status-wise/export?from=2026-02-30&period=custom&to=2026-03-01', 'not a real date');
  });
});

import { describe, expect, it } from 'vitest';
import { jobsHousekeeping } from '../../jobs/housekeeping-job';
import { addMember } from '../../test/users';
import {
  acres,
  api,
  csvLines,
  ist,
  magicbricks,
  NOON,
  people,
  post,
  pune,
  sheetRows,
  t,
  withLeadReportsWorld,
} from './lead-reports-fixture';

withLeadReportsWorld();

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

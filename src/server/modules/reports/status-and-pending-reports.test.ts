import { describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import {
  acres,
  api,
  csvLines,
  ist,
  magicbricks,
  NOON,
  people,
  post,
  sheetRows,
  t,
  withLeadReportsWorld,
} from './lead-reports-fixture';

withLeadReportsWorld();

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

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { api, importFile, leadByMobile, mappingOf, preview, send, t, withImportApp } from './import-fixture';
import { BATCH_SIZING } from './import-job';

// Imports of thousands of rows through the job, apart from lead-import.test.ts so the two files
// run side by side on the test workers.
withImportApp();

describe('at scale', () => {
  it('imports 20,000 rows in batches, with duplicates and rejects counted', async () => {
    const lines = ['Name,Mobile,City'];
    for (let i = 0; i < 20_000; i++) lines.push(`Lead ${i},${7000000000 + i},City ${i % 50}`);
    lines.push('Dup,7000000005,X', 'Bad,12345,Y');
    const started = performance.now();
    const record = await importFile('big.csv', lines.join('\n'));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `20,000-row import on ${t.database.kind}: ${seconds.toFixed(1)} s, ${Math.round(20_002 / seconds)} rows/s`,
    );
    expect(record.counts).toMatchObject({ read: 20_002, created: 20_000, rejected: 2 });
    expect(record.status).toBe('done');
    expect(record.totalRows).toBe(20_002);
    const page = await api('GET', `/api/lead/getLeads?importId=${record._id}&pageSize=100`);
    expect(page.data.leads).toHaveLength(100);
    expect(page.data.leads.every((l: { name: string }) => l.name.startsWith('Lead '))).toBe(true);
  }, 300_000);

  it('refuses a repeat in a later batch of a mobile whose first row created a lead; undo removes the lead', async () => {
    const ctx = t.app.appContext;
    // Row 2 creates its lead, with a follow-up, in the first batch; the last row, in the second
    // batch, repeats its mobile written another way (decision 152: the created lead's follow-up and
    // outcome are written by the INSERT itself).
    const rows = BATCH_SIZING[ctx.database.kind].first + 5;
    const lines = ['Name,Mobile,Next follow-up', 'First,6200000000,20/06/2026 10:00'];
    for (let i = 1; i < rows; i++) lines.push(`Across ${i},${6200000000 + i},`);
    lines.push('Repeat,62000-00000,21/06/2026 10:00');
    const record = await importFile('across.csv', lines.join('\n'));
    expect(record.status).toBe('done');
    expect(record.counts).toMatchObject({ read: rows + 1, created: rows, rejected: 1, skipped: 0 });
    const rejected = await api('GET', `/api/lead/imports/${record._id}/rejected.csv`);
    expect(rejected.body.slice(1).trim().split('\r\n').slice(1)).toEqual([
      `Repeat,62000-00000,21/06/2026 10:00,${rows + 2},"Duplicate in file, row 2"`,
    ]);
    const first = await leadByMobile('6200000000');
    expect(first).toMatchObject({ name: 'First', nextFollowUpAt: '2026-06-20T04:30:00.000Z' });
    const followUps = await api('GET', `/api/lead/getFollowupsByLeadId/${first._id}`);
    expect(followUps.data.followUps).toMatchObject([
      { status: 'open', type: 'call', dueAt: '2026-06-20T04:30:00.000Z' },
    ]);
    expect(followUps.data.followUps).toHaveLength(1);
    // One 'imported' history row per created lead; a follow-up only where the file gave a date.
    const [made] = rowsOf<{ leads: number; history: number; follow_ups: number }>(
      await ctx.db.execute(sql`
        select (select count(*)::int from leads where import_id = ${record._id}) as leads,
          (select count(*)::int from activities a join leads l on l.id = a.lead_id
            where l.import_id = ${record._id} and a.kind = 'imported') as history,
          (select count(*)::int from follow_ups f join leads l on l.id = f.lead_id
            where l.import_id = ${record._id}) as follow_ups`),
    );
    expect(made).toEqual({ leads: rows, history: rows, follow_ups: 1 });
    // The follow-up's day reached the report rollup (decision 137): marked stale, or built since.
    const [marked] = rowsOf<{ yes: boolean }>(
      await ctx.db.execute(sql`
        select exists (select 1 from report_dirty_days where subject = 'follow_ups' and day = '2026-06-20')
          or exists (select 1 from report_day_counts where subject = 'follow_ups' and day = '2026-06-20') as yes`),
    );
    expect(marked?.yes).toBe(true);

    t.clock.advanceHours(1);
    expect((await api('POST', `/api/lead/imports/${record._id}/undo`)).statusCode).toBe(202);
    await ctx.jobs.drain();
    expect(await leadByMobile('6200000000')).toBeNull();
    expect((await api('GET', `/api/lead/getLeads?importId=${record._id}&pageSize=1`)).data.total).toBe(0);
  }, 120_000);

  it('names the kept row in "Duplicate in file, row N" wherever batches fall', async () => {
    const ctx = t.app.appContext;
    await api('POST', '/api/lead/create', { name: 'Already Here', mobile: '6300000009', city: 'Pune' });
    // Batches of three rows: 2–4, 5–7, 8–10, 11–13, 14–16. A repeat that opens a batch (rows 6, 8,
    // 14) used to be the row its batch's later repeats named.
    const sizing = BATCH_SIZING[ctx.database.kind] as { first: number; min: number; max: number };
    const saved = { ...sizing };
    Object.assign(sizing, { first: 3, min: 3, max: 3 });
    const lines = [
      'Name,Mobile,City',
      'Asha,6300000001,A', // 2: created
      'Bala,6300000002,B', // 3: created
      'Chitra,6300000003,C', // 4: created, the last row of its batch
      'Chitra again,6300000003,C', // 5
      'Asha again,63000-00001,A', // 6: opens its batch's repeats of row 2
      'Asha thrice,6300000001,A', // 7
      'Asha four,+91 6300000001,A', // 8: opens the next batch
      'Here,6300000009,D', // 9: a live lead, skipped: still the kept row
      'Here again,6300000009,D', // 10
      'No mobile,12345,E', // 11: refused for its mobile
      'Esha,6300000005,E', // 12: created
      'Esha again,6300000005,E', // 13
      'Esha thrice,6300000005,E', // 14
      'Chitra thrice,6300000003,C', // 15
      'Asha five,6300000001,A', // 16
    ];
    let record: { _id: string; counts: Record<string, number> };
    try {
      record = await importFile('repeats.csv', lines.join('\n'));
    } finally {
      Object.assign(sizing, saved);
    }
    expect(record.counts).toMatchObject({ read: 15, created: 4, skipped: 1, rejected: 10 });
    const rejected = await api('GET', `/api/lead/imports/${record._id}/rejected.csv`);
    const reasons = rejected.body
      .slice(1)
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line: string) => line.replace(/^.*,(\d+),("[^"]*"|[^,]*)$/, '$1: $2'));
    expect(reasons).toEqual([
      '5: "Duplicate in file, row 4"',
      '6: "Duplicate in file, row 2"',
      '7: "Duplicate in file, row 2"',
      '8: "Duplicate in file, row 2"',
      '10: "Duplicate in file, row 9"',
      expect.stringMatching(/^11: "Mobile 12345 /),
      '13: "Duplicate in file, row 12"',
      '14: "Duplicate in file, row 12"',
      '15: "Duplicate in file, row 4"',
      '16: "Duplicate in file, row 2"',
    ]);
  });

  it('cancels a running import: what was committed stays and can be undone', async () => {
    // Several batches of this database's size, so that the cancel lands between two of them.
    const rows = BATCH_SIZING[t.app.appContext.database.kind].first * 4;
    const lines = ['Name,Mobile'];
    for (let i = 0; i < rows; i++) lines.push(`Cancel ${i},${6100000000 + i}`);
    const p = await preview('cancel.csv', lines.join('\n'));
    const started = await send('/api/lead/importLeads', {
      uploadId: p.data.uploadId,
      mapping: JSON.stringify(mappingOf(p.data.headers, p.data.suggested)),
      options: '{}',
    });
    const { importId, jobId } = started.data;
    const ctx = t.app.appContext;
    // Run the job in the background and cancel it after its first batch commits.
    const running = ctx.jobs.drain({ timeoutMs: 60_000 });
    for (let i = 0; i < 500; i++) {
      const job = await ctx.jobs.get(jobId);
      if ((job?.progress.done ?? 0) > 0) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const cancelled = await api('POST', `/api/lead/imports/${importId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.data.status).toBe('cancelled');
    await running;
    const record = (await api('GET', `/api/lead/imports/${importId}`)).data;
    expect(record.status).toBe('cancelled');
    expect(record.counts.created).toBeGreaterThan(0);
    expect(record.counts.created).toBeLessThan(rows);
    // Counted in SQL: past its exact-count threshold the list shows an estimate (decision 096).
    const [counted] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`select count(*)::int as n from leads where import_id = ${importId}`),
    );
    expect(counted?.n).toBe(record.counts.created);
    expect(record.undo.state).toBe('available');
    expect((await api('POST', `/api/lead/imports/${importId}/undo`)).statusCode).toBe(202);
    await ctx.jobs.drain();
    expect((await api('GET', `/api/lead/getLeads?importId=${importId}&pageSize=1`)).data.total).toBe(0);
  }, 60_000);
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { jobScheduleList } from '../job-registry';
import { analyzeLeads } from '../modules/lead-import/apply-batch';
import { buildTestApp, type TestApp } from '../test/test-app';
import { databaseUpkeepJob } from './upkeep-job';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = new Date('2026-05-01T06:30:00Z');
});
afterAll(() => t.close());

/** How many bounds the planner keeps for the leads' created time: 11 at statistics target 10, 101 at 100. */
async function createdAtBounds(): Promise<number> {
  const [row] = rowsOf<{ n: number | null }>(
    await t.database.db.execute(sql`
      select array_length(histogram_bounds::text::text[], 1) as n from pg_stats
      where tablename = 'leads' and attname = 'created_at'`),
  );
  return Number(row?.n ?? 0);
}

describe('the nightly database upkeep', () => {
  it('runs at 03:45 India time, after the housekeeping', () => {
    const schedule = jobScheduleList.find((s) => s.job === databaseUpkeepJob);
    expect(schedule?.dailyAt).toBe('03:45');
  });

  it('vacuums the large tables and gives them full statistics on the embedded database; PostgreSQL is left to autovacuum', async () => {
    const { db } = t.database;
    await db.execute(sql`
      insert into leads (name, mobile, created_at)
      select 'Lead ' || g, (7000000000 + g)::text, timestamptz '2026-04-01 00:00+05:30' + g * interval '1 hour'
      from generate_series(1, 400) g`);
    await analyzeLeads(db, t.database.kind);
    const afterImport = await createdAtBounds();
    const { id } = await t.app.appContext.jobs.enqueue(db, databaseUpkeepJob, {});
    await t.app.appContext.jobs.drain();
    const job = await t.app.appContext.jobs.get(id);
    expect(job?.status).toBe('succeeded');
    if (t.database.kind === 'postgres') {
      expect(job?.result).toEqual({ skipped: 'PostgreSQL keeps its own statistics (autovacuum).' });
      return;
    }
    // The import's closing ANALYZE sampled at target 10; the night's is the full one.
    expect(afterImport).toBe(11);
    expect(await createdAtBounds()).toBe(101);
    expect(job?.result).toMatchObject({
      tables: [
        'leads',
        'activities',
        'follow_ups',
        'calls',
        'site_visits',
        'lead_import_outcomes',
        'jobs',
        'report_dirty_days',
        'report_day_counts',
      ],
    });
    expect(job?.progress).toMatchObject({ done: 9, total: 9 });
    // The rollup refresh deletes a day's marks each minute: with no autovacuum they stayed dead.
    const vacuumed = rowsOf<{ relname: string }>(
      await db.execute(sql`select relname from pg_stat_user_tables
        where relname in ('report_dirty_days', 'report_day_counts') and last_vacuum is not null order by relname`),
    );
    expect(vacuumed.map((r) => r.relname)).toEqual(['report_day_counts', 'report_dirty_days']);
  });
});

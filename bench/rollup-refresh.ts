// The report rollups' refresh (decision 137) at scale, for bench/reports.ts: every stale day
// rebuilt through the real job (after a fill or the migration, that is every day), then an
// incremental run (today marked stale for every subject, as a day of writes marks it), beside a
// floor: the raw count of one day's leads and activities. The endpoints are timed after it.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { indiaDayRange } from '../src/domain/india-date';
import { reportRollupRefreshJob } from '../src/server/modules/reports/public';
import { ROLLUP_GROUPINGS } from '../src/server/modules/reports/rollup/rollup-subjects';
import { timeRuns } from './timing';

async function refresh(app: FastifyInstance): Promise<{ days: number; ms: number }> {
  const ctx = app.appContext;
  const { id } = await ctx.jobs.enqueue(ctx.db, reportRollupRefreshJob, {});
  await ctx.jobs.drain({ timeoutMs: 60 * 60_000 });
  const job = await ctx.jobs.get(id);
  if (job?.status !== 'succeeded') throw new Error(`rollup refresh: ${job?.status} ${job?.error}`);
  return job.result as { days: number; ms: number };
}

/** Table lines (| what | period | p50 | p95 |) of the refresh; leaves every day rebuilt. */
export async function measureRollupRefresh(app: FastifyInstance, today: string, runs: number): Promise<string[]> {
  const db = app.appContext.db;
  const ms = (x: number) => x.toFixed(1);
  const full = await refresh(app);
  const lines = [`| rollup refresh: every stale day (${full.days} subject-days, one run) | – | ${ms(full.ms)} | – |`];
  const { start, end } = indiaDayRange(today, today);
  const floor = await timeRuns(
    () =>
      db.execute(sql`select (select count(*) from leads where deleted_at is null
          and created_at >= ${start!.toISOString()} and created_at < ${end!.toISOString()}),
        (select count(*) from activities where at >= ${start!.toISOString()} and at < ${end!.toISOString()})`),
    runs,
  );
  lines.push(`| floor: count of one day's leads and activities | – | ${ms(floor.p50)} | ${ms(floor.p95)} |`);
  const subjects = Object.keys(ROLLUP_GROUPINGS);
  const incremental = await timeRuns(async () => {
    await db.execute(
      sql`insert into report_dirty_days (subject, day) values ${sql.join(
        subjects.map((subject) => sql`(${subject}, ${today}::date)`),
        sql`, `,
      )}`,
    );
    await refresh(app);
  }, runs);
  lines.push(
    `| rollup refresh: today, every subject (${subjects.length} subject-days) | – | ${ms(incremental.p50)} | ${ms(incremental.p95)} |`,
  );
  return lines;
}

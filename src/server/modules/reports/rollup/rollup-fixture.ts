import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { TestApp } from '../../../test/test-app';
import { reportRollupRefreshJob } from './rollup-refresh-job';

/** Runs the rollup refresh through the real job and queue; answers what the job returned. */
export async function refreshReportRollups(t: TestApp): Promise<{ days: number }> {
  const ctx = t.app.appContext;
  const { id } = await ctx.jobs.enqueue(ctx.db, reportRollupRefreshJob, {});
  await ctx.jobs.drain();
  const job = await ctx.jobs.get(id);
  if (job?.status !== 'succeeded') throw new Error(`The rollup refresh ended ${job?.status}: ${job?.error}`);
  return job.result as { days: number };
}

/** The stale (subject, day) pairs, sorted: what the next refresh will rebuild. */
export async function staleDays(t: TestApp): Promise<string[]> {
  const res = await t.app.appContext.db.execute(
    sql`select distinct subject || ' ' || to_char(day, 'YYYY-MM-DD') as d from report_dirty_days order by 1`,
  );
  return rowsOf<{ d: string }>(res).map((r) => r.d);
}

/**
 * What `read` answers with its days stale (counted live from the tables), then again after a
 * refresh has rebuilt them (read from the rollup): a test asserts the two equal. Both reads run at
 * the same clock, so even `computedAt` agrees.
 */
export async function liveThenRolledUp<T>(t: TestApp, read: () => Promise<T>): Promise<{ live: T; rolled: T }> {
  if ((await staleDays(t)).length === 0) throw new Error('Nothing is stale: the first read would not be live');
  const live = await read();
  await refreshReportRollups(t);
  if ((await staleDays(t)).length > 0) throw new Error('The refresh left stale days');
  return { live, rolled: await read() };
}

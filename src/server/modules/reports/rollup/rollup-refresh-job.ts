import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition';
import { yieldToLoop } from '../../../lib/yield-to-loop';
import { lastStaleMark, rebuildDay, staleDayBatch } from './day-rollup';

const BATCH_DAYS = 50;
const ANALYZE_AFTER_DAYS = 30;

/**
 * Rebuilds the report rollups' stale days (decision 137), one day per short transaction with a
 * yield between (decision 097), so the embedded database keeps answering. Answers are exact
 * without it; it only keeps the live part of each answer small.
 */
export const reportRollupRefreshJob = defineJob({
  kind: 'report.rollup-refresh',
  payload: z.object({}),
  maxAttempts: 3,
  lockSeconds: 300,
  async run(ctx, job) {
    const started = performance.now();
    const upTo = await lastStaleMark(ctx.db);
    let days = 0;
    for (;;) {
      const batch = await staleDayBatch(ctx.db, upTo, BATCH_DAYS);
      for (const { subject, day } of batch) {
        job.signal.throwIfAborted();
        await rebuildDay(ctx.db, subject, day);
        days++;
        await yieldToLoop();
      }
      if (batch.length) await job.progress({ done: days, message: 'Rebuilding report rollups' });
      if (batch.length < BATCH_DAYS) break;
    }
    // PGlite has no autovacuum, and PostgreSQL's comes later: after a large rebuild (the first
    // one, a purge) the planner would plan for the tables as they were, and a rollup read would
    // visit every rewritten row instead of reading the index alone (the visibility map is set by
    // vacuum). Two small tables.
    if (days >= ANALYZE_AFTER_DAYS) await ctx.db.execute(sql`vacuum analyze report_day_counts, report_dirty_days`);
    return { days, ms: Math.round(performance.now() - started) };
  },
});

import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { yieldToLoop } from '../lib/yield-to-loop';
import { defineJob } from './job-definition';

/**
 * The tables that grow by the lakh and that the lists, reports and imports plan their queries on,
 * and the report rollups' two, which the refresh deletes from every minute (decision 137).
 */
const TABLES = [
  'leads',
  'activities',
  'follow_ups',
  'calls',
  'site_visits',
  'lead_import_outcomes',
  'jobs',
  'report_dirty_days',
  'report_day_counts',
] as const;

/**
 * Nightly, on the embedded database only: VACUUM (ANALYZE) of the large tables, one table a step.
 * PGlite has no autovacuum, so without this dead rows stay, GIN pending lists wait for the next
 * insert to merge them, and statistics are as old as the last import's closing ANALYZE — which
 * samples 3,000 rows to keep people's requests moving (decision 098's addendum), so a name
 * search's count estimate falls to the planner's floor ("about 10,000"). At night a full sample
 * costs nobody. PostgreSQL's autovacuum does all of this there.
 */
export const databaseUpkeepJob = defineJob({
  kind: 'db.upkeep',
  payload: z.object({}),
  maxAttempts: 2,
  async run(ctx, job) {
    if (ctx.database.kind === 'postgres') return { skipped: 'PostgreSQL keeps its own statistics (autovacuum).' };
    const done: string[] = (job.checkpoint as { done?: string[] } | null)?.done ?? [];
    const took: Record<string, number> = {};
    for (const table of TABLES) {
      if (done.includes(table)) continue;
      job.signal.throwIfAborted();
      const started = performance.now();
      // Not in a transaction: VACUUM refuses one. The table names are ours, never input.
      await ctx.db.execute(sql.raw(`vacuum (analyze) ${table}`));
      took[table] = Math.round(performance.now() - started);
      done.push(table);
      await job.saveCheckpoint({ done }, { done: done.length, total: TABLES.length, message: 'Tidying the database' });
      await yieldToLoop();
    }
    return { tables: done, milliseconds: took };
  },
});

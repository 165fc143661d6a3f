import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import { compactDueDays } from './due-days';

/**
 * Folds the collections rollup's appended rows into one per (project, tower, due day) (decision
 * 195). Answers are exact without it; it keeps the rows a summary sums close to towers × due days.
 * One statement: on the embedded database it holds others for about as long as a summary read.
 */
export const collectionDuesCompactJob = defineJob({
  kind: 'collections.dues-compact',
  payload: z.object({}),
  maxAttempts: 3,
  async run(ctx) {
    const started = performance.now();
    const folded = await compactDueDays(ctx.db);
    return { folded, ms: Math.round(performance.now() - started) };
  },
});

import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobs } from '../db/schema/jobs';
import { defineJob } from './job-definition';

const BATCH = 500;

/**
 * Kinds whose result names a file they wrote for download (`fileKey`): the file goes with the job
 * (the lead report's rows export, decision 136), else every export would stay on disk for ever.
 */
const FILE_RESULT_KINDS = ['report.lead-rows-export'];
const fileKeyOf = (result: unknown) => {
  const key = (result as { fileKey?: unknown } | null)?.fileKey;
  return typeof key === 'string' ? key : null;
};

/** Deletes finished jobs (succeeded, failed, cancelled) older than the given number of days. */
export const jobsHousekeeping = defineJob({
  kind: 'jobs.housekeeping',
  payload: z.object({ olderThanDays: z.number().int().min(1).max(3650) }),
  maxAttempts: 3,
  async run(ctx, job) {
    const cutoff = new Date(ctx.clock().getTime() - job.payload.olderThanDays * 86_400_000);
    let deleted = (job.checkpoint as { deleted?: number } | null)?.deleted ?? 0;
    // Small batches in their own statements, so an embedded database keeps answering requests.
    for (;;) {
      job.signal.throwIfAborted();
      const old = ctx.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.status, ['succeeded', 'failed', 'cancelled']),
            isNotNull(jobs.finishedAt),
            lt(jobs.finishedAt, cutoff),
          ),
        )
        .limit(BATCH);
      const gone = await ctx.db
        .delete(jobs)
        .where(sql`${jobs.id} in (${old})`)
        .returning({ id: jobs.id, kind: jobs.kind, result: jobs.result });
      for (const j of gone) {
        const key = FILE_RESULT_KINDS.includes(j.kind) ? fileKeyOf(j.result) : null;
        if (key) await ctx.storage.remove(key).catch(() => {});
      }
      deleted += gone.length;
      await job.saveCheckpoint({ deleted }, { done: deleted, message: 'Deleting finished jobs' });
      if (gone.length < BATCH) return { deleted };
      await new Promise((resolve) => setImmediate(resolve));
    }
  },
});

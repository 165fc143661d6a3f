import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { defineJob, PermanentJobError } from '../job-definition';
import type { JobKinds } from '../job-queue';

/** Job kinds that exist only in tests and in the test worker process (worker-process.ts). */

export const echoJob = defineJob({
  kind: 'test.echo',
  payload: z.object({ value: z.string(), logFile: z.string().optional() }),
  async run(_ctx, job) {
    // One line per run: a job that ran twice shows up twice.
    if (job.payload.logFile) appendFileSync(job.payload.logFile, `${job.id} ${process.pid}\n`);
    return { value: job.payload.value };
  },
});

export const flakyJob = defineJob({
  kind: 'test.flaky',
  payload: z.object({ failTimes: z.number().int(), secret: z.string().optional() }),
  maxAttempts: 3,
  async run(_ctx, job) {
    if (job.attempt <= job.payload.failTimes) throw new Error(`attempt ${job.attempt} failed on purpose`);
    return { attempt: job.attempt };
  },
});

export const refusingJob = defineJob({
  kind: 'test.refusing',
  payload: z.object({}),
  async run() {
    throw new PermanentJobError('This cannot work, ever.');
  },
});

/** Counts steps with a checkpoint after each, so a resumed run shows where it started from. */
export const stepsJob = defineJob({
  kind: 'test.steps',
  payload: z.object({ steps: z.number().int(), stepMs: z.number().int(), logFile: z.string().optional() }),
  lockSeconds: 2,
  async run(_ctx, job) {
    const from = (job.checkpoint as { next: number } | null)?.next ?? 0;
    for (let i = from; i < job.payload.steps; i++) {
      job.signal.throwIfAborted();
      await sleep(job.payload.stepMs);
      if (job.payload.logFile) appendFileSync(job.payload.logFile, `step ${i} ${process.pid}\n`);
      await job.saveCheckpoint({ next: i + 1 }, { done: i + 1, total: job.payload.steps });
    }
    return { resumedFrom: from, attempt: job.attempt };
  },
});

const testJobs = [echoJob, flakyJob, refusingJob, stepsJob];

/** The app's job kinds with the test kinds beside them, for a test context or the test worker. */
export const withTestJobs = (kinds: JobKinds): JobKinds => ({
  ...kinds,
  definitions: [...kinds.definitions, ...testJobs],
});

import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../context';
import { newWorkerId } from './job-runner';
import { describeError } from './retry-policy';
import { enqueueDueSchedules, syncSchedules } from './schedules';

export interface WorkerOptions {
  concurrency: number;
  /** How long an idle slot waits before looking again; a busy slot claims again at once. */
  pollMs: number;
  /** How often due schedules are looked at. */
  schedulePollMs?: number;
}

export interface Worker {
  /** Stops claiming, aborts running jobs (they save a checkpoint and are released), waits up to timeoutMs. */
  stop(timeoutMs: number): Promise<{ finished: boolean }>;
}

/**
 * The in-process worker `npm start` runs: `concurrency` slots that each claim and run one job at
 * a time, and a loop that enqueues due schedules. With PostgreSQL any number of processes may run
 * one; SKIP LOCKED keeps each job to one of them. On PGlite every query already waits its turn,
 * so slots poll gently and yield to the event loop between jobs.
 */
export function startWorker(ctx: AppContext, options: WorkerOptions): Worker {
  const { jobs, logger, clock, db } = ctx;
  let stopping = false;
  const wakers = new Set<() => void>();
  const schedulerWakers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of wakers) wake();
  };

  const idle = async (ms: number, waitersOf = wakers) => {
    const controller = new AbortController();
    const wake = () => controller.abort();
    waitersOf.add(wake);
    try {
      await sleep(ms, undefined, { signal: controller.signal });
    } catch {
      // woken early
    } finally {
      waitersOf.delete(wake);
    }
  };

  const slot = async (index: number) => {
    const workerId = newWorkerId(`slot${index}`);
    while (!stopping) {
      let claimed = false;
      try {
        claimed = await jobs.runner.runNext(workerId);
      } catch (error) {
        logger.error({ error: describeError(error) }, 'job worker could not claim or record a job');
      }
      if (stopping) break;
      if (claimed) await new Promise((resolve) => setImmediate(resolve));
      else await idle(options.pollMs);
    }
  };

  const scheduler = async () => {
    try {
      await syncSchedules(db, jobs.schedules, clock());
    } catch (error) {
      logger.error({ error: describeError(error) }, 'job schedules could not be written');
    }
    while (!stopping) {
      try {
        if ((await enqueueDueSchedules(db, jobs, clock())) > 0) wakeAll();
      } catch (error) {
        logger.error({ error: describeError(error) }, 'due schedules could not be enqueued');
      }
      await idle(options.schedulePollMs ?? 15_000, schedulerWakers);
    }
  };

  jobs.onEnqueued = () => setImmediate(wakeAll);
  const loops = [scheduler(), ...Array.from({ length: options.concurrency }, (_, i) => slot(i))];
  logger.info(`job worker started (${options.concurrency} at a time)`);

  return {
    async stop(timeoutMs) {
      stopping = true;
      jobs.onEnqueued = null;
      jobs.runner.abortAll('shutdown');
      wakeAll();
      for (const wake of schedulerWakers) wake();
      const all = Promise.all(loops).then(() => true);
      const finished = await Promise.race([all, sleep(timeoutMs, false, { ref: false })]);
      if (!finished)
        logger.warn('job worker: a job did not stop in time; its lock will expire and another worker resumes it');
      return { finished };
    },
  };
}

import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { runInBackground } from '../db/interactive-first';
import type { Clock } from '../lib/clock';
import {
  DEFAULT_LOCK_SECONDS,
  type JobDefinition,
  type JobProgress,
  PermanentJobError,
  type RunningJob,
} from './job-definition';
import { claimJob, failJob, type JobRow, releaseJob, succeedJob, touchJob } from './job-store';
import { backoffSeconds, describeError } from './retry-policy';

export interface RunnerDeps {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  // biome-ignore lint/suspicious/noExplicitAny: definitions of every payload type live in one list
  definitions: JobDefinition<any>[];
  /** The context jobs run with; a function because the context holds the queue that holds this. */
  context: () => AppContext;
}

/** Why a running job's signal was aborted. */
export type StopReason = 'cancelled' | 'shutdown' | 'lost';

let workerCounter = 0;
export const newWorkerId = (label = 'worker') => `${hostname()}:${process.pid}:${label}-${++workerCounter}`;

/**
 * Claims and runs one job at a time for a worker slot. Every write about a running job carries
 * the worker's id, so a worker that lost its job (cancelled, or taken over after its lock expired)
 * changes nothing.
 */
export class JobRunner {
  // biome-ignore lint/suspicious/noExplicitAny: see RunnerDeps.definitions
  private readonly byKind = new Map<string, JobDefinition<any>>();
  private readonly running = new Map<string, AbortController>();

  constructor(private readonly deps: RunnerDeps) {
    for (const def of deps.definitions) {
      if (this.byKind.has(def.kind)) throw new Error(`Job kind ${def.kind} is defined twice.`);
      this.byKind.set(def.kind, def);
    }
  }

  definition(kind: string) {
    return this.byKind.get(kind);
  }

  get definitions() {
    return [...this.byKind.values()];
  }

  /** Stops a job running in this process (cancel, shutdown); other processes notice by heartbeat. */
  abort(id: string, reason: StopReason): void {
    this.running.get(id)?.abort(reason);
  }

  abortAll(reason: StopReason): void {
    for (const controller of this.running.values()) controller.abort(reason);
  }

  get busy(): number {
    return this.running.size;
  }

  /** Claims one due job and runs it to its outcome; false when none was due. */
  async runNext(workerId: string): Promise<boolean> {
    // Jobs are background work: on the embedded database people's requests go first (decision 151).
    return runInBackground(async () => {
      const { db, clock } = this.deps;
      const row = await claimJob(db, [...this.byKind.keys()], workerId, clock());
      if (!row) return false;
      await this.run(row, workerId);
      return true;
    });
  }

  private async run(row: JobRow, workerId: string): Promise<void> {
    const { db, clock, logger } = this.deps;
    const def = this.byKind.get(row.kind)!;
    const log = logger.child({ job: row.id, kind: row.kind, attempt: row.attempts });
    if (row.attempts > row.maxAttempts) {
      // Only a worker that died mid-run gets here: its last attempt was never recorded as failed.
      const error = row.error ?? 'Its worker stopped before it finished, on every attempt.';
      await failJob(db, row.id, workerId, clock(), error, null);
      log.error({ error }, 'job failed: no attempts left');
      return;
    }
    const parsed = def.payload.safeParse(row.payload);
    if (!parsed.success) {
      // Paths only: the values may be secrets.
      const where = parsed.error.issues.map((i) => i.path.join('.') || '(payload)').join(', ');
      await failJob(db, row.id, workerId, clock(), `Its data is not valid for this kind of job (${where}).`, null);
      log.error({ fields: where }, 'job failed: payload no longer valid');
      return;
    }

    const controller = new AbortController();
    this.running.set(row.id, controller);
    const touch = async (update?: { progress?: JobProgress; checkpoint?: unknown }) => {
      if (controller.signal.aborted && controller.signal.reason !== 'shutdown') return;
      const mine = await touchJob(db, row.id, workerId, clock(), update);
      if (!mine) controller.abort('lost' satisfies StopReason);
    };
    const lockMs = (row.lockSeconds || DEFAULT_LOCK_SECONDS) * 1000;
    const heartbeat = setInterval(
      () => {
        touch().catch((error) => log.warn({ error: describeError(error) }, 'job heartbeat failed'));
      },
      Math.max(200, Math.min(lockMs / 3, 10_000)),
    );
    heartbeat.unref();

    const job: RunningJob<unknown> = {
      id: row.id,
      payload: parsed.data,
      attempt: row.attempts,
      checkpoint: row.checkpoint ?? null,
      signal: controller.signal,
      progress: (p) => touch({ progress: p }),
      saveCheckpoint: (data, p) => touch(p ? { checkpoint: data, progress: p } : { checkpoint: data }),
    };
    log.info('job started');
    try {
      const result = await def.run(this.deps.context(), job);
      await succeedJob(db, row.id, workerId, clock(), result === undefined ? null : result);
      log.info('job succeeded');
    } catch (error) {
      const reason = controller.signal.aborted ? (controller.signal.reason as StopReason) : null;
      if (reason === 'shutdown') {
        await releaseJob(db, row.id, workerId, clock());
        log.info('job released for shutdown; it resumes from its checkpoint');
      } else if (reason === 'cancelled' || reason === 'lost') {
        log.info(`job stopped: ${reason}`);
      } else {
        const message = describeError(error);
        const final = error instanceof PermanentJobError || row.attempts >= row.maxAttempts;
        const retryAt = final ? null : new Date(clock().getTime() + backoffSeconds(row.attempts) * 1000);
        await failJob(db, row.id, workerId, clock(), message, retryAt);
        if (final) log.error({ error: message }, 'job failed');
        else log.warn({ error: message, retryAt }, 'job attempt failed; it will be retried');
      }
    } finally {
      clearInterval(heartbeat);
      this.running.delete(row.id);
    }
  }
}

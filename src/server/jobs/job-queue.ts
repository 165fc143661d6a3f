import type { JobListQuery, JobView } from '../../domain/schemas/job';
import type { DbOrTx } from '../db/database';
import { DEFAULT_LOCK_SECONDS, DEFAULT_MAX_ATTEMPTS, type JobDefinition } from './job-definition';
import { JobRunner, newWorkerId, type RunnerDeps } from './job-runner';
import { cancelJob, findJobView, insertJob, insertJobs, listJobViews, retryJob } from './job-store';
import { enqueueDueSchedules, type JobSchedule, syncSchedules } from './schedules';

export interface EnqueueOptions {
  /** The same (kind, key) twice gives the first job back with created: false. */
  idempotencyKey?: string;
  runAt?: Date;
  createdBy?: string | null;
}

/** What cancel and retry found: the job as it now stands, and whether the call changed it. */
export interface JobChange {
  job: JobView;
  changed: boolean;
}

/** ctx.jobs: the durable queue every module uses (docs/ARCHITECTURE.md, "Jobs"). */
export interface JobQueue {
  /** Pass the caller's transaction so the job exists only if the change commits. */
  enqueue<P>(
    db: DbOrTx,
    def: JobDefinition<P>,
    payload: P,
    opts?: EnqueueOptions,
  ): Promise<{ id: string; created: boolean }>;
  /**
   * Many jobs of one kind in one statement (a batch's emails): each with its own payload and key;
   * a key already queued is skipped. Returns how many were new.
   */
  enqueueMany<P>(
    db: DbOrTx,
    def: JobDefinition<P>,
    items: { payload: P; idempotencyKey: string; createdBy?: string | null }[],
    opts?: Omit<EnqueueOptions, 'idempotencyKey'>,
  ): Promise<number>;
  get(id: string): Promise<JobView | null>;
  /** Queued or running → cancelled (a running job's signal is aborted); null when no such job. */
  cancel(id: string): Promise<JobChange | null>;
  /** Failed → queued again with fresh attempts; null when no such job. */
  retry(id: string): Promise<JobChange | null>;
  list(query: JobListQuery): Promise<{ jobs: JobView[]; total: number }>;
  /** Tests: enqueue due schedules and run due jobs, one after another, until none is left. */
  drain(opts?: { timeoutMs?: number }): Promise<void>;
  /** The runner the in-process worker uses (worker.ts). */
  readonly runner: JobRunner;
  // biome-ignore lint/suspicious/noExplicitAny: schedules of every payload type
  readonly schedules: JobSchedule<any>[];
  /** Called after each enqueue, so an idle in-process worker looks at once rather than at its next poll. */
  onEnqueued: (() => void) | null;
}

/**
 * The kinds a process knows and its repeating jobs. The composition root hands them to
 * createContext (src/server/job-registry.ts lists the app's), so platform code names no module.
 */
export interface JobKinds {
  // biome-ignore lint/suspicious/noExplicitAny: definitions of every payload type
  definitions: JobDefinition<any>[];
  // biome-ignore lint/suspicious/noExplicitAny: schedules of every payload type
  schedules: JobSchedule<any>[];
}

export interface QueueDeps extends RunnerDeps {
  // biome-ignore lint/suspicious/noExplicitAny: see JobQueue.schedules
  schedules?: JobSchedule<any>[];
}

export function createJobQueue(deps: QueueDeps): JobQueue {
  const { db, clock } = deps;
  const runner = new JobRunner(deps);
  const schedules = deps.schedules ?? [];
  let schedulesSynced = false;

  const queue: JobQueue = {
    runner,
    schedules,
    onEnqueued: null,

    async enqueue(tx, def, payload, opts = {}) {
      const known = runner.definition(def.kind);
      if (known !== def) throw new Error(`Job kind ${def.kind} is not listed in src/server/job-registry.ts.`);
      const now = clock();
      const created = await insertJob(tx, {
        kind: def.kind,
        payload: def.payload.parse(payload),
        maxAttempts: def.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        lockSeconds: def.lockSeconds ?? DEFAULT_LOCK_SECONDS,
        runAt: opts.runAt ?? now,
        idempotencyKey: opts.idempotencyKey ?? null,
        createdBy: opts.createdBy ?? null,
        createdAt: now,
      });
      if (created.created) queue.onEnqueued?.();
      return created;
    },

    async enqueueMany(tx, def, items, opts = {}) {
      const known = runner.definition(def.kind);
      if (known !== def) throw new Error(`Job kind ${def.kind} is not listed in src/server/job-registry.ts.`);
      if (items.length === 0) return 0;
      const now = clock();
      const created = await insertJobs(
        tx,
        {
          kind: def.kind,
          maxAttempts: def.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          lockSeconds: def.lockSeconds ?? DEFAULT_LOCK_SECONDS,
          runAt: opts.runAt ?? now,
          createdBy: opts.createdBy ?? null,
          createdAt: now,
        },
        items.map((i) => ({ ...i, payload: def.payload.parse(i.payload) })),
      );
      if (created > 0) queue.onEnqueued?.();
      return created;
    },

    get: (id) => findJobView(db, id),

    async cancel(id) {
      const found = await cancelJob(db, id, clock());
      if (!found) return null;
      const { changed } = found;
      if (changed) runner.abort(id, 'cancelled');
      const job = await findJobView(db, id);
      return job && { job, changed };
    },

    async retry(id) {
      const found = await retryJob(db, id, clock());
      if (!found) return null;
      if (found.changed) queue.onEnqueued?.();
      const job = await findJobView(db, id);
      return job && { job, changed: found.changed };
    },

    list: (query) => listJobViews(db, query),

    async drain(opts = {}) {
      const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
      const workerId = newWorkerId('drain');
      if (!schedulesSynced) {
        await syncSchedules(db, schedules, clock());
        schedulesSynced = true;
      }
      await enqueueDueSchedules(db, queue, clock());
      while (await runner.runNext(workerId)) {
        if (Date.now() > deadline) throw new Error('jobs.drain: jobs were still due when the time ran out.');
      }
    },
  };
  return queue;
}

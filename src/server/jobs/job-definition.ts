import type { z } from 'zod';
import type { AppContext } from '../context';

export interface JobProgress {
  done: number;
  total?: number;
  message?: string;
}

/** One kind of background work. List it once in src/server/job-registry.ts. */
export interface JobDefinition<P> {
  /** e.g. 'email.send'; stored in the row, so renaming a kind strands its queued jobs. */
  kind: string;
  /** Checked on enqueue and again on claim (a row may predate a schema change). */
  payload: z.ZodType<P>;
  /** Default 5; retries wait with exponential backoff (retry-policy.ts). */
  maxAttempts?: number;
  /** Default 60; a dead worker's job is taken again after this. The heartbeat renews it. */
  lockSeconds?: number;
  /**
   * The work. Its return value is stored as the result (JSON). A job that stops early because
   * `signal` was aborted should throw (`job.signal.throwIfAborted()`), so the runner releases it
   * to be resumed from its checkpoint instead of recording a success.
   */
  run(ctx: AppContext, job: RunningJob<P>): Promise<unknown>;
}

export interface RunningJob<P> {
  id: string;
  payload: P;
  /** 1 on the first run. */
  attempt: number;
  /** What the last saveCheckpoint stored; resume from it. */
  checkpoint: unknown | null;
  /** Aborted on cancel or shutdown: stop at the next checkpoint. */
  signal: AbortSignal;
  progress(p: JobProgress): Promise<void>;
  saveCheckpoint(data: unknown, p?: JobProgress): Promise<void>;
}

export function defineJob<P>(def: JobDefinition<P>): JobDefinition<P> {
  return def;
}

/** Thrown by run(): fail now, without retrying (bad data, a refusal that will not change). */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_LOCK_SECONDS = 60;

import type { RunningJob } from './job-definition';

/**
 * A job row's body run here and now, as the worker would, with the checkpoint kept in memory: the
 * demo data and the benches run a job's body in-process without a worker.
 */
export function inProcessJob<P>(id: string, payload: P): RunningJob<P> {
  const job: RunningJob<P> = {
    id,
    payload,
    attempt: 1,
    checkpoint: null,
    signal: new AbortController().signal,
    progress: async () => {},
    saveCheckpoint: async (data) => {
      job.checkpoint = data;
    },
  };
  return job;
}

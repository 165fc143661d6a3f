import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { z } from 'zod';
import { isJobFinished, type JobView, jobViewSchema } from '../../domain/schemas/job';
import { api } from './api-client';
import { estimatePace, type ProgressSample } from './job-rate';

const jobResponse = z.object({ job: jobViewSchema });

export const jobKeys = {
  all: ['jobs'] as const,
  one: (id: string) => [...jobKeys.all, 'one', id] as const,
};

/** How often a running job is looked at. */
export const JOB_POLL_MS = 1000;

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobKeys.one(id),
    queryFn: ({ signal }) => api.get(`/api/jobs/${id}`, jobResponse, signal).then((r) => r.job),
    refetchInterval: (query) => (query.state.data && isJobFinished(query.state.data.status) ? false : JOB_POLL_MS),
  });

export interface JobState {
  job: JobView | undefined;
  /** Items per second while it runs, from what this screen has seen. */
  perSecond: number | null;
  secondsLeft: number | null;
  isError: boolean;
  error: unknown;
}

/**
 * Follows one background job: polls GET /api/jobs/:id every second while it is queued or running
 * and stops when it has finished. Pass null before there is a job to follow.
 */
export function useJob(id: string | null): JobState {
  const query = useQuery({ ...jobQueryOptions(id ?? ''), enabled: id !== null });
  const samples = useRef<{ id: string | null; list: ProgressSample[] }>({ id, list: [] });
  if (samples.current.id !== id) samples.current = { id, list: [] };
  const job = query.data;
  if (job?.status === 'running') {
    const list = samples.current.list;
    const last = list[list.length - 1];
    if (!last || last.done !== job.progress.done) list.push({ at: query.dataUpdatedAt, done: job.progress.done });
  }
  const pace = estimatePace(samples.current.list, job?.progress.total ?? null);
  return { job, ...pace, isError: query.isError, error: query.error };
}

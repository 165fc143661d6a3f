import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type JobListQuery, jobListSchema, jobViewSchema } from '../../../../domain/schemas/job';
import { api } from '../../../lib/api-client';
import { jobKeys } from '../../../lib/use-job';

const jobResponse = z.object({ job: jobViewSchema });

/** How often the list looks again while a job on it may still change. */
const LIST_POLL_MS = 3000;

export function useJobList(query: JobListQuery) {
  const search = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.status) search.set('status', query.status);
  if (query.kind) search.set('kind', query.kind);
  return useQuery({
    queryKey: [...jobKeys.all, 'list', query] as const,
    queryFn: ({ signal }) => api.get(`/api/jobs?${search}`, jobListSchema, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.jobs.some((j) => j.status === 'queued' || j.status === 'running') ? LIST_POLL_MS : false,
  });
}

function useJobAction(action: 'retry' | 'cancel') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/jobs/${id}/${action}`, {}, jobResponse).then((r) => r.job),
    onSettled: () => client.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

export const useRetryJob = () => useJobAction('retry');
export const useCancelJob = () => useJobAction('cancel');

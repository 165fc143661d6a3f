import { useQuery } from '@tanstack/react-query';
import { followUpCountsSchema } from '../../../../domain/schemas/follow-up';
import { api } from '../../../lib/api-client';
import { followUpKeys } from './follow-up-keys';

export const COUNTS_POLL_MS = 60_000;

/** The sidebar badges: polled every minute, and refreshed by every write above. */
export function useFollowUpCounts(enabled = true) {
  return useQuery({
    queryKey: followUpKeys.counts(),
    queryFn: ({ signal }) => api.get('/api/lead/getFollowupCounts', followUpCountsSchema, signal),
    refetchInterval: COUNTS_POLL_MS,
    enabled,
    // A failed poll must not toast every minute: the badges simply stay as they were.
    retry: false,
    meta: { silent: true },
  });
}

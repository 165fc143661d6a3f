import { useInfiniteQuery } from '@tanstack/react-query';
import { type ActivityKind, activityListSchema } from '../../../../domain/schemas/activity';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

const PAGE_SIZE = 50;

/** The lead's timeline, newest first, a page at a time; `kind` null = every kind. */
export function useLeadActivities(id: string, kind: ActivityKind | null) {
  return useInfiniteQuery({
    queryKey: leadKeys.activities(id, kind),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ page: String(pageParam), pageSize: String(PAGE_SIZE) });
      if (kind) query.set('kind', kind);
      return api.get(`/api/lead/getActivitiesByLeadId/${id}?${query}`, activityListSchema, signal);
    },
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

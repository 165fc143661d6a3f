import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchAnswerSchema } from '../../../../domain/schemas/search';
import { api } from '../../../lib/api-client';

/** The header search's answer for a term; nothing is asked for an empty term. */
export function useSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) => api.get(`/api/search?q=${encodeURIComponent(q)}`, searchAnswerSchema, signal),
    enabled: q.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
    // The box says it failed, with a Retry beside it; a toast as well would say it twice.
    meta: { silent: true },
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ProjectAliasInput,
  projectAliasResultSchema,
  unmatchedProjectsSchema,
} from '../../../../domain/schemas/lead-projects';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

/** The project texts of leads that name no project (decision 184). */
export function useUnmatchedProjects(search: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: leadKeys.unmatchedProjects(search, page, pageSize),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (search.trim()) params.set('search', search.trim());
      return api.get(`/api/projects/unmatched?${params}`, unmatchedProjectsSchema, signal);
    },
    placeholderData: keepPreviousData,
  });
}

/** Maps a text to a project; every lead list and count changes with it. */
export function useMapProjectText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectAliasInput) => api.post('/api/projects/aliases', input, projectAliasResultSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

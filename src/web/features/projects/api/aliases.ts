import { useQuery } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import {
  type ProjectAliasInput,
  projectAliasListSchema,
  projectAliasResultSchema,
} from '../../../../domain/schemas/lead-projects';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';
import { useInvalidating } from './projects';

/** The other texts that name a project (decision 184). */
export function useProjectAliases(projectId: string) {
  return useQuery({
    queryKey: projectKeys.aliases(projectId),
    queryFn: ({ signal }) => api.get(`/api/projects/${projectId}/aliases`, projectAliasListSchema, signal),
  });
}

/** Adds an alias; the leads with its text and no project are matched by the server at once. */
export const useAddProjectAlias = () =>
  useInvalidating((input: ProjectAliasInput) => api.post('/api/projects/aliases', input, projectAliasResultSchema));

export const useRemoveProjectAlias = () =>
  useInvalidating(
    (id: string) => api.delete(`/api/projects/aliases/${id}`, messageSchema),
    'Could not remove the other name',
  );

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageSchema } from '../../../../domain/schemas/common';
import {
  type ProjectInput,
  projectListSchema,
  projectOptionsSchema,
  projectSchema,
  type TowerInput,
} from '../../../../domain/schemas/project';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

export interface ProjectFilters {
  q: string;
  status: string | null;
  page: number;
}

export function useProjects(filters: ProjectFilters) {
  return useQuery({
    queryKey: projectKeys.list(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page) });
      if (filters.q.trim()) params.set('q', filters.q.trim());
      if (filters.status) params.set('status', filters.status);
      return api.get(`/api/projects?${params}`, projectListSchema, signal);
    },
    placeholderData: keepPreviousData,
  });
}

/** Every project's id and name, for pickers. */
export function useProjectOptions() {
  return useQuery({
    queryKey: projectKeys.options(),
    queryFn: ({ signal }) => api.get('/api/projects/options', projectOptionsSchema, signal).then((r) => r.projects),
  });
}

export function useProject(id: string) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/projects/${id}`, projectSchema, signal),
  });
}

/**
 * A change to a project's inventory: everything of the feature is read again after it. A toast
 * title only for actions without a form (deletes); a form shows its own failure.
 */
function useInvalidating<V, R>(fn: (variables: V) => Promise<R>, errorTitle?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    ...(errorTitle ? { meta: { errorTitle } } : {}),
  });
}

export { useInvalidating };

export const useCreateProject = () =>
  useInvalidating((input: ProjectInput) => api.post('/api/projects', input, projectSchema));

export const useUpdateProject = () =>
  useInvalidating(({ id, input }: { id: string; input: ProjectInput }) =>
    api.put(`/api/projects/${id}`, input, projectSchema),
  );

export const useDeleteProject = () =>
  useInvalidating((id: string) => api.delete(`/api/projects/${id}`, messageSchema), 'Could not delete the project');

const towerSchema = z.object({ _id: z.string(), name: z.string(), floorFrom: z.number(), floorTo: z.number() });

export const useCreateTower = (projectId: string) =>
  useInvalidating((input: TowerInput) => api.post(`/api/projects/${projectId}/towers`, input, towerSchema));

export const useUpdateTower = () =>
  useInvalidating(({ id, input }: { id: string; input: TowerInput }) =>
    api.put(`/api/towers/${id}`, input, towerSchema),
  );

export const useDeleteTower = () =>
  useInvalidating((id: string) => api.delete(`/api/towers/${id}`, messageSchema), 'Could not delete the tower');

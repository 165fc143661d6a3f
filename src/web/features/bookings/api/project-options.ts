import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { searchString } from '../../../../domain/paths';
import { type Unit, unitListSchema } from '../../../../domain/schemas/unit';
import { api } from '../../../lib/api-client';

/**
 * What the booking screens read of the inventory through the projects API: the projects to pick
 * from, and a project's available units (50 at a time, searched by number).
 */
const optionsSchema = z.object({ projects: z.array(z.object({ _id: z.string(), name: z.string() })) });

export type PickableUnit = Unit;

export function useProjectOptions() {
  return useQuery({
    queryKey: ['projects', 'options'] as const,
    queryFn: ({ signal }) => api.get('/api/projects/options', optionsSchema, signal).then((r) => r.projects),
    staleTime: 60_000,
  });
}

export function useAvailableUnits(projectId: string | null, q: string) {
  return useQuery({
    queryKey: ['projects', projectId, 'units', 'available', q] as const,
    queryFn: ({ signal }) =>
      api.get(
        `/api/projects/${projectId}/units${searchString({ status: 'available', q: q.trim() || undefined })}`,
        unitListSchema,
        signal,
      ),
    enabled: Boolean(projectId),
    placeholderData: keepPreviousData,
  });
}

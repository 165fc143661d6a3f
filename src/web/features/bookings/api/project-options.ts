import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { UNIT_STATUSES } from '../../../../domain/inventory/statuses';
import { api } from '../../../lib/api-client';

/**
 * What the booking screens read of the inventory through its API (the projects and availability
 * modules own these routes): the projects to pick from, and a project's units with their status.
 */
const optionsSchema = z.object({ projects: z.array(z.object({ _id: z.string(), name: z.string() })) });

const unitSchema = z.looseObject({
  _id: z.string(),
  number: z.string(),
  type: z.string(),
  status: z.enum(UNIT_STATUSES),
  allInPrice: z.number().nullable().optional(),
  heldUntil: z.string().optional(),
});
const availabilitySchema = z.looseObject({
  towers: z.array(
    z.looseObject({
      _id: z.string(),
      name: z.string(),
      floors: z.array(z.looseObject({ floor: z.number(), units: z.array(unitSchema) })),
    }),
  ),
});
export type PickableUnit = z.infer<typeof unitSchema> & { tower: string; floor: number };

export function useProjectOptions() {
  return useQuery({
    queryKey: ['projects', 'options'] as const,
    queryFn: ({ signal }) => api.get('/api/projects/options', optionsSchema, signal).then((r) => r.projects),
    staleTime: 60_000,
  });
}

/** Every unit of a project, tower by tower and floor by floor, as the availability grid has them. */
export function useProjectUnits(projectId: string | null) {
  return useQuery({
    queryKey: ['projects', 'availability', projectId, 'units'] as const,
    queryFn: ({ signal }) =>
      api
        .get(`/api/projects/${projectId}/availability`, availabilitySchema, signal)
        .then((r) =>
          r.towers.flatMap((tower) =>
            tower.floors.flatMap((floor) =>
              floor.units.map((unit): PickableUnit => ({ ...unit, tower: tower.name, floor: floor.floor })),
            ),
          ),
        ),
    enabled: Boolean(projectId),
  });
}

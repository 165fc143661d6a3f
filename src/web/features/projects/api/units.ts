import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { messageSchema } from '../../../../domain/schemas/common';
import { type BulkUnitsInput, type UnitInput, unitListSchema, unitSchema } from '../../../../domain/schemas/unit';
import { unitImportResultSchema } from '../../../../domain/schemas/unit-import';
import { api } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { projectKeys } from './keys';
import { useInvalidating } from './projects';

export interface UnitFilters {
  towerId: string | null;
  status: string | null;
  q: string;
  page: number;
}

export function useUnits(projectId: string, filters: UnitFilters) {
  return useQuery({
    queryKey: projectKeys.units(projectId, filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page) });
      if (filters.towerId) params.set('towerId', filters.towerId);
      if (filters.status) params.set('status', filters.status);
      if (filters.q.trim()) params.set('q', filters.q.trim());
      return api.get(`/api/projects/${projectId}/units?${params}`, unitListSchema, signal);
    },
    placeholderData: keepPreviousData,
  });
}

export const useCreateUnit = (projectId: string) =>
  useInvalidating((input: UnitInput) => api.post(`/api/projects/${projectId}/units`, input, unitSchema));

export const useUpdateUnit = () =>
  useInvalidating(({ id, input }: { id: string; input: UnitInput }) => api.put(`/api/units/${id}`, input, unitSchema));

export const useDeleteUnit = () =>
  useInvalidating((id: string) => api.delete(`/api/units/${id}`, messageSchema), 'Could not delete the unit');

export const useBlockUnit = () =>
  useInvalidating(({ id, reason }: { id: string; reason: string }) =>
    api.post(`/api/units/${id}/block`, { reason }, unitSchema),
  );

export const useUnblockUnit = () =>
  useInvalidating((id: string) => api.post(`/api/units/${id}/unblock`, {}, unitSchema), 'Could not unblock the unit');

const bulkResultSchema = z.object({
  tower: z.object({ _id: z.string(), name: z.string(), floorFrom: z.number(), floorTo: z.number() }),
  created: z.number(),
});

export const useBulkUnits = (projectId: string) =>
  useInvalidating((input: BulkUnitsInput) =>
    api.post(`/api/projects/${projectId}/units/bulk`, input, bulkResultSchema),
  );

/** The preview (nothing created) or the import of a units file. */
export function sendUnitsFile(projectId: string, file: File, apply: boolean) {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress(`/api/projects/${projectId}/units/import${apply ? '' : '/preview'}`, form, {
    schema: unitImportResultSchema,
  });
}

export const useImportUnits = (projectId: string) =>
  useInvalidating((file: File) => sendUnitsFile(projectId, file, true));

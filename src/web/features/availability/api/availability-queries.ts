import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryString } from '../../../../domain/query-string';
import {
  type AvailabilityQuery,
  availabilitySchema,
  type CostSheetQuery,
  type HoldHours,
  holdHoursSchema,
  holdResultSchema,
  unitCostSheetSchema,
} from '../../../../domain/schemas/availability';
import { messageSchema } from '../../../../domain/schemas/common';
import { leadListSchema } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';

/**
 * The grid, a unit's card and holds. Every hold write refreshes the whole feature (the grid, the
 * card and the price sheet) so a unit never shows two statuses, and the lead's timeline.
 */
export const availabilityKeys = {
  all: ['availability'] as const,
  grid: (projectId: string, query: AvailabilityQuery) => [...availabilityKeys.all, 'grid', projectId, query] as const,
  unit: (unitId: string, query: CostSheetQuery) => [...availabilityKeys.all, 'unit', unitId, query] as const,
  holdHours: () => [...availabilityKeys.all, 'hold-hours'] as const,
  leads: (search: string) => ['leads', 'pick', search] as const,
};

export function useAvailability(projectId: string, query: AvailabilityQuery) {
  return useQuery({
    queryKey: availabilityKeys.grid(projectId, query),
    queryFn: ({ signal }) =>
      api.get(`/api/projects/${projectId}/availability?${queryString(query)}`, availabilitySchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUnitCostSheet(unitId: string | null, query: CostSheetQuery) {
  return useQuery({
    queryKey: availabilityKeys.unit(unitId ?? '', query),
    queryFn: ({ signal }) =>
      api.get(`/api/units/${unitId}/cost-sheet?${queryString(query)}`, unitCostSheetSchema, signal),
    enabled: unitId !== null,
    placeholderData: keepPreviousData,
  });
}

/** The leads the viewer works, searched by name or mobile (the lead list's own search). */
export function useLeadSearch(search: string) {
  return useQuery({
    queryKey: availabilityKeys.leads(search),
    queryFn: ({ signal }) =>
      api.get(`/api/lead/getLeads?${queryString({ search, pageSize: 10 })}`, leadListSchema, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['leads'] }),
    ]);
}

export function useHoldUnit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ unitId, leadId }: { unitId: string; leadId: string }) =>
      api.post(`/api/units/${unitId}/hold`, { leadId }, holdResultSchema),
    onSettled: refresh,
  });
}

export function useReleaseHold() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (unitId: string) => api.delete(`/api/units/${unitId}/hold`, messageSchema),
    onSettled: refresh,
  });
}

export function useExtendHold() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (unitId: string) => api.post(`/api/units/${unitId}/hold/extend`, {}, holdResultSchema),
    onSettled: refresh,
  });
}

export function useHoldHours() {
  return useQuery({
    queryKey: availabilityKeys.holdHours(),
    queryFn: ({ signal }) => api.get('/api/settings/hold-hours', holdHoursSchema, signal),
  });
}

export function useSetHoldHours() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: HoldHours) => api.put('/api/settings/hold-hours', body, holdHoursSchema),
    onSuccess: refresh,
  });
}

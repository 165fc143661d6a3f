import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EntityType, entityListSchema } from '../../../../domain/schemas/entity';
import { api } from '../../../lib/api-client';
import { entityKeys } from './keys';

export interface EntityFilters {
  type?: EntityType;
  search: string;
  page: number;
  pageSize: number;
}

export function getEntities(filters: EntityFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  if (filters.type) params.set('type', filters.type);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  return api.get(`/api/entities?${params}`, entityListSchema, signal);
}

export function useEntities(filters: EntityFilters) {
  return useQuery({
    queryKey: entityKeys.list(filters),
    queryFn: ({ signal }) => getEntities(filters, signal),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { entityListSchema } from '../../../../domain/schemas/entity';
import { api } from '../../../lib/api-client';
import { letterKeys } from './keys';

/** Flat buyers matching a name, mobile, project or flat number (GET /api/entities?type=customer). */
export function searchCustomers(search: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ type: 'customer', pageSize: '20' });
  if (search.trim()) query.set('search', search.trim());
  return api.get(`/api/entities?${query}`, entityListSchema, signal);
}

export function useCustomerSearch(search: string, enabled = true) {
  return useQuery({
    queryKey: letterKeys.customerSearch(search.trim()),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => searchCustomers(search, signal),
  });
}

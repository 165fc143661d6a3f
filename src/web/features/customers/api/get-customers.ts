import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerListSchema } from '../../../../domain/schemas/customer-property';
import { api } from '../../../lib/api-client';
import { customerKeys } from './keys';

export interface CustomerFilters {
  type: string | null;
  subType: string | null;
  search: string;
  page: number;
}

export const CUSTOMERS_PAGE_SIZE = 20;

export function getCustomers(filters: CustomerFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(CUSTOMERS_PAGE_SIZE) });
  if (filters.type) params.set('type', filters.type);
  if (filters.subType) params.set('subType', filters.subType);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  return api.get(`/api/customer-property?${params}`, customerListSchema, signal);
}

export function useCustomers(filters: CustomerFilters) {
  return useQuery({
    queryKey: customerKeys.list(filters),
    queryFn: ({ signal }) => getCustomers(filters, signal),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { purchaseListSchema } from '../../../../domain/schemas/purchase';
import { api } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

export interface PurchaseFilters {
  supplierId: string | null;
  from: string;
  to: string;
  status: 'all' | 'due' | 'paid';
  search: string;
  page: number;
}

export function getPurchases(filters: PurchaseFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: '20', status: filters.status });
  if (filters.supplierId) params.set('supplierId', filters.supplierId);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  return api.get(`/api/purchases/list?${params}`, purchaseListSchema, signal);
}

export function usePurchases(filters: PurchaseFilters) {
  return useQuery({
    queryKey: purchaseKeys.purchases(filters),
    queryFn: ({ signal }) => getPurchases(filters, signal),
    placeholderData: keepPreviousData,
  });
}

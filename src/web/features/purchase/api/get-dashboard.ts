import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supplierDashboardSchema } from '../../../../domain/schemas/purchase';
import { api } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

export function getDashboard(range: { from: string; to: string }, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return api.get(`/api/purchases/dashboard?${params}`, supplierDashboardSchema, signal);
}

export function useDashboard(range: { from: string; to: string }) {
  return useQuery({
    queryKey: purchaseKeys.dashboard(range),
    queryFn: ({ signal }) => getDashboard(range, signal),
    placeholderData: keepPreviousData,
  });
}

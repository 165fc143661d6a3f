import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoicePageSchema } from '../../../../domain/schemas/invoice';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './keys';

export function getInvoicePage(query: { search: string; page: number }, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: '10' });
  if (query.search) params.set('search', query.search);
  return api.get(`/api/invoiceQuotation/list?${params}`, invoicePageSchema, signal);
}

export function useInvoicePage(query: { search: string; page: number }) {
  return useQuery({
    queryKey: invoiceKeys.page(query),
    queryFn: ({ signal }) => getInvoicePage(query, signal),
    placeholderData: keepPreviousData,
  });
}

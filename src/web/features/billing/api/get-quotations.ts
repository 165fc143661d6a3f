import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type QuotationListQuery, quotationPageSchema } from '../../../../domain/schemas/quotation';
import { api } from '../../../lib/api-client';
import { quotationKeys } from './keys';

export function getQuotationPage(query: QuotationListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api.get(`/api/quotations/featch?${params}`, quotationPageSchema, signal);
}

/** One page of the filtered list; the previous page stays on screen while the next loads. */
export function useQuotationPage(query: QuotationListQuery) {
  return useQuery({
    queryKey: quotationKeys.page(query),
    queryFn: ({ signal }) => getQuotationPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

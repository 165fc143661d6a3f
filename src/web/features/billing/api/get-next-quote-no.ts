import { useQuery } from '@tanstack/react-query';
import { nextQuoteNoSchema } from '../../../../domain/schemas/quotation';
import { api } from '../../../lib/api-client';
import { quotationKeys } from './keys';

/** The current financial year and the next free number (26-27/001). */
export function useNextQuoteNo(enabled: boolean) {
  return useQuery({
    queryKey: quotationKeys.nextNumber(),
    queryFn: ({ signal }) => api.get('/api/quotations/next-number', nextQuoteNoSchema, signal).then((r) => r.quoteNo),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

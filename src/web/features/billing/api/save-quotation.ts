import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type QuotationInput, quotationSchema } from '../../../../domain/schemas/quotation';
import { api } from '../../../lib/api-client';
import { draftKeys, quotationKeys } from './keys';

const responseSchema = z.object({ data: quotationSchema });

export function createQuotation(input: QuotationInput) {
  return api.post('/api/quotations/create', input, responseSchema).then((r) => r.data);
}

export function updateQuotation(id: string, input: QuotationInput) {
  return api.put(`/api/quotations/update/${id}`, input, responseSchema).then((r) => r.data);
}

/** Creates (no id) or updates a quotation; the server recomputes the totals. */
export function useSaveQuotation(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuotationInput) => (id ? updateQuotation(id, input) : createQuotation(input)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: quotationKeys.all });
      void queryClient.invalidateQueries({ queryKey: draftKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type InvoiceCreateInput, invoiceSchema } from '../../../../domain/schemas/invoice';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './keys';

const invoiceResponseSchema = z.object({ data: invoiceSchema });

export function createInvoice(input: InvoiceCreateInput) {
  return api.post('/api/invoiceQuotation/create', input, invoiceResponseSchema).then((r) => r.data);
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

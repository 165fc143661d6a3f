import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invoiceSchema } from '../../../../domain/schemas/invoice';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './keys';

const invoiceResponseSchema = z.object({ data: invoiceSchema });

export function cancelInvoice(id: string, reason: string) {
  return api.post(`/api/invoiceQuotation/${id}/cancel`, { reason }, invoiceResponseSchema).then((r) => r.data);
}

export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelInvoice(id, reason),
    meta: { errorTitle: 'Could not cancel the invoice' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

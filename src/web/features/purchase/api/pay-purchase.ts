import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchasePaymentInput } from '../../../../domain/schemas/purchase';
import { api } from '../../../lib/api-client';
import { onePurchaseSchema } from './get-purchase';
import { purchaseKeys } from './keys';

export function payPurchase(id: string, input: PurchasePaymentInput) {
  return api.post(`/api/purchases/${id}/pay`, input, onePurchaseSchema).then((r) => r.purchase);
}

/** No error title: the pay modal shows the failure in its alert and fields. */
export function usePayPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PurchasePaymentInput }) => payPurchase(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onePurchaseSchema } from './get-purchase';
import { purchaseKeys } from './keys';

export function deletePurchasePayment(id: string, paymentId: string) {
  return api.delete(`/api/purchases/${id}/payments/${paymentId}`, onePurchaseSchema).then((r) => r.purchase);
}

export function useDeletePurchasePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentId }: { id: string; paymentId: string }) => deletePurchasePayment(id, paymentId),
    meta: { errorTitle: 'Could not delete the payment' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

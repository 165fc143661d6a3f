import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

/** 409 while the purchase has payments. */
export function deletePurchase(id: string) {
  return api.delete(`/api/purchases/delete/${id}`, messageSchema);
}

export function useDeletePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePurchase,
    meta: { errorTitle: 'Could not delete the purchase' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

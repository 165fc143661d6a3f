import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseInput } from '../../../../domain/schemas/purchase';
import { api } from '../../../lib/api-client';
import { onePurchaseSchema } from './get-purchase';
import { purchaseKeys } from './keys';

export function savePurchase(id: string | null, input: PurchaseInput) {
  const request = id
    ? api.put(`/api/purchases/update/${id}`, input, onePurchaseSchema)
    : api.post('/api/purchases/add', input, onePurchaseSchema);
  return request.then((r) => r.purchase);
}

export function useSavePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PurchaseInput }) => savePurchase(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

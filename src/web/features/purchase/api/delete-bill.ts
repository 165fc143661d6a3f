import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onePurchaseSchema } from './get-purchase';
import { purchaseKeys } from './keys';

export function deleteBill(id: string, fileId: string) {
  return api.delete(`/api/purchases/${id}/attachments/${fileId}`, onePurchaseSchema).then((r) => r.purchase);
}

export function useDeleteBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fileId }: { id: string; fileId: string }) => deleteBill(id, fileId),
    meta: { errorTitle: 'Could not delete the attachment' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

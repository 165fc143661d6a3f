import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onePurchaseSchema } from './get-purchase';

export function deleteBill(id: string, fileId: string) {
  return api.delete(`/api/purchases/${id}/attachments/${fileId}`, onePurchaseSchema).then((r) => r.purchase);
}

export function useDeleteBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fileId }: { id: string; fileId: string }) => deleteBill(id, fileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['purchase'] }),
  });
}

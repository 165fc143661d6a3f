import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onePurchaseSchema } from './get-purchase';
import { purchaseKeys } from './keys';

/** Attaches scans or photos of the supplier's bill (PDF or image). */
export function uploadBill(id: string, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('bill', file);
  return api.post(`/api/purchases/${id}/attachments`, form, onePurchaseSchema).then((r) => r.purchase);
}

export function useUploadBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, files }: { id: string; files: File[] }) => uploadBill(id, files),
    meta: { errorTitle: 'Could not attach the bill' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

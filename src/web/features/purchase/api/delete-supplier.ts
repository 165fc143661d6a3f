import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

/** 409 while the supplier has purchases. */
export function deleteSupplier(id: string) {
  return api.delete(`/api/suppliers/delete/${id}`, messageSchema);
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    meta: { errorTitle: 'Could not delete the supplier' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

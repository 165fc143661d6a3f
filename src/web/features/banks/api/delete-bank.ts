import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/shared-queries';

/** Deletes a bank; the server answers 409 while other records use it. */
export function deleteBank(id: string) {
  return api.delete(`/api/bank/deleteBank/${id}`, messageSchema);
}

export function useDeleteBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBank,
    meta: { errorTitle: 'Could not delete the bank' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.banks }),
  });
}

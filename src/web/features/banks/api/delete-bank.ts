import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';

/** Deletes a bank; the server answers 409 while other records use it. */
export function deleteBank(id: string) {
  return api.delete(`/api/bank/deleteBank/${id}`, messageSchema);
}

export function useDeleteBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['banks'] }),
  });
}

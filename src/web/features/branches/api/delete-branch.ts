import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';

/** Deletes a branch; the server answers 409 while members still belong to it. */
export function deleteBranch(id: string) {
  return api.delete(`/api/branch/deleteBranch/${id}`, messageSchema);
}

export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['branches'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/shared-queries';

/** Deletes a branch; the server answers 409 while members still belong to it. */
export function deleteBranch(id: string) {
  return api.delete(`/api/branch/deleteBranch/${id}`, messageSchema);
}

export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBranch,
    meta: { errorTitle: 'Could not delete the branch' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.branches }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';
import { sourceKeys } from './keys';

/** Deletes a source; the server answers 409 while leads use it (deactivate it instead). */
export function deleteSource(id: string) {
  return api.delete(`/api/source/deleteSource/${id}`, messageSchema);
}

export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSource,
    meta: { errorTitle: 'Could not delete the source' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
  });
}

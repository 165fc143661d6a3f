import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';
import { entityKeys } from './keys';

/** The server answers 409 while the entity has payments. */
export function deleteEntity(id: string) {
  return api.delete(`/api/entities/${id}`, messageSchema);
}

export function useDeleteEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntity,
    meta: { errorTitle: 'Could not delete the entity' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  });
}

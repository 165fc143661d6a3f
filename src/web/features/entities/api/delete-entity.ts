import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';

/** The server answers 409 while the entity has payments. */
export function deleteEntity(id: string) {
  return api.delete(`/api/entities/${id}`, messageSchema);
}

export function useDeleteEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['entities'] }),
  });
}

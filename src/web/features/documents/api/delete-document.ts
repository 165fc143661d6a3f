import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';

export function deleteDocument(id: string) {
  return api.delete(`/api/document/deleteDocument/${id}`, messageSchema);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['documents'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';
import { documentKeys } from './keys';

export function deleteDocument(id: string) {
  return api.delete(`/api/document/deleteDocument/${id}`, messageSchema);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    meta: { errorTitle: 'Could not delete the document' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

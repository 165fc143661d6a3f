import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';

export function discardDraft(id: string) {
  return api.delete(`/api/drafts/${id}`, messageSchema);
}

export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['drafts'] }),
  });
}

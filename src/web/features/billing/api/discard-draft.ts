import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';
import { draftKeys } from './keys';

export function discardDraft(id: string) {
  return api.delete(`/api/drafts/${id}`, messageSchema);
}

export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardDraft,
    meta: { errorTitle: 'Could not discard the draft' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';
import { quotationKeys } from './keys';

export function deleteQuotation(id: string) {
  return api.delete(`/api/quotations/delete/${id}`, messageSchema);
}

/** Deletes, then the list refetches. */
export function useDeleteQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuotation,
    meta: { errorTitle: 'Could not delete the quotation' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAllLeadsResultSchema } from '../../../../domain/schemas/lead-import';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys } from './keys';

/**
 * Purges the whole recycle bin. `count` is the number the screen showed and the administrator typed:
 * if the bin holds another number by now, the server refuses (409) instead of deleting unseen leads.
 */
export function deleteAllLeads(count: number) {
  return apiRequest('DELETE', '/api/lead/deleteAllLeads', { body: { count }, schema: deleteAllLeadsResultSchema });
}

export function useDeleteAllLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllLeads,
    // A 409 is the bin having changed: the dialog shows the sentence and the count is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.bin() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';
import { customerKeys } from './keys';

export function deleteCustomer(id: string) {
  return api.delete(`/api/customer-property/${id}`, messageSchema);
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    meta: { errorTitle: 'Failed to delete customer.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
  });
}

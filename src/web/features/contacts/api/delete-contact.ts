import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';
import { contactKeys } from './keys';

export function deleteContact(id: string) {
  return api.delete(`/api/contact/deleteContact/${id}`, messageSchema);
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    meta: { errorTitle: 'Could not delete the contact' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CustomerContactInput, customerContactSchema } from '../../../../domain/schemas/customer-contact';
import { api } from '../../../lib/api-client';
import { entityKeys } from './keys';

export function saveContact(id: string | null, input: CustomerContactInput) {
  return id
    ? api.put(`/api/customerContact/${id}`, input, customerContactSchema)
    : api.post('/api/customerContact', input, customerContactSchema);
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CustomerContactInput }) => saveContact(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  });
}

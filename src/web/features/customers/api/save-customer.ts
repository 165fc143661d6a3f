import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerResponseSchema } from './get-customer';
import { customerKeys } from './keys';

/** Creates (no id) or updates a customer from the multipart form. */
export function saveCustomer({ id, form }: { id: string | null; form: FormData }) {
  const request = id
    ? api.put(`/api/customer-property/${id}`, form, customerResponseSchema)
    : api.post('/api/customer-property', form, customerResponseSchema);
  return request.then((r) => r.data);
}

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

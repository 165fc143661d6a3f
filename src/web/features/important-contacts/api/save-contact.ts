import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ImportantContactInput, importantContactSchema } from '../../../../domain/schemas/important-contact';
import { api } from '../../../lib/api-client';
import { importantContactKeys } from './keys';

/** Adds a contact (no id) or updates one; the API answers with the saved contact itself. */
export function saveContact({ id, input }: { id: string | null; input: ImportantContactInput }) {
  return id
    ? api.put(`/api/important-contacts/${id}`, input, importantContactSchema)
    : api.post('/api/important-contacts', input, importantContactSchema);
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importantContactKeys.all }),
  });
}

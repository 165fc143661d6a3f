import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type ContactInput, contactSchema } from '../../../../domain/schemas/contact';
import { api } from '../../../lib/api-client';
import { contactKeys } from './keys';

const responseSchema = z.object({ contact: contactSchema });

/** Adds a contact (id null) or saves changes to one. */
export function saveContact(id: string | null, input: ContactInput) {
  const request = id
    ? api.put(`/api/contact/updateContact/${id}`, input, responseSchema)
    : api.post('/api/contact/createContact', input, responseSchema);
  return request.then((r) => r.contact);
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ContactInput }) => saveContact(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ContactAssignInput } from '../../../../domain/schemas/contact';
import { api } from '../../../lib/api-client';
import { contactKeys } from './keys';

const responseSchema = z.object({ message: z.string(), updated: z.number() });

export function assignContacts(input: ContactAssignInput) {
  return api.put('/api/contact/assignContact', input, responseSchema);
}

export function useAssignContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignContacts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ContactConvertInput } from '../../../../domain/schemas/contact';
import { contactSchema } from '../../../../domain/schemas/contact';
import { api } from '../../../lib/api-client';
import { contactKeys } from './keys';

const responseSchema = z.object({
  message: z.string(),
  lead: z.object({ _id: z.string(), name: z.string() }),
  contact: contactSchema,
});
export type ConvertResult = z.infer<typeof responseSchema>;

export function convertContact(id: string, input: ContactConvertInput) {
  return api.post(`/api/contact/convertToLead/${id}`, input, responseSchema);
}

export function useConvertContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContactConvertInput }) => convertContact(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

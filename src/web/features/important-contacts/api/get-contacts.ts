import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { importantContactSchema } from '../../../../domain/schemas/important-contact';
import { api } from '../../../lib/api-client';
import { importantContactKeys } from './keys';

const contactsResponseSchema = z.object({ contacts: z.array(importantContactSchema) });

export function getContacts(signal?: AbortSignal) {
  return api.get('/api/important-contacts', contactsResponseSchema, signal).then((r) => r.contacts);
}

export function useImportantContacts() {
  return useQuery({ queryKey: importantContactKeys.list(), queryFn: ({ signal }) => getContacts(signal) });
}

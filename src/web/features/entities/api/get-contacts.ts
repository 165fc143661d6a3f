import { useQuery } from '@tanstack/react-query';
import { customerContactListSchema } from '../../../../domain/schemas/customer-contact';
import { api } from '../../../lib/api-client';
import { entityKeys } from './keys';

export function getContacts(entityId: string, signal?: AbortSignal) {
  return api
    .get(`/api/customerContact?entityId=${entityId}`, customerContactListSchema, signal)
    .then((r) => r.contacts);
}

export function useContacts(entityId: string) {
  return useQuery({
    queryKey: entityKeys.contacts(entityId),
    queryFn: ({ signal }) => getContacts(entityId, signal),
  });
}

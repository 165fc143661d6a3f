import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ContactQuery, contactListSchema, contactOptionsSchema } from '../../../../domain/schemas/contact';
import { api } from '../../../lib/api-client';
import { contactKeys } from './keys';

function contactParams(query: ContactQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text) params.set(key, text);
  }
  return params;
}

export function getContacts(query: ContactQuery, signal?: AbortSignal) {
  return api.get(`/api/contact/getAllContacts?${contactParams(query)}`, contactListSchema, signal);
}

export function useContacts(query: ContactQuery) {
  return useQuery({
    queryKey: contactKeys.list(query),
    queryFn: ({ signal }) => getContacts(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Assignable members, sources and branches for the pickers; they change rarely. */
export function useContactOptions() {
  return useQuery({
    queryKey: contactKeys.options(),
    queryFn: ({ signal }) => api.get('/api/contact/getContactFormOptions', contactOptionsSchema, signal),
    staleTime: 60_000,
  });
}

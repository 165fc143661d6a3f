import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PersonQuery, personEraseResultSchema, personSummarySchema } from '../../../../domain/schemas/person-data';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** The person looked up, as the API's query string (empty parts left out). */
export function personParams(person: PersonQuery): string {
  const query = new URLSearchParams();
  if (person.mobile) query.set('mobile', person.mobile);
  if (person.email) query.set('email', person.email);
  return query.toString();
}

export const personDataKeys = {
  all: ['person-data'] as const,
  person: (person: PersonQuery | null) => [...personDataKeys.all, person?.mobile ?? '', person?.email ?? ''] as const,
};

/** What is held about the person; nothing is asked until someone is looked up. */
export function usePersonSummary(person: PersonQuery | null) {
  return useQuery({
    queryKey: personDataKeys.person(person),
    queryFn: ({ signal }) => api.get(`/api/person-data?${personParams(person!)}`, personSummarySchema, signal),
    enabled: person !== null,
  });
}

export function useExportPerson() {
  return useMutation({
    mutationFn: (person: PersonQuery) =>
      downloadFile(
        `/api/person-data/export?${personParams(person)}`,
        'personal-data.zip',
        'Could not export the data.',
      ),
    meta: { errorTitle: 'Could not export' },
  });
}

export function useErasePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (person: PersonQuery) =>
      api.post('/api/person-data/erase', { ...person, confirm: true }, personEraseResultSchema),
    // The confirmation shows a refusal itself (what must be kept), so no toast repeats it.
    onSuccess: () => client.invalidateQueries({ queryKey: personDataKeys.all }),
  });
}

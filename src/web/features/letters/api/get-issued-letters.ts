import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { issuedLetterSummarySchema } from '../../../../domain/schemas/letter';
import { api } from '../../../lib/api-client';
import { letterKeys } from './keys';

const listSchema = z.object({ letters: z.array(issuedLetterSummarySchema) });

/** Letters issued to one flat buyer, or the latest issued to anyone; newest first. */
export function getIssuedLetters(entityId: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: entityId ? '200' : '20' });
  if (entityId) query.set('entityId', entityId);
  return api.get(`/api/letters?${query}`, listSchema, signal).then((r) => r.letters);
}

export function useIssuedLetters(entityId: string | null) {
  return useQuery({
    queryKey: letterKeys.list(entityId),
    queryFn: ({ signal }) => getIssuedLetters(entityId, signal),
  });
}

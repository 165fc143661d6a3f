import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { issuedLetterSchema } from '../../../../domain/schemas/letter';
import { api } from '../../../lib/api-client';
import { letterKeys } from './keys';

const letterResponseSchema = z.object({ letter: issuedLetterSchema });

/** One issued letter with its fields exactly as issued, to reopen and reprint it. */
export function getIssuedLetter(id: string, signal?: AbortSignal) {
  return api.get(`/api/letters/${id}`, letterResponseSchema, signal).then((r) => r.letter);
}

export function useIssuedLetter(id: string | null) {
  return useQuery({
    queryKey: letterKeys.one(id),
    enabled: Boolean(id),
    // An issued letter never changes.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => getIssuedLetter(id as string, signal),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type IssueLetterInput, issuedLetterSchema } from '../../../../domain/schemas/letter';
import { api } from '../../../lib/api-client';
import { letterKeys } from './keys';

const letterResponseSchema = z.object({ letter: issuedLetterSchema });

/** Saves a letter to a flat buyer's documents as issued (POST /api/letters). */
export function issueLetter(input: IssueLetterInput) {
  return api.post('/api/letters', input, letterResponseSchema).then((r) => r.letter);
}

export function useIssueLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueLetter,
    onSuccess: (letter) => {
      queryClient.setQueryData(['letters', 'one', letter._id], letter);
      void queryClient.invalidateQueries({ queryKey: letterKeys.lists() });
    },
  });
}

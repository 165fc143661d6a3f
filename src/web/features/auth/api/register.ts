import { useMutation } from '@tanstack/react-query';
import { type RegisterInput, registerResponseSchema } from '../../../../domain/schemas/auth';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';

export function register(input: RegisterInput) {
  return api.post('/api/auth/register', input, registerResponseSchema);
}

/** The first account comes back with a token and is signed in at once; later ones wait for approval. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, user }) => {
      if (token) startSession(token, user);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { type LoginInput, loginResponseSchema } from '../../../../domain/schemas/auth';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';

export function login(input: LoginInput) {
  return api.post('/api/auth/login-email', input, loginResponseSchema);
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => startSession(token, user),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { CreatePasswordInput } from '../../../../domain/schemas/auth';
import { messageSchema } from '../../../../domain/schemas/common';
import { apiRequest } from '../../../lib/api-client';

/** Sets the password from an invitation or reset link (spec §2.5); needs no session. */
export function createPassword(input: CreatePasswordInput) {
  return apiRequest('POST', '/api/auth/create-password', { body: input, schema: messageSchema, auth: false });
}

export function useCreatePassword() {
  return useMutation({ mutationFn: createPassword });
}

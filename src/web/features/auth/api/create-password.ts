import type { CreatePasswordInput } from '../../../../domain/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** Sets the password from an invitation or reset link; needs no session. */
export async function createPassword(input: CreatePasswordInput) {
  const { messageSchema } = await import('../../../../domain/schemas/common');
  return apiRequest('POST', '/api/auth/create-password', { body: input, schema: messageSchema, auth: false });
}

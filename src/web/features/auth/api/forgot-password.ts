import type { ForgotPasswordInput } from '../../../../domain/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export async function forgotPassword(input: ForgotPasswordInput) {
  const { messageSchema } = await import('../../../../domain/schemas/common');
  return apiRequest('POST', '/api/auth/forgot-password', { body: input, schema: messageSchema, auth: false });
}

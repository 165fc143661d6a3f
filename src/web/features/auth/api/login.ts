import type { LoginInput } from '../../../../domain/schemas/auth';
import { api } from '../../../lib/api-client';

/** The response schema is imported on use so zod stays out of the login screen's first load. */
export async function login(input: LoginInput) {
  const { loginResponseSchema } = await import('../../../../domain/schemas/auth');
  return api.post('/api/auth/login-email', input, loginResponseSchema);
}

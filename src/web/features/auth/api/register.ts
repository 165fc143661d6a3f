import type { RegisterInput } from '../../../../domain/schemas/auth';
import { api } from '../../../lib/api-client';

/** The first account comes back with a token and is signed in at once; later ones wait for approval. */
export async function register(input: RegisterInput) {
  const { registerResponseSchema } = await import('../../../../domain/schemas/auth');
  return api.post('/api/auth/register', input, registerResponseSchema);
}

import { api } from '../../../lib/api-client';

/**
 * The signed-in user as the server knows them; confirms a session restored from storage. The
 * response schema (and zod with it) is imported here, not at the top, to keep it out of the entry.
 */
export async function getMe(signal?: AbortSignal) {
  const { meResponseSchema } = await import('../../../../domain/schemas/auth');
  return api.get('/api/auth/me', meResponseSchema, signal);
}

import { meResponseSchema } from '../../../../domain/schemas/auth';
import { api } from '../../../lib/api-client';

/** The signed-in user as the server knows them; confirms a session restored from storage. */
export function getMe(signal?: AbortSignal) {
  return api.get('/api/auth/me', meResponseSchema, signal);
}

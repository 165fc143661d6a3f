import { useQuery } from '@tanstack/react-query';
import { setupResponseSchema } from '../../../../domain/schemas/auth';
import { api } from '../../../lib/api-client';

/** Whether the install has no user yet (then the first registration becomes the administrator). */
export function getSetup() {
  return api.get('/api/auth/setup', setupResponseSchema);
}

export function useSetup() {
  return useQuery({ queryKey: ['auth', 'setup'], queryFn: getSetup, staleTime: 0 });
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { memberSchema } from '../../../../domain/schemas/team';
import { api } from '../../../lib/api-client';

const membersResponseSchema = z.object({ members: z.array(memberSchema) });

/** Every member, including pending registrations and deactivated people. */
export function getMembers(signal?: AbortSignal) {
  return api.get('/api/team/getAllMembers', membersResponseSchema, signal).then((r) => r.members);
}

export const membersQueryKey = ['team', 'members'] as const;

export function useMembers() {
  return useQuery({ queryKey: membersQueryKey, queryFn: ({ signal }) => getMembers(signal) });
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Role } from '../../../../domain/roles';
import { memberSchema } from '../../../../domain/schemas/team';
import { api } from '../../../lib/api-client';
import { teamKeys } from './keys';

const membersResponseSchema = z.object({ members: z.array(memberSchema) });

export function getMembersByRole(role: Role, signal?: AbortSignal) {
  return api.get(`/api/team/getMembersByRole/${role}`, membersResponseSchema, signal).then((r) => r.members);
}

export function useMembersByRole(role: Role, enabled = true) {
  return useQuery({
    queryKey: teamKeys.byRole(role),
    queryFn: ({ signal }) => getMembersByRole(role, signal),
    enabled,
  });
}

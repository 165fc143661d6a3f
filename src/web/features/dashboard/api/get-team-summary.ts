import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ROLE_ADMIN, ROLE_EXECUTIVE, ROLE_MANAGER } from '../../../../domain/roles';
import { type Member, memberSchema } from '../../../../domain/schemas/team';
import { api } from '../../../lib/api-client';

const membersResponseSchema = z.object({ members: z.array(memberSchema) });

export interface TeamSummary {
  active: number;
  administrators: number;
  managers: number;
  executives: number;
  pending: number;
  deactivated: number;
  invited: number;
}

export function summarise(members: Member[]): TeamSummary {
  const active = members.filter((m) => m.status === 'active' && m.role !== null);
  return {
    active: active.length,
    administrators: active.filter((m) => m.role === ROLE_ADMIN).length,
    managers: active.filter((m) => m.role === ROLE_MANAGER).length,
    executives: active.filter((m) => m.role === ROLE_EXECUTIVE).length,
    pending: members.filter((m) => m.status === 'active' && m.role === null).length,
    deactivated: members.filter((m) => m.status === 'deactivated').length,
    invited: active.filter((m) => !m.hasPassword).length,
  };
}

export function getTeamMembers(signal?: AbortSignal) {
  return api.get('/api/team/getAllMembers', membersResponseSchema, signal).then((r) => r.members);
}

/** Shares the team screen's cache entry (same endpoint, same key), so either refreshes the other. */
export function useTeamSummary() {
  return useQuery({
    queryKey: ['team', 'members'],
    queryFn: ({ signal }) => getTeamMembers(signal),
    select: summarise,
  });
}

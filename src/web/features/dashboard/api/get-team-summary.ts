import { useQuery } from '@tanstack/react-query';
import { ROLE_ADMIN, ROLE_EXECUTIVE, ROLE_MANAGER } from '../../../../domain/roles';
import type { Member } from '../../../../domain/schemas/team';
import { membersQueryOptions } from '../../../lib/shared-queries';

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

/** The team screen's cache entry, so either refreshes the other. */
export function useTeamSummary() {
  return useQuery({ ...membersQueryOptions(), select: summarise });
}

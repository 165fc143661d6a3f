import type { Role } from '../../../../domain/roles';
import { sharedKeys } from '../../../lib/shared-queries';

/** Members are shared with the dashboard, so the team's keys hang under the shared root. */
export const teamKeys = {
  all: sharedKeys.team,
  byRole: (role: Role) => [...sharedKeys.members(), 'role', role] as const,
};

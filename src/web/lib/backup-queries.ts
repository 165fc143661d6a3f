import { queryOptions, useQuery } from '@tanstack/react-query';
import { can } from '../../domain/permissions';
import { backupStatusSchema } from '../../domain/schemas/backups';
import { api } from './api-client';
import { useSessionUser } from './session-store';

/** Backup queries shared by /backups and the dashboard's warning. */
export const backupKeys = {
  all: ['backups'] as const,
  status: () =>
    queryOptions({
      queryKey: [...backupKeys.all, 'status'],
      queryFn: ({ signal }) => api.get('/api/backups/status', backupStatusSchema, signal),
      staleTime: 60_000,
    }),
};

/** The backup warning's state, for administrators only (others are never asked). */
export function useBackupStatus() {
  const user = useSessionUser();
  return useQuery({ ...backupKeys.status(), enabled: can(user.role, 'backups.manage') });
}

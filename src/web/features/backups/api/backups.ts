import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type BackupSettingsInput,
  backupOverviewSchema,
  backupRunStartedSchema,
} from '../../../../domain/schemas/backups';
import { api } from '../../../lib/api-client';
import { backupKeys } from '../../../lib/backup-queries';
import { downloadFile } from '../../../lib/download';

const overview = () =>
  queryOptions({
    queryKey: [...backupKeys.all, 'overview'],
    queryFn: ({ signal }) => api.get('/api/backups', backupOverviewSchema, signal),
  });

export const useBackupOverview = () => useQuery(overview());

const savedSchema = z.object({ settings: backupOverviewSchema.shape.settings, nextRunAt: z.string() });

export function useSaveBackupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BackupSettingsInput) => api.put('/api/backups/settings', input, savedSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }),
  });
}

export function useRunBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/backups/run', {}, backupRunStartedSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }),
  });
}

export const downloadBackup = (fileName: string) =>
  downloadFile(
    `/api/backups/${encodeURIComponent(fileName)}/download`,
    fileName,
    'The backup could not be downloaded.',
  );

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type BackupSettingsInput,
  backupOverviewSchema,
  backupRunStartedSchema,
} from '../../../../domain/schemas/backups';
import { api } from '../../../lib/api-client';
import { backupKeys } from '../../../lib/backup-queries';

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

const downloadLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });

/**
 * Saves an archive through a one-time link (the server's download-links.ts): the browser streams
 * it to disk as a plain download, never holding gigabytes in this page's memory.
 */
export async function downloadBackup(fileName: string): Promise<void> {
  const link = await api.post(`/api/backups/${encodeURIComponent(fileName)}/download-link`, {}, downloadLinkSchema);
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

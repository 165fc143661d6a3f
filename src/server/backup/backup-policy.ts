import { z } from 'zod';
import { BACKUP_DEFAULTS } from '../../domain/schemas/backups';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/database';
import { defineSetting } from '../settings/settings-store';

/**
 * Retention and the second folder, as an administrator set them on /backups. The time of the daily
 * run is not here: it is the `backup.daily` row of job_schedules, the one place the worker reads.
 */
export const backupPolicySetting = defineSetting(
  'backups.policy',
  z.object({
    keepLast: z.number().int().min(1),
    keepMonthly: z.number().int().min(0),
    copyDir: z.string().nullable(),
  }),
);

export interface BackupPolicy {
  keepLast: number;
  keepMonthly: number;
  /** The setting; null when the administrator left it empty. */
  copyDir: string | null;
  /** Where the job copies each archive: the setting, else BACKUP_COPY_DIR, else nowhere. */
  copyTo: string | null;
}

export async function readBackupPolicy(
  ctx: Pick<AppContext, 'settings' | 'config'>,
  db?: DbOrTx,
): Promise<BackupPolicy> {
  const stored = await ctx.settings.get(backupPolicySetting, db);
  const keepLast = stored?.keepLast ?? BACKUP_DEFAULTS.keepLast;
  const keepMonthly = stored?.keepMonthly ?? BACKUP_DEFAULTS.keepMonthly;
  const copyDir = stored?.copyDir ?? null;
  return { keepLast, keepMonthly, copyDir, copyTo: copyDir ?? ctx.config.backupCopyDir };
}

import { z } from 'zod';
import { numberError } from './common';

/** A backup older than this is a warning on /backups and the dashboard (decision 164). */
export const BACKUP_STALE_AFTER_HOURS = 36;

export const BACKUP_DEFAULTS = { dailyAt: '02:30', keepLast: 14, keepMonthly: 12, copyDir: null } as const;

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: numberError(label) })
    .int({ error: `${label} must be a whole number.` })
    .min(min, { error: `${label} must be between ${min} and ${max}.` })
    .max(max, { error: `${label} must be between ${min} and ${max}.` });

/** An absolute folder on the server: /mnt/backup-drive, or C:\Backups or \\nas\share on Windows. */
const absoluteFolder = /^(\/|[A-Za-z]:[\\/]|\\\\)/;

/**
 * The schedule and retention an administrator edits on /backups; the GET's `settings` object, sent
 * back, is a valid PUT. An empty second folder means none (BACKUP_COPY_DIR, when the server sets it).
 */
export const backupSettingsSchema = z.object({
  dailyAt: z
    .string({ error: 'Time is required.' })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Time must be HH:MM in India time, 00:00 to 23:59, e.g. 02:30.' }),
  keepLast: whole('Keep the last', 1, 365),
  keepMonthly: whole('Monthly backups kept', 0, 120),
  copyDir: z
    .string({ error: 'Second folder must be text.' })
    .trim()
    .max(500, { error: 'Second folder must be at most 500 characters.' })
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || absoluteFolder.test(v), {
      error: 'Second folder must be a full path on the server, e.g. /mnt/usb-backup.',
    })
    .refine((v) => v === null || !v.split(/[\\/]/).includes('..'), {
      error: 'Second folder must not contain "..".',
    }),
});
export type BackupSettingsInput = z.input<typeof backupSettingsSchema>;
export type BackupSettings = z.output<typeof backupSettingsSchema>;

/**
 * A finished archive's file name as this product writes it (server/backup/write-backup.ts):
 * `estatedesk-` and the India time it started, e.g. estatedesk-2026-11-28T0230+0530.tar; no
 * folder, no "..". Anything else is refused before it can reach the file system.
 */
export const BACKUP_FILE_NAME = /^estatedesk-[0-9T+-]+\.tar$/;
export const isBackupFileName = (name: string) => name.length <= 200 && BACKUP_FILE_NAME.test(name);

export const backupFileParamSchema = z.object({
  file: z
    .string()
    .max(200, { error: 'That is not the name of a backup.' })
    .refine(isBackupFileName, { error: 'That is not the name of a backup.' }),
});

export const BACKUP_RESULTS = ['succeeded', 'failed', 'running', 'queued'] as const;
export const backupResultLabels: Record<(typeof BACKUP_RESULTS)[number], string> = {
  succeeded: 'Finished',
  failed: 'Failed',
  running: 'Running',
  queued: 'Waiting',
};

/** One row of the list: a finished archive in the folder, or a run of the backup job (failed ones too). */
export const backupRowSchema = z.object({
  fileName: z.string().nullable(),
  bytes: z.number().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  result: z.enum(BACKUP_RESULTS),
  error: z.string().nullable(),
  jobId: z.string().nullable(),
  /** schedule: the daily run; manual: Run now; command: `npm run backup` (no job). */
  trigger: z.enum(['schedule', 'manual', 'command']),
  /** The copy to the second folder after this backup; null when none was asked for. */
  copy: z.object({ ok: z.boolean(), folder: z.string(), error: z.string().nullable() }).nullable(),
  /** False when the file is no longer in the backup folder (a failed run has none). */
  downloadable: z.boolean(),
});
export type BackupRow = z.infer<typeof backupRowSchema>;

/** What the dashboard and /backups warn about. */
export const backupStatusSchema = z.object({
  lastGoodAt: z.string().nullable(),
  /** No finished backup, or the last one started more than 36 hours ago. */
  stale: z.boolean(),
  /** The newest finished run failed (the list holds its error). */
  lastFailure: z.object({ at: z.string(), error: z.string() }).nullable(),
  /** The newest good backup could not be copied to the second folder. */
  copyFailure: z.object({ at: z.string(), folder: z.string(), error: z.string() }).nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const secretsKeyNoticeSchema = z.object({
  /** The key's public fingerprint (the manifest names the same); null when the server has no key. */
  fingerprint: z.string().nullable(),
  /** env: SECRETS_KEY; file: DATA_DIR/secrets.key; none: no key (PostgreSQL without SECRETS_KEY). */
  source: z.enum(['env', 'file', 'none']),
  path: z.string().nullable(),
});

export const backupOverviewSchema = z.object({
  status: backupStatusSchema,
  settings: z.object({
    dailyAt: z.string(),
    keepLast: z.number().int(),
    keepMonthly: z.number().int(),
    copyDir: z.string().nullable(),
  }),
  nextRunAt: z.string().nullable(),
  folder: z.string(),
  /** Why the backup folder could not be listed (it is a file, or not readable); null when fine. */
  folderProblem: z.string().nullable(),
  /** BACKUP_COPY_DIR: the second folder when the setting is empty. */
  copyDirFromServer: z.string().nullable(),
  /** The backup job that is queued or running now, if any. */
  runningJobId: z.string().nullable(),
  secretsKey: secretsKeyNoticeSchema,
  backups: z.array(backupRowSchema),
});
export type BackupOverview = z.infer<typeof backupOverviewSchema>;

export const backupRunStartedSchema = z.object({
  jobId: z.string(),
  /** False when a backup was already queued or running: this is that one. */
  started: z.boolean(),
});

/** The sentence the dashboard and /backups show, or null when all is well. */
export function backupWarning(status: BackupStatus): string | null {
  if (status.lastFailure) return `The last backup failed: ${status.lastFailure.error}`;
  if (status.stale) {
    return status.lastGoodAt
      ? `The last good backup is more than ${BACKUP_STALE_AFTER_HOURS} hours old.`
      : 'There is no backup yet.';
  }
  if (status.copyFailure)
    return `The last backup is good, but its copy to the second folder failed. ${status.copyFailure.error}`;
  return null;
}

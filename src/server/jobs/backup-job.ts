import { and, eq, gt, ne } from 'drizzle-orm';
import { z } from 'zod';
import { BACKUP_DEFAULTS } from '../../domain/schemas/backups';
import { readBackupPolicy } from '../backup/backup-policy';
import { fileErrorReason } from '../backup/file-error';
import { sweepArchives } from '../backup/retention-sweep';
import { copyToSecondFolder } from '../backup/second-copy';
import { writeBackup } from '../backup/write-backup';
import { jobs } from '../db/schema/jobs';
import { defineJob } from './job-definition';
import type { JobSchedule } from './schedules';

export const BACKUP_JOB_KIND = 'backup.run';
const MB = 1024 * 1024;

/** What a backup run stores as its result; /backups reads it back through this schema. */
export const backupJobResultSchema = z.union([
  z.object({
    fileName: z.string(),
    bytes: z.number(),
    startedAt: z.string(),
    finishedAt: z.string(),
    removed: z.array(z.string()),
    copy: z.object({ ok: z.boolean(), folder: z.string(), error: z.string().nullable() }).nullable(),
  }),
  z.object({ skipped: z.string() }),
]);
export type BackupJobResult = z.infer<typeof backupJobResultSchema>;

/**
 * One backup (decision 164): the archive (server/backup, written under a temporary name and
 * renamed when whole), then retention in the backup folder, then the copy to the second folder
 * when one is set. A failed copy leaves the job succeeded with the copy's error in its result: the
 * archive is good. One retry covers a passing fault; the next day's run is the next chance.
 */
export const backupJob = defineJob({
  kind: BACKUP_JOB_KIND,
  payload: z.object({ trigger: z.enum(['schedule', 'manual']) }),
  maxAttempts: 2,
  // Writing the archive streams files for minutes; the heartbeat renews the lock meanwhile.
  lockSeconds: 300,
  async run(ctx, job): Promise<BackupJobResult> {
    const [other] = await ctx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, BACKUP_JOB_KIND),
          eq(jobs.status, 'running'),
          ne(jobs.id, job.id),
          gt(jobs.lockExpiresAt, ctx.clock()),
        ),
      )
      .limit(1);
    // The daily run while a Run now is still writing: that archive is today's backup.
    if (other) return { skipped: `Another backup (job ${other.id}) was running.` };

    const dir = ctx.config.backupDir;
    const result = await writeBackup(ctx, {
      dir,
      signal: job.signal,
      // Bytes written of the bytes to write, shown in whole megabytes.
      progress: (done, total) =>
        job.progress({ done: Math.floor(done / MB), total: Math.ceil(total / MB), message: 'Writing the archive' }),
    }).catch((error: unknown) => {
      // The failed job's error is what /backups and the dashboard show: say what is wrong with the folder.
      // Only a failure on the backup folder itself is the folder's fault; any other file's error
      // is shown as it is, so an administrator is not sent to look at a folder that is fine.
      const path = (error as NodeJS.ErrnoException | null)?.path;
      const why = path?.startsWith(dir) ? fileErrorReason(error) : null;
      throw why ? new Error(`The backup could not be written to ${dir}: ${why}.`, { cause: error }) : error;
    });
    const policy = await readBackupPolicy(ctx);
    const removed = await sweepArchives(ctx.config.backupDir, ctx.clock(), policy);
    const copy = policy.copyTo
      ? await copyToSecondFolder(result.path, result.fileName, policy.copyTo, ctx.clock(), policy)
      : null;
    if (copy && !copy.ok)
      ctx.logger.warn({ job: job.id, folder: copy.folder }, 'backup copy to the second folder failed');
    return {
      fileName: result.fileName,
      bytes: result.bytes,
      startedAt: result.startedAt.toISOString(),
      finishedAt: result.finishedAt.toISOString(),
      removed,
      copy,
    };
  },
});

/** The daily backup; its time is the administrator's (setDailyTime from /backups). */
export const backupSchedule: JobSchedule<{ trigger: 'schedule' | 'manual' }> = {
  name: 'backup.daily',
  job: backupJob,
  payload: { trigger: 'schedule' },
  dailyAt: BACKUP_DEFAULTS.dailyAt,
  adjustable: true,
};

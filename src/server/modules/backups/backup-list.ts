import { desc, eq } from 'drizzle-orm';
import type { BackupRow } from '../../../domain/schemas/backups';
import { fileErrorReason } from '../../backup/file-error';
import { startOf } from '../../backup/retention-sweep';
import { type FinishedArchive, listFinishedArchives } from '../../backup/write-backup';
import type { AppContext } from '../../context';
import { jobs } from '../../db/schema/jobs';
import { BACKUP_JOB_KIND, backupJobResultSchema } from '../../jobs/backup-job';

/** Runs looked at: ~a month of daily runs, and Run now's besides (housekeeping deletes older jobs). */
const RUNS = 60;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const seconds = (from: string | null, to: string | null) =>
  from && to ? Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 100) / 10) : null;

/**
 * An archive no job wrote (`npm run backup`, or a copy put back in the folder): its start is in
 * its name; when it finished is not known (a copied file's date is the copy's), so no duration.
 */
function archiveRow(archive: FinishedArchive): BackupRow {
  return {
    fileName: archive.fileName,
    bytes: archive.bytes,
    startedAt: startOf(archive).toISOString(),
    finishedAt: null,
    durationSeconds: null,
    result: 'succeeded',
    error: null,
    jobId: null,
    trigger: 'command',
    copy: null,
    downloadable: true,
  };
}

/**
 * The list on /backups, newest first: every finished archive in the backup folder (with its run's
 * duration and copy when a job wrote it; `npm run backup` writes archives without one), and the
 * backup jobs that did not leave one: failed, queued or running. A run whose archive retention has
 * since deleted is not listed: there is nothing left of it to restore.
 */
export async function backupRows(ctx: AppContext): Promise<{ rows: BackupRow[]; folderProblem: string | null }> {
  let archives: FinishedArchive[] = [];
  let folderProblem: string | null = null;
  try {
    archives = await listFinishedArchives(ctx.config.backupDir);
  } catch (error) {
    // A folder that is a file, or not ours to read: the failed runs still show, with this sentence.
    const why = fileErrorReason(error) ?? (error as NodeJS.ErrnoException).code ?? 'an unexpected error';
    folderProblem = `The backup folder ${ctx.config.backupDir} cannot be read: ${why}.`;
  }
  const byName = new Map(archives.map((a) => [a.fileName, a]));
  const runs = await ctx.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, BACKUP_JOB_KIND))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(RUNS);

  const rows: BackupRow[] = [];
  const listed = new Set<string>();
  for (const run of runs) {
    const trigger = (run.payload as { trigger?: string } | null)?.trigger === 'manual' ? 'manual' : 'schedule';
    if (run.status === 'succeeded') {
      const result = backupJobResultSchema.safeParse(run.result);
      if (!result.success || 'skipped' in result.data) continue;
      const archive = byName.get(result.data.fileName);
      if (!archive || listed.has(archive.fileName)) continue;
      listed.add(archive.fileName);
      const { startedAt, finishedAt, copy } = result.data;
      rows.push({
        ...archiveRow(archive),
        startedAt,
        finishedAt,
        durationSeconds: seconds(startedAt, finishedAt),
        jobId: run.id,
        trigger,
        copy,
      });
      continue;
    }
    if (run.status === 'cancelled') continue;
    const startedAt = iso(run.startedAt);
    const finishedAt = iso(run.finishedAt);
    rows.push({
      fileName: null,
      bytes: null,
      startedAt: startedAt ?? (run.status === 'failed' ? iso(run.createdAt) : null),
      finishedAt,
      durationSeconds: seconds(startedAt, finishedAt),
      result: run.status === 'failed' ? 'failed' : run.status === 'running' ? 'running' : 'queued',
      error: run.status === 'failed' ? (run.error ?? 'The backup failed.') : null,
      jobId: run.id,
      trigger,
      copy: null,
      downloadable: false,
    });
  }
  for (const archive of archives) if (!listed.has(archive.fileName)) rows.push(archiveRow(archive));
  // Waiting and running first, then by start, newest first.
  const order = (r: BackupRow) => (r.startedAt ? Date.parse(r.startedAt) : Number.POSITIVE_INFINITY);
  return { rows: rows.sort((a, b) => order(b) - order(a)), folderProblem };
}

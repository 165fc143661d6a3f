import { BACKUP_STALE_AFTER_HOURS, type BackupRow, type BackupStatus } from '../schemas/backups';

const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.NEGATIVE_INFINITY);

/**
 * The warning state of /backups and the dashboard from the list: the newest good backup (stale
 * when none, or when it started more than 36 hours before `now`), whether the newest finished run
 * failed, and whether the newest good backup's copy to the second folder failed.
 */
export function backupStatusOf(rows: BackupRow[], now: Date): BackupStatus {
  const finished = rows
    .filter((r) => r.result === 'succeeded' || r.result === 'failed')
    .sort((a, b) => time(b.finishedAt ?? b.startedAt) - time(a.finishedAt ?? a.startedAt));
  const good = finished.filter((r) => r.result === 'succeeded').sort((a, b) => time(b.startedAt) - time(a.startedAt));
  const lastGood = good[0];
  const lastGoodAt = lastGood?.startedAt ?? null;
  const stale = lastGoodAt === null || now.getTime() - Date.parse(lastGoodAt) > BACKUP_STALE_AFTER_HOURS * 3_600_000;
  const newest = finished[0];
  const lastFailure =
    newest?.result === 'failed'
      ? { at: newest.finishedAt ?? newest.startedAt ?? '', error: newest.error ?? 'The backup failed.' }
      : null;
  const copy = lastGood?.copy;
  const copyFailure =
    copy && !copy.ok && lastGood?.startedAt
      ? { at: lastGood.startedAt, folder: copy.folder, error: copy.error ?? 'The copy failed.' }
      : null;
  return { lastGoodAt, stale, lastFailure, copyFailure };
}

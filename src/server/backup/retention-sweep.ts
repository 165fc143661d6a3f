import { rm } from 'node:fs/promises';
import { archiveStartedAt } from '../../domain/backups/archive-time';
import { planRetention, type RetentionPolicy } from '../../domain/backups/retention';
import { isBackupFileName } from '../../domain/schemas/backups';
import { type FinishedArchive, listFinishedArchives } from './write-backup';

/** When an archive's backup started: from its name, else (a renamed copy) when it was last written. */
export const startOf = (archive: FinishedArchive) => archiveStartedAt(archive.fileName) ?? archive.modifiedAt;

/**
 * Deletes the finished archives of `dir` that the retention policy lets go (decision 164) and
 * returns their names. Only files the backup writes are ever looked at: finished archives with
 * this product's name; a half-written archive, or anything else in the folder, is left alone.
 */
export async function sweepArchives(dir: string, now: Date, policy: RetentionPolicy): Promise<string[]> {
  const archives = (await listFinishedArchives(dir))
    .filter((a) => isBackupFileName(a.fileName))
    .map((a) => ({ fileName: a.fileName, path: a.path, startedAt: startOf(a) }));
  const { remove } = planRetention(archives, now, policy);
  for (const archive of remove) await rm(archive.path, { force: true });
  return remove.map((a) => a.fileName);
}

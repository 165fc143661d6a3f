import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { SCRATCH_DIR } from './file-storage';

/** No upload takes longer than this; a scratch file older than it belongs to no running request. */
export const ORPHAN_UPLOAD_AGE_MS = 60 * 60_000;

/**
 * Removes scratch files that no request will finish: a process killed mid-upload (kill -9, power
 * loss) leaves them in uploads/.incoming for ever. Only files older than the longest request go,
 * because with PostgreSQL another process on the same volume may be receiving one right now.
 * Returns how many were removed.
 */
export async function clearOrphanUploads(uploadsDir: string, now: Date, maxAgeMs = ORPHAN_UPLOAD_AGE_MS) {
  const dir = join(uploadsDir, SCRATCH_DIR);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || now.getTime() - info.mtimeMs <= maxAgeMs) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}

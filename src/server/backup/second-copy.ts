import { randomBytes } from 'node:crypto';
import { access, constants, copyFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { RetentionPolicy } from '../../domain/backups/retention';
import { fileErrorReason } from './file-error';
import { sweepArchives } from './retention-sweep';

export interface CopyOutcome {
  ok: boolean;
  folder: string;
  /** A sentence for the administrator when the copy failed; the backup itself is still good. */
  error: string | null;
}

const COPYING = /^\.estatedesk-.*\.copying$/;

/**
 * Copies a finished archive to the second folder (a network drive, a USB disk): written under a
 * hidden temporary name and renamed when complete, so a copy cut off half-way is never taken for
 * an archive. The folder is not created: a drive that is not mounted must show as a failure, not
 * fill the server's own disk. The second folder keeps the same retention as the first.
 */
export async function copyToSecondFolder(
  source: string,
  fileName: string,
  folder: string,
  now: Date,
  policy: RetentionPolicy,
): Promise<CopyOutcome> {
  const temporary = join(folder, `.${fileName}.${randomBytes(4).toString('hex')}.copying`);
  try {
    const found = await stat(folder).catch(() => null);
    if (!found?.isDirectory()) {
      return { ok: false, folder, error: `The folder ${folder} does not exist (is the drive connected?).` };
    }
    try {
      await access(folder, constants.W_OK);
    } catch {
      return { ok: false, folder, error: `EstateDesk may not write to ${folder}.` };
    }
    // Copies a kill cut off before their rename.
    for (const name of await readdir(folder)) {
      if (COPYING.test(name)) await rm(join(folder, name), { force: true });
    }
    await copyFile(source, temporary);
    await rename(temporary, join(folder, fileName));
    await sweepArchives(folder, now, policy);
    return { ok: true, folder, error: null };
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => {});
    const why = fileErrorReason(error) ?? (error as NodeJS.ErrnoException).code ?? 'an unexpected error';
    return { ok: false, folder, error: `The copy to ${folder} failed: ${why}.` };
  }
}

import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Local disk today (DATA_DIR/uploads, outside any public folder); an
 * S3-compatible store can implement the same four calls when the app runs on several machines
 * (docs/ARCHITECTURE.md, "Growing past one machine"). Keys are made by the server, never from a client's file name.
 */
export interface FileStorage {
  /** A scratch path for an upload in progress, on the same volume so `adopt` is a rename. */
  scratchPath(name: string): Promise<string>;
  /** Moves a finished scratch file to its permanent key. */
  adopt(scratch: string, key: string): Promise<void>;
  /** The stored bytes, or those from `start` to `end` inclusive (an .xlsx is read from its end first). */
  read(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** The folder under the uploads root where uploads in progress are written. */
export const SCRATCH_DIR = '.incoming';

export function createDiskStorage(root: string): FileStorage {
  const scratchDir = join(root, SCRATCH_DIR);
  const pathOf = (key: string) => {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`Invalid storage key: ${key}`);
    // Two-level fan-out keeps directories small on installs with many KYC files.
    return join(root, key.slice(0, 2), key);
  };
  return {
    async scratchPath(name) {
      await mkdir(scratchDir, { recursive: true });
      return join(scratchDir, name);
    },
    async adopt(scratch, key) {
      const target = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      await rename(scratch, target);
    },
    read: (key, range) => createReadStream(pathOf(key), range),
    remove: (key) => rm(pathOf(key), { force: true }),
    exists: (key) =>
      stat(pathOf(key)).then(
        () => true,
        () => false,
      ),
  };
}

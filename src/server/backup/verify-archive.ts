import { createHash } from 'node:crypto';
import { type FileHandle, open } from 'node:fs/promises';
import type { BackupManifest } from './manifest';
import { BackupArchiveError, MANIFEST_NAME } from './manifest';
import { type TarEntry, tarEntries } from './tar';

const CHUNK = 1024 * 1024;

/** Reads an entry's bytes in 1 MB pieces; the buffer is reused, so use each piece before the next. */
export async function* entryChunks(handle: FileHandle, entry: TarEntry): AsyncGenerator<Buffer> {
  const buffer = Buffer.allocUnsafe(Math.min(CHUNK, Math.max(entry.size, 1)));
  for (let done = 0; done < entry.size; ) {
    const want = Math.min(buffer.length, entry.size - done);
    const { bytesRead } = await handle.read(buffer, 0, want, entry.offset + done);
    if (bytesRead === 0) throw new BackupArchiveError(`The archive ends inside ${entry.name}.`);
    done += bytesRead;
    yield buffer.subarray(0, bytesRead);
  }
}

/** A name that stays inside the folder it is restored into: no absolute path, no "..". */
function safeName(name: string): boolean {
  return name !== '' && !name.startsWith('/') && !name.split('/').some((part) => part === '..' || part === '');
}

/**
 * Reads the whole archive once and checks it against its manifest before anything is written: every
 * listed file present with its size and SHA-256, nothing unlisted, every name safe to restore.
 * Returns the entries for the restore to write.
 */
export async function verifyArchive(
  archivePath: string,
  manifest: BackupManifest,
  onBytes: (bytes: number) => void = () => {},
): Promise<TarEntry[]> {
  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  const seen = new Set<string>();
  const entries: TarEntry[] = [];
  const handle = await open(archivePath, 'r');
  try {
    for await (const entry of tarEntries(handle)) {
      if (entry.name === MANIFEST_NAME) continue;
      if (!safeName(entry.name)) throw new BackupArchiveError(`The archive holds an unsafe name: ${entry.name}.`);
      entries.push(entry);
      if (entry.type === 'directory') continue;
      const expected = listed.get(entry.name);
      if (!expected) throw new BackupArchiveError(`The archive holds ${entry.name}, which its manifest does not list.`);
      if (seen.has(entry.name)) throw new BackupArchiveError(`The archive holds ${entry.name} twice.`);
      seen.add(entry.name);
      if (expected.bytes !== entry.size) {
        throw new BackupArchiveError(
          `The archive is damaged: ${entry.name} has ${entry.size} bytes, not ${expected.bytes}.`,
        );
      }
      const hash = createHash('sha256');
      for await (const chunk of entryChunks(handle, entry)) {
        hash.update(chunk);
        onBytes(chunk.length);
      }
      if (hash.digest('hex') !== expected.sha256) {
        throw new BackupArchiveError(`The archive is damaged: ${entry.name} does not match its checksum.`);
      }
    }
  } catch (error) {
    if (error instanceof BackupArchiveError) throw error;
    throw new BackupArchiveError(`The archive cannot be read: ${(error as Error).message}.`);
  } finally {
    await handle.close();
  }
  const missing = manifest.files.filter((f) => !seen.has(f.path));
  if (missing.length > 0) {
    throw new BackupArchiveError(
      `The archive is incomplete: ${missing.length} file(s) its manifest lists are not in it (${missing[0]!.path}…).`,
    );
  }
  return entries;
}

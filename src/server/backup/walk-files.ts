import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ArchiveWriter } from './archive-writer';

export interface ListedFile {
  /** Path relative to the walked root, with forward slashes. */
  relative: string;
  absolute: string;
  size: number;
  mtime: Date;
  type: 'file' | 'directory';
}

/**
 * Every folder and regular file under `root`, parents before children, names sorted. `skip(relative,
 * type)` leaves an entry out (a folder's contents with it). Links and special files are never
 * followed or listed: nothing EstateDesk writes is one. A folder or file that disappears while
 * being listed is left out.
 */
export async function walkFiles(
  root: string,
  skip: (relative: string, type: 'file' | 'directory') => boolean = () => false,
): Promise<ListedFile[]> {
  const out: ListedFile[] = [];
  const visit = async (relative: string) => {
    let names: string[];
    try {
      names = (await readdir(relative ? join(root, relative) : root)).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) {
      const rel = relative ? `${relative}/${name}` : name;
      const absolute = join(root, rel);
      const info = await lstat(absolute).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!info || !(info.isFile() || info.isDirectory())) continue;
      const type = info.isDirectory() ? 'directory' : 'file';
      if (skip(rel, type)) continue;
      out.push({ relative: rel, absolute, size: type === 'file' ? info.size : 0, mtime: info.mtime, type });
      if (type === 'directory') await visit(rel);
    }
  };
  await visit('');
  return out;
}

export const totalBytes = (files: readonly ListedFile[]) => files.reduce((sum, f) => sum + f.size, 0);

/** Folders and files as listed, under `prefix` in the archive, in one batch for the copying thread. */
export async function addListed(writer: ArchiveWriter, prefix: string, files: readonly ListedFile[]): Promise<void> {
  for (const file of files)
    if (file.type === 'directory') writer.addDirectory(`${prefix}/${file.relative}`, file.mtime);
  await writer.addFiles(
    files
      .filter((f) => f.type === 'file')
      .map((f) => ({ name: `${prefix}/${f.relative}`, source: f.absolute, size: f.size, mtime: f.mtime })),
  );
}

import { createHash } from 'node:crypto';
import { type FileHandle, open } from 'node:fs/promises';
import { BLOCK, encodeHeader, paddingOf } from './tar';

export interface ArchivedFile {
  path: string;
  bytes: number;
  sha256: string;
}

const CHUNK = 1024 * 1024;
const zeros = Buffer.alloc(BLOCK * 2);

/**
 * Appends entries to one tar file, hashing each file's bytes as they pass (the manifest's
 * checksums come from the bytes written, not from a second read). Memory is one 1 MB buffer
 * whatever the size of the data.
 */
export class ArchiveWriter {
  readonly files: ArchivedFile[] = [];
  private position = 0;
  private readonly buffer = Buffer.allocUnsafe(CHUNK);

  private constructor(
    private readonly handle: FileHandle,
    private readonly onBytes: (bytes: number) => void | Promise<void>,
    private readonly signal: AbortSignal | undefined,
  ) {}

  static async create(
    path: string,
    options: { onBytes?: (bytes: number) => void | Promise<void>; signal?: AbortSignal } = {},
  ) {
    // 'wx': a name already taken is a bug to report, never a file to overwrite.
    return new ArchiveWriter(await open(path, 'wx', 0o600), options.onBytes ?? (() => {}), options.signal);
  }

  get bytes(): number {
    return this.position;
  }

  private async write(data: Buffer) {
    let done = 0;
    while (done < data.length) {
      const { bytesWritten } = await this.handle.write(data, done, data.length - done, this.position + done);
      done += bytesWritten;
    }
    this.position += data.length;
  }

  async addDirectory(name: string, mtime: Date) {
    await this.write(encodeHeader({ name, size: 0, type: 'directory', mode: 0o700, mtime }));
  }

  /**
   * Copies `size` bytes of the file at `source` (its size when it was listed). A file that has
   * grown since is cut at that size and one that shrank is padded with zeros: both only happen to
   * PostgreSQL's own files during an online backup, whose log mends them at restore. Returns false,
   * writing nothing, when the file is gone (a table dropped meanwhile, an upload deleted).
   */
  async addFile(name: string, source: string, size: number, mtime: Date): Promise<boolean> {
    let input: FileHandle;
    try {
      input = await open(source, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    try {
      await this.write(encodeHeader({ name, size, type: 'file', mode: 0o600, mtime }));
      const hash = createHash('sha256');
      let copied = 0;
      while (copied < size) {
        this.signal?.throwIfAborted();
        const want = Math.min(CHUNK, size - copied);
        const { bytesRead } = await input.read(this.buffer, 0, want, copied);
        if (bytesRead === 0) this.buffer.fill(0, 0, want);
        const chunk = this.buffer.subarray(0, bytesRead === 0 ? want : bytesRead);
        hash.update(chunk);
        await this.write(chunk);
        copied += chunk.length;
        await this.onBytes(chunk.length);
      }
      await this.write(zeros.subarray(0, paddingOf(size)));
      this.files.push({ path: name, bytes: size, sha256: hash.digest('hex') });
      return true;
    } finally {
      await input.close();
    }
  }

  /** An entry whose bytes are in memory (the backup label, the manifest). */
  async addBuffer(name: string, data: Buffer, mtime: Date, options: { listed?: boolean } = {}) {
    await this.write(encodeHeader({ name, size: data.length, type: 'file', mode: 0o600, mtime }));
    await this.write(data);
    await this.write(zeros.subarray(0, paddingOf(data.length)));
    if (options.listed !== false) {
      this.files.push({ path: name, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') });
    }
  }

  /** Ends the archive and forces it to disk, so a rename after this names complete bytes. */
  async finish() {
    await this.write(zeros);
    await this.handle.sync();
    await this.handle.close();
  }

  async abandon() {
    await this.handle.close().catch(() => {});
  }
}

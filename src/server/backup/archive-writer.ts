import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { encodeHeader } from './tar';

export interface ArchivedFile {
  path: string;
  bytes: number;
  sha256: string;
}

/** One entry for the copying thread: a header and where its bytes come from. */
interface Item {
  name: string;
  header: Uint8Array;
  /** A file to copy `size` bytes of; absent for a folder or in-memory bytes. */
  source?: string;
  size: number;
  data?: Uint8Array;
  listed: boolean;
}

/**
 * The copying thread, in plain JavaScript so it runs the same under tsx, Vitest and a built
 * server. It owns the archive's descriptor and does every read, hash and write synchronously on
 * its own thread: PGlite runs its statements on the main thread, and a copy that waited for the
 * main thread between its 1 MB pieces crawled while people's requests ran (decision 162). A file
 * shorter than its header's size is padded with zeros, a longer one cut; a vanished one is skipped.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const crypto = require('node:crypto');
const abort = new Int32Array(workerData.abort);
const fd = fs.openSync(workerData.path, 'wx', 0o600);
const buffer = Buffer.allocUnsafe(1024 * 1024);
let position = 0;
let unreported = 0;
function write(bytes) {
  for (let done = 0; done < bytes.length; ) done += fs.writeSync(fd, bytes, done, bytes.length - done, position + done);
  position += bytes.length;
}
const pad = (size) => { const n = (512 - (size % 512)) % 512; if (n) write(Buffer.alloc(n)); };
function copy(item) {
  let input;
  try { input = fs.openSync(item.source, 'r'); } catch (error) { if (error.code === 'ENOENT') return null; throw error; }
  try {
    write(Buffer.from(item.header));
    const hash = crypto.createHash('sha256');
    for (let copied = 0; copied < item.size; ) {
      if (Atomics.load(abort, 0) === 1) throw new Error('aborted');
      const want = Math.min(buffer.length, item.size - copied);
      let got = fs.readSync(input, buffer, 0, want, copied);
      if (got === 0) { buffer.fill(0, 0, want); got = want; }
      const piece = buffer.subarray(0, got);
      hash.update(piece);
      write(piece);
      copied += got;
      unreported += got;
      if (unreported >= 8 * 1024 * 1024) { parentPort.postMessage({ bytes: unreported }); unreported = 0; }
    }
    pad(item.size);
    return hash.digest('hex');
  } finally { fs.closeSync(input); }
}
parentPort.on('message', (message) => {
  try {
    if (message.close) {
      try { fs.closeSync(fd); } catch {}
      parentPort.postMessage({ done: true, position });
      return;
    }
    if (message.finish) {
      write(Buffer.alloc(1024));
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      parentPort.postMessage({ done: true, position });
      return;
    }
    const results = message.items.map((item) => {
      if (item.source === undefined) {
        write(Buffer.from(item.header));
        if (item.data) { write(Buffer.from(item.data)); pad(item.data.length); }
        return '';
      }
      return copy(item);
    });
    if (unreported) { parentPort.postMessage({ bytes: unreported }); unreported = 0; }
    parentPort.postMessage({ done: true, results, position });
  } catch (error) {
    parentPort.postMessage({ failed: Atomics.load(abort, 0) === 1 ? 'aborted' : String(error && error.message) });
  }
});
`;

type Reply = { bytes: number } | { done: true; results?: (string | null)[]; position: number } | { failed: string };

/**
 * Appends entries to one tar file through the copying thread, hashing each file's bytes as they
 * pass (the manifest's checksums come from the bytes written, not from a second read). Folders and
 * in-memory entries wait in `pending` and go with the next batch of files, so the main thread
 * hands over whole lists and is not needed between the files.
 */
export class ArchiveWriter {
  readonly files: ArchivedFile[] = [];
  private position = 0;
  private pending: Item[] = [];
  private waiting: ((reply: Reply) => void) | null = null;
  private inflight: Promise<unknown> = Promise.resolve();
  private closed = false;

  private constructor(
    private readonly worker: Worker,
    private readonly abortFlag: Int32Array,
    private readonly onBytes: (bytes: number) => void | Promise<void>,
  ) {
    worker.on('message', (reply: Reply) => {
      if ('bytes' in reply) void this.onBytes(reply.bytes);
      else this.waiting?.(reply);
    });
    worker.on('error', (error) => this.waiting?.({ failed: error.message }));
  }

  static async create(
    path: string,
    options: { onBytes?: (bytes: number) => void | Promise<void>; signal?: AbortSignal } = {},
  ) {
    const abort = new SharedArrayBuffer(4);
    const flag = new Int32Array(abort);
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, abort } });
    const writer = new ArchiveWriter(worker, flag, options.onBytes ?? (() => {}));
    options.signal?.addEventListener('abort', () => Atomics.store(flag, 0, 1), { once: true });
    // 'wx' in the thread: a name already taken is a bug to report, never a file to overwrite.
    await writer.send({ items: [] });
    return writer;
  }

  get bytes(): number {
    return this.position;
  }

  private send(message: object): Promise<Extract<Reply, { done: true }>> {
    const sent = new Promise<Extract<Reply, { done: true }>>((resolve, reject) => {
      this.waiting = (reply) => {
        this.waiting = null;
        if ('failed' in reply)
          reject(reply.failed === 'aborted' ? new Error('The backup was cancelled.') : new Error(reply.failed));
        else if ('done' in reply) {
          this.position = reply.position;
          resolve(reply);
        }
      };
      this.worker.postMessage(message);
    });
    this.inflight = sent.catch(() => {});
    return sent;
  }

  addDirectory(name: string, mtime: Date) {
    this.pending.push({
      name,
      header: encodeHeader({ name, size: 0, type: 'directory', mode: 0o700, mtime }),
      size: 0,
      listed: false,
    });
  }

  /** An entry whose bytes are in memory (the backup label, the manifest); written with the next batch. */
  addBuffer(name: string, data: Buffer, mtime: Date, options: { listed?: boolean } = {}) {
    const header = encodeHeader({ name, size: data.length, type: 'file', mode: 0o600, mtime });
    this.pending.push({ name, header, size: data.length, data, listed: options.listed !== false });
  }

  /**
   * Copies each file's `size` bytes (its size when it was listed): a file grown since is cut at
   * that size and one that shrank is padded with zeros — both only happen to PostgreSQL's own files
   * during an online backup, whose log mends them at restore. Returns the names of files that were
   * gone (a table dropped meanwhile, an upload deleted), of which nothing is written.
   */
  async addFiles(files: readonly { name: string; source: string; size: number; mtime: Date }[]): Promise<string[]> {
    const items: Item[] = [
      ...this.pending,
      ...files.map((f) => ({
        name: f.name,
        header: encodeHeader({ name: f.name, size: f.size, type: 'file', mode: 0o600, mtime: f.mtime }),
        source: f.source,
        size: f.size,
        listed: true,
      })),
    ];
    this.pending = [];
    const { results = [] } = await this.send({ items });
    const gone: string[] = [];
    items.forEach((item, i) => {
      const sha256 = results[i];
      if (sha256 === null) gone.push(item.name);
      else if (item.listed) {
        const hash = item.data ? createHash('sha256').update(item.data).digest('hex') : sha256!;
        this.files.push({ path: item.name, bytes: item.size, sha256: hash });
      }
    });
    return gone;
  }

  /** Ends the archive and forces it to disk, so a rename after this names complete bytes. */
  async finish() {
    await this.addFiles([]);
    await this.send({ finish: true });
    await this.close();
  }

  /** Stops the copying thread and closes the archive's descriptor (the caller removes the file). */
  async abandon() {
    Atomics.store(this.abortFlag, 0, 1);
    if (this.closed) return;
    await this.inflight;
    await this.send({ close: true }).catch(() => {});
    await this.close();
  }

  private async close() {
    if (this.closed) return;
    this.closed = true;
    await this.worker.terminate();
  }
}

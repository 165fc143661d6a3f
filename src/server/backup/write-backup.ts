import { existsSync, readFileSync } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { indiaLocalDateTime } from '../../domain/india-date';
import { BACKUP_FILE_NAME } from '../../domain/schemas/backups';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import { isRunning } from '../db/data-dir-lock';
import { runInBackground } from '../db/interactive-first';
import { keyIdOf } from '../settings/secret-box';
import { parseKey, secretsKeyPath } from '../settings/secrets-key';
import { SCRATCH_DIR } from '../storage/file-storage';
import { ArchiveWriter } from './archive-writer';
import { BackupError } from './backup-error';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  backedUpTables,
  countStatement,
  MANIFEST_NAME,
  migrationLevel,
  productVersion,
} from './manifest';
import { listDataFolder, snapshotPglite } from './pglite-snapshot';
import { snapshotPostgres } from './postgres-snapshot';
import { addListed, totalBytes, walkFiles } from './walk-files';

export interface BackupResult {
  /** e.g. estatedesk-2026-11-28T0230+0530.tar (India time in the name). */
  fileName: string;
  /** Absolute path of the finished archive. */
  path: string;
  bytes: number;
  startedAt: Date;
  finishedAt: Date;
  manifest: BackupManifest;
}

/** Where uploaded files go inside an archive. */
export const UPLOADS_PREFIX = 'uploads';
/** An archive being written: `.partial-<pid>-<final name>`, never taken for a finished one. */
const PARTIAL = /^\.partial-(\d+)-/;

export interface FinishedArchive {
  fileName: string;
  path: string;
  bytes: number;
  modifiedAt: Date;
}

/** The finished archives in `dir`, newest first (their names sort by India time). */
export async function listFinishedArchives(dir: string): Promise<FinishedArchive[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: FinishedArchive[] = [];
  // Only a finished archive's name, the one pattern the API also checks a download against.
  for (const fileName of names.filter((n) => BACKUP_FILE_NAME.test(n))) {
    const path = join(dir, fileName);
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) found.push({ fileName, path, bytes: info.size, modifiedAt: info.mtime });
  }
  return found.sort((a, b) => (a.fileName < b.fileName ? 1 : a.fileName > b.fileName ? -1 : 0));
}

/** The archive name for a backup started at `instant`: India's wall clock, to the minute. */
export function archiveName(instant: Date, attempt = 1): string {
  const stamp = indiaLocalDateTime(instant).replace(':', '');
  return `estatedesk-${stamp}+0530${attempt > 1 ? `-${attempt}` : ''}.tar`;
}

/** keyIdOf the secrets key the server uses (SECRETS_KEY, or DATA_DIR/secrets.key), read only. */
export function secretsKeyFingerprint(config: AppConfig): string | null {
  if (config.secretsKey) return keyIdOf(config.secretsKey);
  const path = secretsKeyPath(config.dataDir);
  if (config.databaseUrl || !existsSync(path)) return null;
  return keyIdOf(parseKey(readFileSync(path, 'utf8'), path));
}

/** Removes archives a killed process left half-written (their pid no longer runs). */
async function removeAbandonedPartials(dir: string) {
  for (const name of await readdir(dir)) {
    const pid = Number(PARTIAL.exec(name)?.[1] ?? Number.NaN);
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid)) await unlink(join(dir, name)).catch(() => {});
  }
}

async function freeName(dir: string, startedAt: Date): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const name = archiveName(startedAt, attempt);
    if (!existsSync(join(dir, name))) return name;
  }
}

/** Calls `progress` at most every 250 ms, and always for the last figures. */
function throttled(progress: ((done: number, total: number) => void | Promise<void>) | undefined) {
  let last = 0;
  return async (done: number, total: number, final = false) => {
    const now = performance.now();
    if (!progress || (!final && now - last < 250)) return;
    last = now;
    await progress(done, Math.max(done, total));
  };
}

let running = false;

/**
 * One backup archive in `options.dir` (decision 162): a consistent snapshot of the database taken
 * while the server serves, every uploaded file (after the snapshot, so every file it names is
 * there), and the manifest. Written as `.partial-<pid>-<name>`, forced to disk, then renamed: a
 * finished name always holds a complete archive. One backup at a time per process.
 */
export async function writeBackup(
  ctx: AppContext,
  options: {
    dir: string;
    signal?: AbortSignal;
    progress?: (done: number, total: number) => void | Promise<void>;
  },
): Promise<BackupResult> {
  if (running) throw new BackupError('A backup is already being written; wait for it to finish.');
  running = true;
  try {
    return await runInBackground(() => backUp(ctx, options));
  } finally {
    running = false;
  }
}

async function backUp(
  ctx: AppContext,
  options: { dir: string; signal?: AbortSignal; progress?: (done: number, total: number) => void | Promise<void> },
): Promise<BackupResult> {
  const { dir, signal } = options;
  const { database, config } = ctx;
  if (database.kind === 'pglite' && !database.embedded?.pgdataDir) {
    throw new BackupError('An in-memory database has no data folder to back up.');
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await removeAbandonedPartials(dir);
  const startedAt = ctx.clock();
  const fileName = await freeName(dir, startedAt);
  const partial = join(dir, `.partial-${process.pid}-${fileName}`);
  const path = join(dir, fileName);

  const tables = await backedUpTables(ctx.db);
  const migration = await migrationLevel(ctx.db);
  const skipScratch = (relative: string) => relative === SCRATCH_DIR;
  const uploadsBefore = totalBytes(await walkFiles(config.uploadsDir, skipScratch));
  const databaseBytes = database.kind === 'pglite' ? (await listDataFolder(database.embedded!.pgdataDir!)).bytes : 0;
  let total = databaseBytes + uploadsBefore;
  let done = 0;
  const report = throttled(options.progress);
  const writer = await ArchiveWriter.create(partial, {
    signal,
    onBytes: (bytes) => {
      done += bytes;
      return report(done, total);
    },
  });
  try {
    const countSql = countStatement(tables);
    const snapshot =
      database.kind === 'pglite'
        ? await snapshotPglite(database.embedded!, writer, countSql, signal)
        : await snapshotPostgres(config.databaseUrl!, writer, countSql, `${partial}.pgdump`, signal);

    const uploads = await walkFiles(config.uploadsDir, skipScratch);
    total = done + totalBytes(uploads);
    writer.addDirectory(UPLOADS_PREFIX, startedAt);
    await addListed(writer, UPLOADS_PREFIX, uploads);

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      productVersion: productVersion(),
      migration,
      database: database.kind,
      createdAt: startedAt.toISOString(),
      tables: snapshot.tables,
      files: writer.files,
      secretsKeyFingerprint: secretsKeyFingerprint(config),
    };
    writer.addBuffer(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 1)), ctx.clock(), {
      listed: false,
    });
    await writer.finish();
    await rename(partial, path);
    await syncFolder(dir);
    await report(done, done, true);
    return { fileName, path, bytes: writer.bytes, startedAt, finishedAt: ctx.clock(), manifest };
  } catch (error) {
    await writer.abandon();
    await unlink(partial).catch(() => {});
    throw error;
  }
}

/** The rename itself on disk: without it a power cut may forget the new name. */
async function syncFolder(dir: string) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

import { join } from 'node:path';
import type { EmbeddedDatabase } from '../db/database';
import { runInBackground } from '../db/interactive-first';
import type { ArchiveWriter } from './archive-writer';
import { BackupError } from './backup-error';
import { countsOf } from './manifest';
import { addListed, type ListedFile, totalBytes, walkFiles } from './walk-files';

/** Where the data folder goes inside an archive. */
export const PGDATA_PREFIX = 'pgdata';

/**
 * What pg_basebackup leaves out of a data folder: state that means nothing after a restart. The
 * folders themselves are kept (PostgreSQL expects them), their contents are not.
 */
const EMPTY_FOLDERS = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);

function skipInDataFolder(relative: string, type: 'file' | 'directory'): boolean {
  const parts = relative.split('/');
  const name = parts[parts.length - 1]!;
  if (parts.length >= 2 && EMPTY_FOLDERS.has(parts[0]!) && !(parts[0] === 'pg_wal' && type === 'directory')) {
    return true;
  }
  if (type === 'directory') return name === 'pgsql_tmp';
  return SKIPPED_FILES.has(relative) || name === 'pg_internal.init' || name.startsWith('pgsql_tmp');
}

const walSegment = /^[0-9A-F]{24}$/;
/** A segment's place in the log: 256 segments of 16 MB (PGlite's size) to each "log" number. */
const segmentNumber = (name: string) =>
  Number.parseInt(name.slice(8, 16), 16) * 256 + Number.parseInt(name.slice(16), 16);

/** What the snapshot will copy before the log: the data folder as it is now. */
export async function listDataFolder(pgdataDir: string): Promise<{ files: ListedFile[]; bytes: number }> {
  const files = await walkFiles(pgdataDir, skipInDataFolder);
  return { files, bytes: totalBytes(files) };
}

/**
 * An online base backup of the embedded database, as pg_basebackup takes one (decision 162):
 * pg_backup_start (a checkpoint: one short hold), the data folder copied file by file while
 * people keep reading and writing, then — in one step, so nothing commits between them — every
 * table's rows counted and pg_backup_stop. The archive gets the log from the start's segment to
 * the stop's, and the backup label: PostgreSQL started on the restored folder replays exactly
 * that log and stops where pg_backup_stop stood, the moment the counts were taken. No checkpoint
 * may recycle that log meanwhile, so the WAL bound is held for the duration.
 */
export async function snapshotPglite(
  embedded: EmbeddedDatabase,
  writer: ArchiveWriter,
  countSql: string,
  signal: AbortSignal | undefined,
): Promise<{ tables: Record<string, number> }> {
  const pgdataDir = embedded.pgdataDir;
  if (!pgdataDir) throw new BackupError('An in-memory database has no data folder to back up.');
  const { client } = embedded;
  return embedded.withoutCheckpoints(async () => {
    const label = `estatedesk ${new Date().toISOString()}`;
    await runInBackground(() => client.query('select pg_backup_start($1, true)', [label]));
    let stopped = false;
    try {
      const listed = await listDataFolder(pgdataDir);
      await addListed(writer, PGDATA_PREFIX, listed.files);
      signal?.throwIfAborted();
      const [counted, stop] = await runInBackground(() =>
        client.exec(
          `${countSql};
           select labelfile, spcmapfile, pg_walfile_name(lsn) as last_segment from pg_backup_stop(false)`,
        ),
      );
      stopped = true;
      const end = stop?.rows[0] as { labelfile: string; spcmapfile: string; last_segment: string } | undefined;
      const first = end?.labelfile.match(/START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/)?.[1];
      if (!end || !first) throw new BackupError('PostgreSQL did not say where the backup’s log begins.');
      const segments = (
        await walkFiles(join(pgdataDir, 'pg_wal'), (rel, type) => type === 'directory' || !walSegment.test(rel))
      ).filter((f) => f.relative >= first && f.relative <= end.last_segment);
      const expected = segmentNumber(end.last_segment) - segmentNumber(first) + 1;
      if (segments.length < expected) {
        throw new BackupError(`The log of the backup is incomplete (${segments.length} of ${expected} segments).`);
      }
      const gone = await writer.addFiles(
        segments.map((f) => ({
          name: `${PGDATA_PREFIX}/pg_wal/${f.relative}`,
          source: f.absolute,
          size: f.size,
          mtime: f.mtime,
        })),
      );
      if (gone.length > 0) throw new BackupError(`The log segment ${gone[0]} vanished during the backup.`);
      const now = new Date();
      writer.addBuffer(`${PGDATA_PREFIX}/backup_label`, Buffer.from(end.labelfile), now);
      if (end.spcmapfile) writer.addBuffer(`${PGDATA_PREFIX}/tablespace_map`, Buffer.from(end.spcmapfile), now);
      return { tables: countsOf((counted?.rows ?? []) as { name: string; n: string }[]) };
    } finally {
      // A backup left open in the session would keep full-page writes forced and refuse the next.
      if (!stopped) await runInBackground(() => client.query('select pg_backup_stop(false)')).catch(() => {});
    }
  });
}

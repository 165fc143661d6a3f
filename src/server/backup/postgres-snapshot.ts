import { stat, unlink } from 'node:fs/promises';
import pg from 'pg';
import type { ArchiveWriter } from './archive-writer';
import { countsOf } from './manifest';
import { runPostgresTool } from './postgres-tools';

/** The dump's name inside an archive: pg_dump's custom format, for pg_restore. */
export const POSTGRES_DUMP_NAME = 'database.pgdump';

/**
 * A logical dump of a PostgreSQL database with pg_dump (decision 162). One repeatable-read
 * transaction exports its snapshot, counts every table in it, and pg_dump dumps that same
 * snapshot, so the counts in the manifest are the rows in the dump. The server keeps serving:
 * pg_dump takes only ACCESS SHARE locks, which block nothing but schema changes.
 * The dump is spooled to `spool` (its size goes in the tar header before its bytes).
 */
export async function snapshotPostgres(
  url: string,
  writer: ArchiveWriter,
  countSql: string,
  spool: string,
  signal: AbortSignal | undefined,
): Promise<{ tables: Record<string, number> }> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const counted = await client.query<{ name: string; n: string }>(countSql);
    try {
      // Compression 1: a fraction of the CPU of the default level for most of its gain on text.
      await runPostgresTool(
        'pg_dump',
        url,
        ['--format=custom', '--compress=1', `--snapshot=${rows[0]!.snapshot}`, '--file', spool],
        {
          signal,
        },
      );
      const { size, mtime } = await stat(spool);
      await writer.addFiles([{ name: POSTGRES_DUMP_NAME, source: spool, size, mtime }]);
    } finally {
      await unlink(spool).catch(() => {});
    }
    await client.query('commit');
    return { tables: countsOf(counted.rows) };
  } finally {
    await client.end().catch(() => {});
  }
}

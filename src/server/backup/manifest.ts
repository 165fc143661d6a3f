import { existsSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/database';
import { MIGRATIONS_FOLDER } from '../db/open-database';
import { rowsOf } from '../db/rows';
import { BackupError } from './backup-error';
import { tarEntries } from './tar';

/** The name of the manifest inside an archive; it is the last entry, written once the rest is in. */
export const MANIFEST_NAME = 'manifest.json';
/** The archive layout this code writes and reads; a higher one is refused at restore. */
export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: 1;
  productVersion: string;
  /** How many migrations the database had, and the last one's tag (db/migrations/meta/_journal.json). */
  migration: { count: number; lastTag: string };
  database: 'pglite' | 'postgres';
  createdAt: string;
  /** Rows per table in the snapshot ("drizzle.__drizzle_migrations" for the migrator's own). */
  tables: Record<string, number>;
  /** Every entry of the archive but the manifest, with its size and SHA-256 (hex). */
  files: { path: string; bytes: number; sha256: string }[];
  /** keyIdOf(secrets key): which key the stored secrets need; never the key itself. */
  secretsKeyFingerprint: string | null;
}

const manifestSchema = z.object({
  format: z.number().int(),
  productVersion: z.string(),
  migration: z.object({ count: z.number().int().nonnegative(), lastTag: z.string() }),
  database: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  tables: z.record(z.string(), z.number().int().nonnegative()),
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string() })),
  secretsKeyFingerprint: z.string().nullable(),
});

/** An archive that is not a complete EstateDesk backup. */
export class BackupArchiveError extends BackupError {}

/**
 * The manifest of an archive, reading only the tar headers and the manifest's own bytes. A format
 * newer than this code's is returned as read (restore refuses it with its own sentence); anything
 * unreadable is a BackupArchiveError.
 */
export async function readManifest(archivePath: string): Promise<BackupManifest> {
  const handle = await open(archivePath, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupArchiveError(
      error.code === 'ENOENT' ? `There is no file ${archivePath}.` : `${archivePath} cannot be read: ${error.message}`,
    );
  });
  try {
    let found: { offset: number; size: number } | null = null;
    try {
      for await (const entry of tarEntries(handle)) if (entry.name === MANIFEST_NAME) found = entry;
    } catch (error) {
      throw new BackupArchiveError(`${archivePath} is not a complete EstateDesk backup: ${(error as Error).message}.`);
    }
    if (!found) throw new BackupArchiveError(`${archivePath} is not an EstateDesk backup: it has no ${MANIFEST_NAME}.`);
    if (found.size > 256 * 1024 * 1024)
      throw new BackupArchiveError(`${archivePath} has an implausibly large manifest.`);
    const bytes = Buffer.alloc(found.size);
    await handle.read(bytes, 0, found.size, found.offset);
    let parsed: z.infer<typeof manifestSchema>;
    try {
      parsed = manifestSchema.parse(JSON.parse(bytes.toString('utf8')));
    } catch {
      throw new BackupArchiveError(`The manifest of ${archivePath} cannot be read.`);
    }
    return parsed as BackupManifest;
  } finally {
    await handle.close();
  }
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations this code knows, in order (drizzle's journal). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

let version: string | undefined;
/**
 * EstateDesk's version from its package.json, found by walking up from this file: the sources sit
 * three folders below it, the built server (dist/server, decision 169) two.
 */
export function productVersion(): string {
  if (version) return version;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate)) {
      const pkg = JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string; version: string };
      if (pkg.name === 'estatedesk') {
        version = pkg.version;
        return version;
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error("EstateDesk's package.json was not found above the server code.");
    dir = parent;
  }
}

/**
 * The database's migration level: how many migrations drizzle recorded, and the tag of the last
 * (matched by its time in the journal; "unknown" for one this code has never seen).
 */
export async function migrationLevel(db: DbOrTx): Promise<BackupManifest['migration']> {
  const rows = rowsOf<{ n: number; last: string | null }>(
    await db.execute(sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`),
  );
  const { n, last } = rows[0] ?? { n: 0, last: null };
  const known = knownMigrations().find((entry) => String(entry.when) === last);
  return { count: Number(n), lastTag: known?.tag ?? (last === null ? 'none' : `unknown (${last})`) };
}

/** Every table of ours and the migrator's, as a name for the manifest and a quoted identifier for SQL. */
export async function backedUpTables(db: DbOrTx): Promise<{ name: string; sql: string }[]> {
  const rows = rowsOf<{ schema: string; table: string }>(
    await db.execute(sql`select schemaname as schema, tablename as table from pg_tables
      where schemaname in ('public', 'drizzle') order by schemaname desc, tablename`),
  );
  const quote = (id: string) => `"${id.replace(/"/g, '""')}"`;
  return rows.map((r) => ({
    name: r.schema === 'public' ? r.table : `${r.schema}.${r.table}`,
    sql: `${quote(r.schema)}.${quote(r.table)}`,
  }));
}

/**
 * One statement counting every table, so the counts are of one moment: rows of (name, n).
 * (A UNION, not one json_build_object: a function takes at most 100 arguments.)
 */
export function countStatement(tables: { name: string; sql: string }[]): string {
  if (tables.length === 0) return 'select null::text as name, 0::bigint as n where false';
  return tables
    .map((t) => `select '${t.name.replace(/'/g, "''")}'::text as name, (select count(*) from ${t.sql})::bigint as n`)
    .join(' union all ');
}

export function countsOf(rows: readonly { name: string; n: string | number }[]): Record<string, number> {
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

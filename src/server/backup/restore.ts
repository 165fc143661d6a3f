import { existsSync, readFileSync } from 'node:fs';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import { rowsOf } from '../db/rows';
import { keyIdOf } from '../settings/secret-box';
import { parseKey, secretsKeyPath, writeKeyFile } from '../settings/secrets-key';
import { BackupError } from './backup-error';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  backedUpTables,
  countStatement,
  countsOf,
  knownMigrations,
  productVersion,
  readManifest,
} from './manifest';
import { PGDATA_PREFIX } from './pglite-snapshot';
import { POSTGRES_DUMP_NAME } from './postgres-snapshot';
import { libpqEnvironment, runPostgresTool } from './postgres-tools';
import type { TarEntry } from './tar';
import { entryChunks, verifyArchive } from './verify-archive';
import { UPLOADS_PREFIX } from './write-backup';

export interface RestoreTarget {
  /** The data folder to fill (DATA_DIR); must be empty or absent. */
  dataDir: string;
  /** Where uploaded files go (UPLOADS_DIR, by default DATA_DIR/uploads); must be empty or absent. */
  uploadsDir: string;
  /** An empty PostgreSQL database, for an archive of one. */
  databaseUrl?: string | undefined;
  /** A secrets key file to check against the archive's fingerprint and place in the data folder. */
  secretsKeyFile?: string | undefined;
}

/** Refuses an archive this code cannot restore faithfully: a newer format or migrations it does not know. */
export function checkCompatible(manifest: BackupManifest): void {
  const newer = `It was made by EstateDesk ${manifest.productVersion}; this is ${productVersion()}. Restore it with that version or a newer one.`;
  if (manifest.format > BACKUP_FORMAT) {
    throw new BackupError(
      `This archive has format ${manifest.format}, newer than this EstateDesk reads (${BACKUP_FORMAT}). ${newer}`,
    );
  }
  const known = knownMigrations();
  const { count, lastTag } = manifest.migration;
  if (count > known.length || (count > 0 && known[count - 1]?.tag !== lastTag)) {
    throw new BackupError(
      `This archive's database is at migration ${count} (${lastTag}), which this EstateDesk does not know (it has ${known.length}, up to ${known.at(-1)?.tag}). ${newer}`,
    );
  }
}

async function isEmptyFolder(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

const inside = (child: string, parent: string) => {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep));
};

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`The PostgreSQL database in DATABASE_URL cannot be reached: ${(error as Error).message}.`);
  }
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.n;
  } finally {
    await client.end().catch(() => {});
  }
}

async function checkTargetEmpty(manifest: BackupManifest, target: RestoreTarget) {
  if (manifest.database === 'postgres' && !target.databaseUrl) {
    throw new BackupError(
      'This archive holds a PostgreSQL database: set DATABASE_URL to an empty database to restore it into.',
    );
  }
  if (manifest.database === 'pglite' && target.databaseUrl) {
    throw new BackupError(
      'This archive holds an embedded database: restore it without DATABASE_URL, into an empty data folder.',
    );
  }
  if (manifest.database === 'pglite' && !(await isEmptyFolder(target.dataDir))) {
    throw new BackupError(
      `The data folder ${target.dataDir} is not empty. Restore into a new, empty folder (--data-dir).`,
    );
  }
  const uploadsChecked = manifest.database === 'pglite' && inside(target.uploadsDir, target.dataDir);
  if (!uploadsChecked && !(await isEmptyFolder(target.uploadsDir))) {
    throw new BackupError(`The uploads folder ${target.uploadsDir} is not empty. Restore into a new, empty folder.`);
  }
  if (manifest.database === 'postgres') {
    const tables = await tablesIn(target.databaseUrl!);
    if (tables > 0) {
      throw new BackupError(
        `The database in DATABASE_URL already has ${tables} table(s). Restore into a new, empty database (createdb).`,
      );
    }
  }
}

function secretsKeyFor(manifest: BackupManifest, target: RestoreTarget): Buffer | null {
  if (!target.secretsKeyFile) return null;
  if (!existsSync(target.secretsKeyFile)) throw new BackupError(`There is no file ${target.secretsKeyFile}.`);
  const key = parseKey(readFileSync(target.secretsKeyFile, 'utf8'), target.secretsKeyFile);
  if (manifest.secretsKeyFingerprint && keyIdOf(key) !== manifest.secretsKeyFingerprint) {
    throw new BackupError(
      `${target.secretsKeyFile} is key ${keyIdOf(key)}, but the archive's secrets were sealed with ${manifest.secretsKeyFingerprint}.`,
    );
  }
  if (manifest.database === 'postgres') {
    throw new BackupError(
      'With PostgreSQL the key is not kept in a file: set SECRETS_KEY where the server runs instead.',
    );
  }
  return key;
}

async function writeEntry(archive: Awaited<ReturnType<typeof open>>, entry: TarEntry, path: string) {
  if (entry.type === 'directory') {
    await mkdir(path, { recursive: true, mode: 0o700 });
    return;
  }
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const out = await open(path, 'wx', 0o600);
  try {
    let position = 0;
    for await (const chunk of entryChunks(archive, entry)) {
      await out.write(chunk, 0, chunk.length, position);
      position += chunk.length;
    }
  } finally {
    await out.close();
  }
}

async function countRows(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await backedUpTables(database.db);
  return countsOf(rowsOf<{ name: string; n: string }>(await database.db.execute(sql.raw(countStatement(tables)))));
}

/** Tables whose row count differs from the manifest's, as "name: restored/expected". */
function countDifferences(expected: Record<string, number>, restored: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(restored)]);
  return [...names]
    .filter((n) => expected[n] !== restored[n])
    .map((n) => `${n}: ${restored[n] ?? 'missing'}/${expected[n] ?? 'none'}`);
}

/**
 * Restores an archive into an empty place (decision 162): refuses a newer archive, a non-empty
 * target, or any file whose checksum differs, before writing anything; then writes the data
 * folder (or runs pg_restore in one transaction) and the uploads, opens the database once so
 * PostgreSQL replays the backup's log, and checks every table's row count against the manifest.
 * What it wrote is removed again when it fails.
 */
export async function restoreBackup(
  archivePath: string,
  target: RestoreTarget,
  log: (line: string) => void = () => {},
): Promise<{ manifest: BackupManifest }> {
  const manifest = await readManifest(archivePath);
  checkCompatible(manifest);
  await checkTargetEmpty(manifest, target);
  const key = secretsKeyFor(manifest, target);
  log(`Checking ${manifest.files.length} files against their checksums…`);
  const entries = await verifyArchive(archivePath, manifest);

  log('Writing the data…');
  const made = [target.dataDir, target.uploadsDir].filter((p) => !existsSync(p));
  try {
    await mkdir(target.dataDir, { recursive: true, mode: 0o700 });
    await mkdir(target.uploadsDir, { recursive: true, mode: 0o700 });
    const archive = await open(archivePath, 'r');
    try {
      for (const entry of entries) {
        const [top, ...rest] = entry.name.split('/');
        if (top === PGDATA_PREFIX && manifest.database === 'pglite') {
          await writeEntry(archive, entry, join(target.dataDir, PGDATA_PREFIX, ...rest));
        } else if (top === UPLOADS_PREFIX) {
          if (rest.length > 0) await writeEntry(archive, entry, join(target.uploadsDir, ...rest));
        } else if (entry.name === POSTGRES_DUMP_NAME && manifest.database === 'postgres') {
          await runPostgresTool(
            'pg_restore',
            target.databaseUrl!,
            [
              '--exit-on-error',
              '--single-transaction',
              '--no-owner',
              '--no-privileges',
              `--dbname=${libpqEnvironment(target.databaseUrl!).PGDATABASE}`,
            ],
            {
              feed: async (stdin) => {
                for await (const chunk of entryChunks(archive, entry)) {
                  if (!stdin.write(chunk)) await new Promise((r) => stdin.once('drain', r));
                }
                stdin.end();
              },
            },
          );
        } else {
          throw new BackupError(
            `The archive holds ${entry.name}, which a ${manifest.database} restore has no place for.`,
          );
        }
      }
    } finally {
      await archive.close();
    }
    if (key) writeKeyFile(secretsKeyPath(target.dataDir), key, { replace: false });

    log('Opening the restored database to check it…');
    const database =
      manifest.database === 'pglite'
        ? await openDatabase({ kind: 'pglite', dataDir: target.dataDir, migrate: false })
        : await openDatabase({ kind: 'postgres', url: target.databaseUrl!, migrate: false });
    try {
      const differences = countDifferences(manifest.tables, await countRows(database));
      if (differences.length > 0) {
        throw new BackupError(
          `The restored database does not hold the archive's rows (${differences.slice(0, 5).join(', ')}).`,
        );
      }
    } finally {
      await database.close();
    }
  } catch (error) {
    if (manifest.database === 'pglite') {
      for (const path of made) await rm(path, { recursive: true, force: true });
      if (!made.includes(target.dataDir)) await emptyFolder(target.dataDir);
    }
    if (!made.includes(target.uploadsDir)) await emptyFolder(target.uploadsDir);
    throw error;
  }
  return { manifest };
}

async function emptyFolder(path: string) {
  for (const name of await readdir(path).catch(() => [] as string[])) {
    await rm(join(path, name), { recursive: true, force: true });
  }
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import type { DatabaseHandle, Db } from './database';
import { InteractiveFirst } from './interactive-first';
import { checkpointWhenWalGrows } from './wal-bound';

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; migrate?: boolean }
  /** dataDir undefined = in memory (tests). loadDataDir = start from a dump (tests' template). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; migrate?: boolean };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.kind === 'postgres' ? await openPostgres(options.url) : await openPglite(options);
  if (options.migrate !== false) await migrateDatabase(handle);
  return handle;
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    // node-postgres and pglite migrators share the journal format; the instance types differ only in name.
    await migrateNodePg(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePglite(handle.db, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // A pool error (server restarted) must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, casing: 'snake_case' }) as unknown as Db;
  await pool.query('create extension if not exists pg_trgm');
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = new PGlite({
      dataDir: options.dataDir ? join(options.dataDir, 'pgdata') : undefined,
      extensions: { pg_trgm },
      loadDataDir: options.loadDataDir,
      // How much log a checkpoint keeps for reuse: a single-user PostgreSQL reads it only at start.
      // The checkpoints themselves come from checkpointWhenWalGrows (decision 153).
      startParams: [...PGlite.defaultStartParams, '-c', 'max_wal_size=64MB'],
    });
    await client.waitReady;
    await client.exec('create extension if not exists pg_trgm');
    putPeopleFirst(client);
    const wal = checkpointWhenWalGrows(client);
    const db = drizzlePglite({ client, casing: 'snake_case' }) as Db;
    let closed = false;
    return {
      db,
      kind: 'pglite',
      embedded: {
        pgdataDir: options.dataDir ? join(options.dataDir, 'pgdata') : undefined,
        client,
        withoutCheckpoints: (work) => wal.hold(work),
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await wal.stop();
          await client.exec('checkpoint');
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Every statement and transaction Drizzle starts on the embedded database goes through one
 * InteractiveFirst line, so background work waits while people's requests are at the database.
 * A transaction's own statements run on its handle and do not queue again.
 */
function putPeopleFirst(client: PGlite) {
  const line = new InteractiveFirst();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => line.run(() => query(...args))) as typeof client.query;
  client.exec = (...args: Parameters<typeof exec>) => line.run(() => exec(...args));
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    line.run(() => transaction(...args))) as typeof client.transaction;
}

export function pgliteDataExists(dataDir: string): boolean {
  return existsSync(join(dataDir, 'pgdata', 'PG_VERSION'));
}

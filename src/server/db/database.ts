import type { PGlite } from '@electric-sql/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';

/**
 * The one database type the services see. PGlite and node-postgres share Drizzle's PostgreSQL
 * query builder, so the node-postgres instance is typed as this too (see open-database.ts).
 */
export type Db = PgliteDatabase<Record<string, never>>;

/** A transaction handle, or the database itself: service helpers accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's own parts, for the online backup (backup/pglite-snapshot.ts). */
  embedded?: EmbeddedDatabase;
  /** Answers a trivial query; used by /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface EmbeddedDatabase {
  /** The PostgreSQL data folder on disk (DATA_DIR/pgdata); undefined for one in memory. */
  pgdataDir: string | undefined;
  /** The client; its query/exec/transaction pass the people-first line (interactive-first.ts). */
  client: PGlite;
  /** Runs `work` while no checkpoint recycles the write-ahead log (db/wal-bound.ts). */
  withoutCheckpoints<T>(work: () => Promise<T>): Promise<T>;
}

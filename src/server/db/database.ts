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
  /** Answers a trivial query; used by /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

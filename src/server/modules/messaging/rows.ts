import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

/** Rows of a raw statement, the same on PGlite and node-postgres. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : new Date(d).toISOString();

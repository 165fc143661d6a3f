import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';

/**
 * The planner's estimate of how many rows a query returns ("Plan Rows" of EXPLAIN (FORMAT JSON)):
 * the price of a plan, not of a scan. The lists use it for a count past their exact threshold
 * (decision 096) and the bookings search to choose its plan (decision 189).
 */
export async function plannedRows(db: DbOrTx, query: SQL | { getSQL(): SQL }): Promise<number> {
  return planRows(rowsOf(await db.execute(sql`explain (format json) ${query}`)));
}

/** node-postgres parses the json column, PGlite may hand back text. */
function planRows(rows: Record<string, unknown>[]): number {
  const cell = rows[0] ? Object.values(rows[0])[0] : undefined;
  const json = typeof cell === 'string' ? JSON.parse(cell) : cell;
  const estimate = Number((json as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows']);
  return Number.isFinite(estimate) ? Math.round(estimate) : 0;
}

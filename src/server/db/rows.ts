/**
 * The rows of a raw `db.execute` answer. Both drivers answer `{ rows }` (node-postgres and PGlite),
 * but Drizzle types the answer per driver, so raw SQL reads its rows through this one cast.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The values written out as SQL literals. Check constraints and index expressions are DDL, where
 * bound parameters cannot go, and the values come from our own domain lists, never from a request.
 */
export function sqlList(values: readonly (string | number)[]): SQL {
  return sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`)).join(', '));
}

/**
 * `column in (…)` over a domain list. Check constraints are built with it from the same lists the
 * zod schemas use, so a value added to a list changes the Drizzle schema, `db:check` then asks for
 * a migration, and the database cannot be left refusing it.
 */
export function oneOf(column: AnyColumn, values: readonly (string | number)[]): SQL {
  return sql`${column} in (${sqlList(values)})`;
}

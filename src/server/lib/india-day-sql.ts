import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The India date of a timestamptz column, in SQL (a `date`): what a report groups by. India keeps
 * one offset all year (UTC+05:30, no daylight saving), so a fixed shift needs no zone database and
 * gives the same day on PostgreSQL and PGlite whatever the server's zone. Written without bound
 * parameters so the same expression in SELECT and GROUP BY is one expression to PostgreSQL; a date
 * groups and compares cheaper than text (format it with `dayText` after grouping).
 */
export function indiaDateSql(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`(((${column}) at time zone 'UTC') + interval '330 minutes')::date`;
}

/** yyyy-mm-dd of a date expression (e.g. a grouped `indiaDateSql`). */
export function dayText(date: SQL): SQL<string> {
  return sql<string>`to_char(${date}, 'YYYY-MM-DD')`;
}

/** yyyy-mm-dd of a timestamptz column's India day, as text. */
export function indiaDaySql(column: AnyPgColumn | SQL): SQL<string> {
  return dayText(indiaDateSql(column));
}

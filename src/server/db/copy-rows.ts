import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseHandle, DbOrTx } from './database';

export type CopyValue = string | number | boolean | null | undefined;

/** One value in COPY's text format: \N for null; backslash, tab, newline and CR escaped. */
export function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  const text = String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
}

export function copyText(rows: readonly (readonly CopyValue[])[]): string {
  let text = '';
  for (const row of rows) text += `${row.map(copyField).join('\t')}\n`;
  return text;
}

/**
 * Loads rows with COPY … FROM STDIN inside the caller's transaction: PGlite reads
 * them from a blob ('/dev/blob'), node-postgres streams them with pg-copy-streams. Both take the
 * transaction's own connection from Drizzle's session, so the rows commit or roll back with it
 * (call it inside db.transaction).
 * `table` and `columns` are our identifiers, never user input.
 */
export async function copyRows(
  tx: DbOrTx,
  kind: DatabaseHandle['kind'],
  table: string,
  columns: readonly string[],
  rows: readonly (readonly CopyValue[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const text = copyText(rows);
  const target = `${table} (${columns.map((c) => `"${c}"`).join(', ')})`;
  const client = (tx as unknown as { session: { client: unknown } }).session.client;
  if (kind === 'pglite') {
    const pglite = client as { query(sql: string, params: unknown[], options: { blob: Blob }): Promise<unknown> };
    await pglite.query(`COPY ${target} FROM '/dev/blob'`, [], { blob: new Blob([text]) });
    return;
  }
  if (typeof (client as { release?: unknown }).release !== 'function') {
    throw new Error('copyRows on PostgreSQL needs a transaction (a pooled client), not the pool.');
  }
  const pg = client as { query(stream: unknown): NodeJS.WritableStream };
  const stream = pg.query(copyFrom(`COPY ${target} FROM STDIN`));
  await pipeline(Readable.from([text]), stream as unknown as NodeJS.WritableStream);
}

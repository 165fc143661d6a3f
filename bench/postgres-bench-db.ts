import pg from 'pg';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';

const adminUrl = (url: string) => new URL('/postgres', url).toString();

async function dropDatabase(url: string, name: string) {
  const dropper = new pg.Client({ connectionString: adminUrl(url) });
  await dropper.connect();
  await dropper.query(`drop database if exists ${name} with (force)`);
  await dropper.end();
}

/**
 * Runs `use` on the PostgreSQL database a bench names in `url`, made fresh for the run and dropped
 * after it. BENCH_KEEP=1 keeps it (for EXPLAIN ANALYZE, or a later run); with `reusable`,
 * BENCH_REUSE=1 measures again on a kept one (`reused` is then true and the bench skips its fill,
 * which takes minutes). A server that does not answer is said in one line and skipped.
 */
export async function withPostgresBenchDb(
  url: string,
  use: (handle: DatabaseHandle, reused: boolean) => Promise<void>,
  { reusable = true }: { reusable?: boolean } = {},
): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  try {
    await admin.connect();
  } catch {
    console.log('\nPostgreSQL: unreachable, skipped');
    return;
  }
  const reused =
    reusable &&
    process.env.BENCH_REUSE === '1' &&
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!reused) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url });
  try {
    await use(handle, reused);
  } finally {
    await handle.close();
    if (process.env.BENCH_KEEP !== '1') await dropDatabase(url, name);
  }
}

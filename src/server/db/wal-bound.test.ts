import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import { rowsOf } from './rows';
import { checkpointIfBehind, checkpointWhenWalGrows } from './wal-bound';

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// PostgreSQL has its own checkpointer; only the embedded database needs one.
describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database’s log is checkpointed as it grows', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    await client.exec('create table filler (id serial primary key, v text)');
  });
  afterAll(() => client.close());

  const redo = async () =>
    (await client.query<{ redo: string }>('select redo_lsn::text as redo from pg_control_checkpoint()')).rows[0]!.redo;
  /** About `mb` MB of log: rows of 1 kB. */
  const write = (mb: number) =>
    client.query(`insert into filler (v) select repeat(md5(g::text), 32) from generate_series(1, ${mb * 1000}) g`);

  it('checkpoints once the log has run past the bound, and not before', async () => {
    await client.exec('checkpoint');
    await write(1);
    expect(await checkpointIfBehind(client, 4 * MB)).toBe(false);
    const before = await redo();
    await write(5);
    expect(await checkpointIfBehind(client, 4 * MB)).toBe(true);
    expect(await redo()).not.toBe(before);
    expect(await checkpointIfBehind(client, 4 * MB)).toBe(false);
  });

  it('checks on its own while the server runs, and stops when told', async () => {
    const watch = checkpointWhenWalGrows(client, { checkEveryMs: 20, maxBytes: 2 * MB });
    const before = await redo();
    await write(3);
    for (let i = 0; i < 100 && (await redo()) === before; i++) await sleep(20);
    expect(await redo()).not.toBe(before);
    await watch.stop();
    const stoppedAt = await redo();
    await write(3);
    await sleep(100);
    expect(await redo()).toBe(stoppedAt);
  });

  it('keeps 64 MB of log for reuse from the first start', async () => {
    const database = await openTestDatabase();
    try {
      const [row] = rowsOf<{ max_wal_size: string }>(await database.db.execute(sql`show max_wal_size`));
      expect(row?.max_wal_size).toBe('64MB');
    } finally {
      await database.close();
    }
  });
});

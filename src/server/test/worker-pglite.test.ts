import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { rowsOf } from '../db/rows';
import { leaseWorkerPglite } from './worker-pglite';

// The worker's embedded database is handed from file to file (decision 171); each must find it as
// the template left it, whatever the file before did.
const one = async <T>(database: DatabaseHandle, query: ReturnType<typeof sql>) =>
  rowsOf<T>(await database.db.execute(query))[0]!;

describe.skipIf(process.env.TEST_DB === 'postgres')('the worker’s embedded database between files', () => {
  it('comes back empty, its sequences and statistics as new, and the old lease refuses statements', async () => {
    const first = await leaseWorkerPglite();
    await first.db.execute(sql`insert into leads (name, mobile) values ('Ravi Kulkarni', '9822000001')`);
    // The migrations seed the stamp-duty rates: a file that edits them must not leave the next
    // file without them (or with its edit).
    const rates = sql`select count(*)::int as n, max(stamp_duty_percent)::text as top from stamp_duty_rates`;
    const seeded = await one(first, rates);
    expect(seeded).toMatchObject({ n: 3 });
    await first.db.execute(sql`update stamp_duty_rates set stamp_duty_percent = 9`);
    const next = sql`select nextval('entity_history_seq_seq')::int as n`;
    await first.db.execute(next);
    expect(await one(first, next)).toEqual({ n: 2 });
    await first.db.execute(sql`analyze leads`);
    await first.db.execute(sql`set enable_seqscan = off`);
    // Transaction ids go on counting in the same database; a new one from the dump starts lower.
    const xid = sql`select txid_current()::text::bigint as x`;
    const { x: before } = await one<{ x: string }>(first, xid);
    await first.close();
    await expect(first.db.execute(sql`select 1`)).rejects.toHaveProperty('cause.message', 'PGlite is closed');

    const second = await leaseWorkerPglite();
    try {
      expect(await one(second, sql`select count(*)::int as n from leads`)).toEqual({ n: 0 });
      expect(await one(second, rates)).toEqual(seeded);
      expect(
        await one(second, sql`select last_value from pg_sequences where sequencename = 'entity_history_seq_seq'`),
      ).toEqual({ last_value: null });
      const stats = sql`select count(*)::int as n from pg_statistic where starelid = 'leads'::regclass`;
      expect(await one(second, stats)).toEqual({ n: 0 });
      expect(await one(second, sql`select current_setting('enable_seqscan') as v`)).toEqual({ v: 'on' });
      expect(await one(second, next)).toEqual({ n: 1 });
      expect(BigInt((await one<{ x: string }>(second, xid)).x)).toBeGreaterThan(BigInt(before));
    } finally {
      await second.close();
    }
  });

  it('is replaced by a fresh one when a file changed the schema, and is a second one while leased', async () => {
    const changed = await leaseWorkerPglite();
    await changed.db.execute(sql`create table test_left_behind (id int)`);
    const beside = await leaseWorkerPglite();
    await beside.db.execute(sql`insert into leads (name, mobile) values ('Asha Patil', '9822000002')`);
    expect(await one(changed, sql`select count(*)::int as n from leads`)).toEqual({ n: 0 });
    await beside.close();
    await changed.close();

    const next = await leaseWorkerPglite();
    try {
      expect(await one(next, sql`select to_regclass('test_left_behind') is null as gone`)).toEqual({ gone: true });
      expect(await one(next, sql`select count(*)::int as n from leads`)).toEqual({ n: 0 });
    } finally {
      await next.close();
    }
  });
});

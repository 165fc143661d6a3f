// Which statement of a sync batch grows with the calls table (decision 107): syncs the bench's call
// log (bench/call-data.ts) into PostgreSQL and, at each size in BENCH_EXPLAIN_AT (default 100,000 and
// 900,000 calls), syncs one more batch of 500 on a connection with auto_explain, printing each
// statement's time and plan. BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_calls_explain)
// is created and dropped here unless BENCH_KEEP=1.
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { syncCalls } from '../src/server/modules/calls/sync';
import { callRecord, NOW } from './call-data';
import { fillLeads, seedLeadRefs } from './lead-data';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_calls_explain';
const LEADS = Number(process.env.BENCH_PG_LEADS ?? 100_000);
const AT = (process.env.BENCH_EXPLAIN_AT ?? '100000,900000').split(',').map(Number);
const BATCH = 500;

const name = new URL(PG_URL).pathname.slice(1);
const admin = new pg.Client({ connectionString: new URL('/postgres', PG_URL).toString() });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
const handle = await openDatabase({ kind: 'postgres', url: PG_URL });
// One connection whose every statement, nested ones included, is explained back to this client.
const explained = new pg.Pool({
  connectionString: PG_URL,
  max: 1,
  options:
    '-c session_preload_libraries=auto_explain -c auto_explain.log_min_duration=0 -c auto_explain.log_analyze=on ' +
    '-c auto_explain.log_buffers=on -c auto_explain.log_nested_statements=on -c client_min_messages=log',
});
const plans: string[] = [];
explained.on('connect', (client) => client.on('notice', (n) => plans.push(n.message ?? '')));
const explainedDb = drizzle({ client: explained, casing: 'snake_case' }) as unknown as Db;
try {
  const refs = await seedLeadRefs(handle.db);
  await fillLeads(handle.db, refs, LEADS);
  const members = refs.userIds.map((id, i) => ({ id, name: `Executive ${i + 1}`, role: 2 as const }));
  const batchAt = (from: number) => Array.from({ length: BATCH }, (_, i) => callRecord(from + i, LEADS));
  let k = 0;
  for (const size of AT) {
    const t = performance.now();
    const from = k;
    for (; k < size; k += BATCH) {
      await syncCalls({ db: handle.db, clock: () => NOW }, members[(k / BATCH) % members.length]!, {
        calls: batchAt(k),
      });
    }
    console.log(
      `\n=== ${size.toLocaleString('en-IN')} calls (filled at ${Math.round((size - from) / ((performance.now() - t) / 1000))}/s this stretch)`,
    );
    // Three batches: the first warms the connection's caches; the last is printed.
    for (let r = 0; r < 3; r++) {
      plans.length = 0;
      const s = performance.now();
      await syncCalls({ db: explainedDb, clock: () => NOW }, members[(k / BATCH) % members.length]!, {
        calls: batchAt(k),
      });
      k += BATCH;
      console.log(`batch ${r + 1}: ${(performance.now() - s).toFixed(1)} ms with auto_explain`);
    }
    for (const p of plans) console.log(`---\n${p}`);
  }
} finally {
  await explained.end();
  await handle.close();
  if (process.env.BENCH_KEEP !== '1') await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

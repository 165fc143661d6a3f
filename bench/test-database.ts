// npm run bench:test-database — what one API test file's database costs on PGlite (decision 171):
// opening a new in-memory database from the migrated template's dump, which every file did, beside
// emptying the worker's database after a file's writes, which every file but a worker's first now
// does; plus building the migrated template (once per change of the migrations) and building and
// closing the app (still once per file). Wall and CPU milliseconds of this process per round (PGlite
// runs in it), p50 of BENCH_RUNS (5) rounds; on a busy machine compare the CPU figures.
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { emptyDatabase, schemaOf } from '../src/server/test/worker-pglite';
import { percentile } from './timing';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function measure(label: string, runs: number, fn: () => Promise<unknown>, before?: () => Promise<unknown>) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.();
    const started = performance.now();
    const usage = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  const ms = (xs: number[]) => `${Math.round(percentile(xs, 50))} ms`.padStart(9);
  console.log(`${label.padEnd(58)} wall ${ms(wall)}   cpu ${ms(cpu)}`);
}

let dump: Blob | undefined;
await measure('template: new database, all migrations, dump', 1, async () => {
  const handle = await openDatabase({ kind: 'pglite' });
  dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await handle.close();
});
const template = new Blob([await dump!.arrayBuffer()]);

await measure('per file, before: open a new database from the dump', RUNS, async () => {
  const handle = await openDatabase({ kind: 'pglite', loadDataDir: template, migrate: false });
  await handle.close();
});

const handle = await openDatabase({ kind: 'pglite', loadDataDir: template, migrate: false });
const client = (handle.db as unknown as { $client: PGlite }).$client;
const schema = await schemaOf(client);
const config = { ...loadConfig({}), webDistDir: '/nonexistent', secretsKey: Buffer.alloc(32, 7) };

/** A small file's writes through the app: the first administrator, a session, thirty leads. */
async function aFilesWrites() {
  const app = await buildApp({ database: handle, config, logger: false });
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Asha Patil', email: 'asha@example.in', password: 'Passw0rd!' },
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  await handle.db.execute(
    sql`insert into leads (name, mobile) select 'Lead ' || g, (9000000000 + g)::text from generate_series(1, 30) g`,
  );
  await app.close();
}

await measure('per file, now: empty the worker database after a file', RUNS, () => emptyDatabase(client), aFilesWrites);
if ((await schemaOf(client)) !== schema) throw new Error('emptying changed the schema');
const left = await handle.db.execute(sql`select (select count(*) from users) + (select count(*) from leads) as n`);
if (Number((left as unknown as { rows: { n: string }[] }).rows[0]?.n) !== 0) throw new Error('rows left behind');

await measure('per file, still: build the app, ready, close', RUNS, async () => {
  const app = await buildApp({ database: handle, config, logger: false });
  await app.ready();
  await app.close();
});
await handle.close();

// npm run bench:jobs — the job runner with an empty handler on PGlite (in memory) and PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/estatedesk_bench_jobs, created
// and dropped here; skipped when unreachable). For 1 and 4 workers in one process: jobs/s claimed
// and completed, beside a floor — the same two statements (UPDATE … SKIP LOCKED claim, UPDATE to
// succeeded) in a bare loop without the runner; and the latency from enqueue to start (p50/p95)
// with the in-process worker running, beside the floor of one insert followed by one raw claim.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { z } from 'zod';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/context';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { jobKinds } from '../src/server/job-registry';
import { defineJob } from '../src/server/jobs/job-definition';
import { startWorker } from '../src/server/jobs/worker';

const JOBS = Number(process.env.BENCH_JOBS ?? 2000);
const LATENCY_JOBS = Number(process.env.BENCH_LATENCY_JOBS ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estatedesk_bench_jobs';

const noop = defineJob({ kind: 'bench.noop', payload: z.object({ n: z.number() }), run: async () => null });

function contextFor(database: DatabaseHandle) {
  return createContext({
    database,
    config: { ...loadConfig({}), secretsKey: Buffer.alloc(32, 1) },
    logger: pino({ level: 'silent' }),
    jobs: { ...jobKinds, definitions: [...jobKinds.definitions, noop] },
  });
}

type Row = { rows: { id: string }[] };
const rowsOf = (r: unknown) => (r as Row).rows;

async function reset(database: DatabaseHandle) {
  await database.db.execute(sql`delete from jobs`);
}

/** Inserts n queued noop rows in one statement (setup, not measured). */
async function fill(database: DatabaseHandle, n: number) {
  await database.db.execute(sql`insert into jobs (kind, payload, run_at, created_at)
    select 'bench.noop', jsonb_build_object('n', g), now() - interval '1 second', now() from generate_series(1, ${n}) g`);
}

async function floorThroughput(database: DatabaseHandle, workers: number): Promise<number> {
  await reset(database);
  await fill(database, JOBS);
  const { db } = database;
  const loop = async (w: number) => {
    for (;;) {
      const claimed = rowsOf(
        await db.execute(sql`update jobs set status = 'running', attempts = attempts + 1, locked_by = ${`floor-${w}`},
          lock_expires_at = now() + interval '60 seconds', started_at = coalesce(started_at, now())
          where id = (select id from jobs where status = 'queued' and run_at <= now()
            order by run_at limit 1 for update skip locked) returning id`),
      );
      const id = claimed[0]?.id;
      if (!id) return;
      await db.execute(sql`update jobs set status = 'succeeded', finished_at = now(), locked_by = null,
        lock_expires_at = null where id = ${id} and locked_by = ${`floor-${w}`} and status = 'running'`);
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: workers }, (_, w) => loop(w)));
  return JOBS / ((performance.now() - start) / 1000);
}

async function runnerThroughput(database: DatabaseHandle, workers: number): Promise<number> {
  await reset(database);
  await fill(database, JOBS);
  const ctx = contextFor(database);
  const start = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (await ctx.jobs.runner.runNext(`bench-${w}`)) {}
    }),
  );
  return JOBS / ((performance.now() - start) / 1000);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** Enqueue → started_at with the in-process worker running, one job every 5 ms. */
async function runnerLatency(database: DatabaseHandle, workers: number): Promise<[number, number]> {
  await reset(database);
  const ctx = contextFor(database);
  const worker = startWorker(ctx, { concurrency: workers, pollMs: 1000 });
  for (let i = 0; i < LATENCY_JOBS; i++) {
    await ctx.jobs.enqueue(ctx.db, noop, { n: i });
    await new Promise((r) => setTimeout(r, 5));
  }
  for (;;) {
    const left = rowsOf(await database.db.execute(sql`select id from jobs where status <> 'succeeded' limit 1`));
    if (left.length === 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await worker.stop(5000);
  const rows = (await database.db.execute(
    sql`select extract(epoch from (started_at - created_at)) * 1000 as ms from jobs`,
  )) as unknown as { rows: { ms: string | number }[] };
  const ms = rows.rows.map((r) => Number(r.ms));
  return [percentile(ms, 50), percentile(ms, 95)];
}

/** The least an enqueue-to-start can cost: one insert, then one raw claim that finds it. */
async function floorLatency(database: DatabaseHandle): Promise<[number, number]> {
  await reset(database);
  const ms: number[] = [];
  for (let i = 0; i < LATENCY_JOBS; i++) {
    const start = performance.now();
    await database.db.execute(
      sql`insert into jobs (kind, payload, run_at, created_at) values ('bench.noop', '{"n":0}', now(), now())`,
    );
    await database.db.execute(sql`update jobs set status = 'running' where id = (select id from jobs
      where status = 'queued' and run_at <= now() order by run_at limit 1 for update skip locked) returning id`);
    ms.push(performance.now() - start);
  }
  return [percentile(ms, 50), percentile(ms, 95)];
}

async function openPostgres(): Promise<DatabaseHandle | null> {
  const admin = new pg.Client({ connectionString: new URL('/postgres', PG_URL).toString() });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`);
    return null;
  }
  const name = new URL(PG_URL).pathname.slice(1);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: PG_URL });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: new URL('/postgres', PG_URL).toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  const table: string[][] = [];
  const targets: [string, () => Promise<DatabaseHandle | null>][] = [
    ['PGlite', () => openDatabase({ kind: 'pglite' })],
    ['PostgreSQL', openPostgres],
  ];
  for (const [label, open] of targets) {
    const database = await open();
    if (!database) continue;
    try {
      for (const workers of [1, 4]) {
        const floor = await floorThroughput(database, workers);
        const ours = await runnerThroughput(database, workers);
        const [p50, p95] = await runnerLatency(database, workers);
        const [f50, f95] = await floorLatency(database);
        table.push([
          label,
          String(workers),
          fmt(ours),
          fmt(floor),
          `${fmt(p50, 1)} / ${fmt(p95, 1)}`,
          `${fmt(f50, 1)} / ${fmt(f95, 1)}`,
        ]);
      }
    } finally {
      await database.close();
    }
  }
  const head = [
    'database',
    'workers',
    'jobs/s (runner)',
    'jobs/s (floor)',
    'enqueue→start ms p50 / p95',
    'floor ms p50 / p95',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(
    `\n${JOBS} jobs with an empty handler per throughput run; ${LATENCY_JOBS} jobs, one every 5 ms, for latency.\n`,
  );
  console.log(line(head));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of table) console.log(line(row));
}

await main();

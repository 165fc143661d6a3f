// The server side of bench/import.ts: the real app (buildApp + the job worker, as main.ts runs
// them) on a random port, an administrator and an executive, and a few IPC commands for what only
// this process can measure — its RSS, its event-loop delay, and raw SQL on its own connection.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { leadQuerySchema } from '../src/domain/schemas/lead';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { Db } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { startWorker } from '../src/server/jobs/worker';
import { leadOrder, leadWhere, selectLeads } from '../src/server/modules/lead-records/lead-view';
import { listLeads } from '../src/server/modules/leads/service';
import { fillLeads, type LeadRefs, seedLeadRefs } from './lead-data';
import { traceHolds } from './pglite-holds';

const send = (message: unknown) => process.send?.(message);
const dir = mkdtempSync(join(tmpdir(), 'estatedesk-bench-import-'));
type Query = { text: string; params: unknown[] };

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

try {
  const pg = process.env.BENCH_DB === 'postgres';
  const database = pg
    ? await openDatabase({ kind: 'postgres', url: process.env.BENCH_PG_URL! })
    : await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data') });
  // BENCH_SLOW_MS: print each PGlite statement and event-loop hold longer than that (bench/pglite-holds.ts).
  const slowMs = Number(process.env.BENCH_SLOW_MS ?? 0);
  if (!pg && slowMs > 0) {
    traceHolds((database.db as unknown as { $client: unknown }).$client, slowMs, (line) => console.log(line));
  }
  const config = {
    ...loadConfig({}),
    webDistDir: '/nonexistent',
    uploadsDir: join(dir, 'uploads'),
    loginRateLimitPerMinute: 100_000,
  };
  const app = await buildApp({ database, config, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const worker = startWorker(app.appContext, { concurrency: 1, pollMs: 200 });
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const admin = await post('/api/auth/register', {
    name: 'Bench Admin',
    email: 'bench@example.in',
    password: 'Bench2026x',
  });
  const refs: LeadRefs = await seedLeadRefs(database.db);
  const executiveId = refs.userIds[3]!;
  // The executive signs in with a password set here (the team API invites by email).
  const { hash } = await import('@node-rs/argon2');
  await database.db.execute(
    sql`update users set password_hash = ${await hash('Bench2026x')} where id = ${executiveId}`,
  );
  const exec = await post('/api/auth/login-email', { email: 'exec4@bench.example.in', password: 'Bench2026x' });

  // Statements through a second Drizzle instance on the same client, logged rather than timed, so
  // they can be replayed bare: the "raw SQL" beside each HTTP figure.
  const captured: Query[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => captured.push({ text, params }) };
  const client = (database.db as unknown as { $client: { query: (t: string, p?: unknown[]) => Promise<unknown> } })
    .$client;
  const capturing = (pg
    ? drizzleNodePg({ client: client as never, logger })
    : drizzlePglite({ client: client as never, logger })) as unknown as Db;

  const idleRss = process.memoryUsage().rss;
  let peakRss = idleRss;
  // Beside the RSS: the JavaScript heap in use at its peak, to tell live objects from garbage the
  // collector has not yet returned and from PGlite's WebAssembly memory (which never shrinks).
  let peakHeapUsed = 0;
  setInterval(() => {
    const memory = process.memoryUsage();
    peakRss = Math.max(peakRss, memory.rss);
    peakHeapUsed = Math.max(peakHeapUsed, memory.heapUsed);
  }, 50).unref();
  const loop = monitorEventLoopDelay({ resolution: 10 });

  const viewerOf = (asExecutive: boolean) =>
    asExecutive
      ? { id: executiveId, name: 'Executive 4', role: 2 as const }
      : { id: String(admin.user && (admin.user as { _id: string })._id), name: 'Bench Admin', role: 0 as const };

  const commands: Record<string, (m: Record<string, unknown>) => Promise<unknown>> = {
    fill: async (m) => {
      const start = performance.now();
      await fillLeads(database.db, refs, Number(m.rows));
      return { ms: performance.now() - start };
    },
    analyze: async () => database.db.execute(sql`vacuum analyze leads`).then(() => ({})),
    /** The statements one getLeads makes, replayed `times` times on the bare client. */
    rawList: async (m) => {
      captured.length = 0;
      const query = leadQuerySchema.parse(Object.fromEntries(new URLSearchParams(String(m.query))));
      const deps = { ...app.appContext, db: capturing };
      await listLeads(deps, viewerOf(Boolean(m.asExecutive)), query);
      const statements = [...captured];
      const times: number[] = [];
      for (let i = 0; i < Number(m.times); i++) {
        const start = performance.now();
        for (const s of statements) await client.query(s.text, s.params);
        times.push(performance.now() - start);
      }
      return { p50: percentile(times, 50), p95: percentile(times, 95), statements: statements.length };
    },
    /** One SELECT of every row an export of `query` writes: the floor the export is compared with. */
    rawExport: async (m) => {
      const query = leadQuerySchema.parse(Object.fromEntries(new URLSearchParams(String(m.query))));
      const select = selectLeads(database.db)
        .where(leadWhere(viewerOf(false), query))
        .orderBy(...leadOrder(query.sort, query.order));
      const { sql: text, params } = select.toSQL();
      const start = performance.now();
      const result = (await client.query(text, params)) as { rows: unknown[] };
      return { ms: performance.now() - start, rows: result.rows.length };
    },
    count: async () => {
      const [row] = (
        (await database.db.execute(sql`select count(*) as n from leads`)) as unknown as { rows: { n: number }[] }
      ).rows;
      return { n: Number(row?.n) };
    },
    resetMeters: async () => {
      peakRss = process.memoryUsage().rss;
      peakHeapUsed = process.memoryUsage().heapUsed;
      loop.reset();
      loop.enable();
      return {};
    },
    meters: async () => ({
      idleRssMb: idleRss / 2 ** 20,
      peakRssMb: peakRss / 2 ** 20,
      peakHeapUsedMb: peakHeapUsed / 2 ** 20,
      loopMaxMs: loop.max / 1e6,
      loopP99Ms: loop.percentile(99) / 1e6,
    }),
    execSql: async (m) => database.db.execute(sql.raw(String(m.sql)) as SQL).then(() => ({})),
  };

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await worker.stop(5000);
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('disconnect', () => void stop());
  process.on('message', (m: { id: number; cmd: string } & Record<string, unknown>) => {
    const run = commands[m.cmd];
    if (!run) return send({ id: m.id, error: `unknown command ${m.cmd}` });
    run(m).then(
      (result) => send({ id: m.id, result }),
      (error: Error) => send({ id: m.id, error: String(error.stack ?? error) }),
    );
  });
  send({ ready: { address, adminToken: admin.token, execToken: exec.token, refs } });
} catch (error) {
  send({ failed: String((error as Error).stack ?? error) });
  process.exit(1);
}

// npm run bench:import-profile — where an import's time goes (decision 098): one CSV
// imported in this process through the real job, each statement of each batch timed by its first
// words, beside a raw COPY of the kept rows into leads in the same database. A tool for tuning,
// not a figure for docs/performance (bench:import measures through HTTP in a separate process).
// Env: PROFILE_DB=postgres|pglite  PROFILE_ROWS (100000)  BENCH_DATABASE_URL  BENCH_FILES_DIR
import { mkdirSync, mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { Db } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { COPY_COLUMNS, writeCsv } from './import-files';
import { seedLeadRefs } from './lead-data';

const KIND = (process.env.PROFILE_DB ?? 'postgres') as 'postgres' | 'pglite';
const ROWS = Number(process.env.PROFILE_ROWS ?? 100_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FILES = process.env.BENCH_FILES_DIR ?? join(tmpdir(), 'estatedesk-bench-import-files');
const EXPLAIN = process.env.PROFILE_EXPLAIN;
/** Databases made and dropped here are named with this prefix (the machine is shared). */
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? 'import_bench';
const withDb = (name: string) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();

async function admin(text: string) {
  const c = new pg.Client(ADMIN_URL);
  await c.connect();
  await c.query(text).finally(() => c.end());
}

/**
 * PROFILE_NO_ROLLUP_TRIGGERS=1: the report-rollup statement triggers of migration 0027 (decision
 * 137) off in both databases, to measure what they cost an import. Measurement only: the product
 * never turns them off.
 */
const NO_ROLLUP_TRIGGERS = process.env.PROFILE_NO_ROLLUP_TRIGGERS === '1';
async function withoutRollupTriggers(db: Db) {
  if (!NO_ROLLUP_TRIGGERS) return;
  for (const t of ['leads', 'activities', 'site_visits']) {
    for (const op of ['ins', 'upd', 'del'])
      await db.execute(sql.raw(`alter table ${t} disable trigger ${t}_report_dirty_${op}`));
  }
}

async function open(name: string) {
  if (KIND === 'postgres') {
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`create database ${name}`);
    return {
      handle: await openDatabase({ kind: 'postgres', url: withDb(name) }),
      cleanup: () => admin(`drop database ${name} with (force)`),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'h11-profile-'));
  return {
    handle: await openDatabase({ kind: 'pglite', dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

mkdirSync(FILES, { recursive: true });
const files = await writeCsv(FILES, ROWS);

// Raw COPY of the kept rows, same engine, fresh database with the same schema.
{
  const { handle, cleanup } = await open(`${DB_PREFIX}_prof_copy`);
  await seedLeadRefs(handle.db);
  await withoutRollupTriggers(handle.db);
  const text = readFileSync(files.copy, 'utf8');
  const t0 = performance.now();
  await handle.db.transaction(async (tx) => {
    const client = (tx as unknown as { session: { client: unknown } }).session.client;
    if (KIND === 'pglite') {
      await (client as { query: (s: string, p: unknown[], o: unknown) => Promise<unknown> }).query(
        `copy leads (${COPY_COLUMNS.join(', ')}) from '/dev/blob'`,
        [],
        { blob: new Blob([text]) },
      );
    } else {
      const { from } = await import('pg-copy-streams');
      const { pipeline } = await import('node:stream/promises');
      const { Readable } = await import('node:stream');
      await pipeline(
        Readable.from([text]),
        (client as { query: (s: unknown) => NodeJS.WritableStream }).query(
          from(`copy leads (${COPY_COLUMNS.join(', ')}) from stdin`),
        ),
      );
    }
  });
  console.log(`raw COPY of ${files.kept} rows: ${((performance.now() - t0) / 1000).toFixed(2)} s`);
  await handle.close();
  await cleanup();
}

const { handle, cleanup } = await open(`${DB_PREFIX}_prof`);
const dir = mkdtempSync(join(tmpdir(), 'h11-profile-up-'));
const app = await buildApp({
  database: handle,
  config: { ...loadConfig({}), webDistDir: '/nonexistent', uploadsDir: dir, loginRateLimitPerMinute: 100_000 },
  logger: false,
});
await app.ready();
const reg = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { name: 'P', email: 'p@example.in', password: 'Bench2026x' },
});
const token = JSON.parse(reg.body).token as string;
await seedLeadRefs(handle.db);
await withoutRollupTriggers(handle.db);

// Time every statement run inside transactions, by its first words.
const times = new Map<string, { ms: number; n: number; max: number }>();
let txMs = 0;
const db = handle.db as Db & { dialect: { sqlToQuery: (q: SQL) => { sql: string } } };
const realTx = db.transaction.bind(db);
const label = (q: unknown) => {
  const text = typeof q === 'string' ? q : db.dialect.sqlToQuery(q as SQL).sql;
  return text.replace(/\s+/g, ' ').trim().slice(0, 70);
};
(db as { transaction: unknown }).transaction = async (work: (tx: unknown) => Promise<unknown>, cfg?: unknown) => {
  const t0 = performance.now();
  try {
    return await realTx(async (tx) => {
      const proxy = new Proxy(tx, {
        get(target, prop, receiver) {
          if (prop === 'execute') {
            return async (q: unknown) => {
              const s = performance.now();
              const k0 = label(q);
              const seen = (times.get(k0)?.n ?? 0) + 1;
              if (EXPLAIN && k0.startsWith(EXPLAIN) && (seen === 2 || seen === 5) && typeof q !== 'string') {
                // Explained (and run) in place of the statement; its result is replaced by one row { n: 0 },
                // so the import's counts in such a run are not to be read.
                const plan = (
                  await (
                    target as unknown as { execute: (q: unknown) => Promise<{ rows: Record<string, string>[] }> }
                  ).execute(sql`explain (analyze, costs off, buffers) ${q as SQL}`)
                ).rows.map((r) => Object.values(r)[0]);
                console.log(`--- call ${seen} of ${k0}\n${plan.join('\n')}`);
                const e = times.get(k0) ?? { ms: 0, n: 0, max: 0 };
                e.ms += performance.now() - s;
                e.n++;
                times.set(k0, e);
                return { rows: [{ n: 0 }] };
              }
              try {
                return await (target as unknown as { execute: (q: unknown) => Promise<unknown> }).execute(q);
              } finally {
                const k = label(q);
                const e = times.get(k) ?? { ms: 0, n: 0, max: 0 };
                e.max = Math.max(e.max, performance.now() - s);
                e.ms += performance.now() - s;
                e.n++;
                times.set(k, e);
              }
            };
          }
          return Reflect.get(target, prop, receiver);
        },
      });
      return work(proxy);
    }, cfg as never);
  } finally {
    txMs += performance.now() - t0;
  }
};

const auth = { authorization: `Bearer ${token}` };
const form = new FormData();
form.set('file', await openAsBlob(files.csv), `leads-${ROWS}.csv`);
const body = new Request('http://x', { method: 'POST', body: form });
const up = await app.inject({
  method: 'POST',
  url: '/api/lead/imports/upload',
  headers: { ...auth, 'content-type': body.headers.get('content-type')! },
  payload: Buffer.from(await body.arrayBuffer()),
});
const preview = JSON.parse(up.body) as { uploadId: string; headers: string[]; suggested: (string | null)[] };
const mapping = {
  columns: preview.headers.map((header, index) => ({ index, header, field: preview.suggested[index] ?? null })),
  unmapped: 'ignore',
};
const start = new FormData();
start.set('uploadId', preview.uploadId);
start.set('mapping', JSON.stringify(mapping));
start.set('options', JSON.stringify({ duplicates: 'skip', binned: 'skip', defaults: {}, assignment: 'none' }));
const req2 = new Request('http://x', { method: 'POST', body: start });
const t0 = performance.now();
const started = await app.inject({
  method: 'POST',
  url: '/api/lead/importLeads',
  headers: { ...auth, 'content-type': req2.headers.get('content-type')! },
  payload: Buffer.from(await req2.arrayBuffer()),
});
const { importId } = JSON.parse(started.body) as { importId: string };
await app.appContext.jobs.drain({ timeoutMs: 3_600_000 });
const total = (performance.now() - t0) / 1000;
const [rec] = (
  (await handle.db.execute(
    sql`select status, created, rejected, skipped from lead_imports where id = ${importId}`,
  )) as unknown as { rows: unknown[] }
).rows;
console.log(
  `import job: ${total.toFixed(2)} s (${JSON.stringify(rec)}); in transactions ${(txMs / 1000).toFixed(2)} s`,
);
for (const [k, v] of [...times].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
  console.log(
    `${(v.ms / 1000).toFixed(2).padStart(7)} s ${String(v.n).padStart(5)}× max ${v.max.toFixed(0).padStart(5)} ms  ${k}`,
  );
}
await app.close();
await handle.close();
await cleanup();
rmSync(dir, { recursive: true, force: true });

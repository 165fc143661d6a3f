// npm run bench:search — the header search (GET /api/search) at a million leads, on
// PGlite (a data directory under the system's temp folder, removed after) and PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_d_search, created and
// dropped here; skipped when unreachable). Leads are made inside the database by lead-data.ts's
// generator (realistic Indian names; "Deshmukh" is one surname in 23), plus three rare ones and
// 500 quotations. For each query: p50/p95 through app.inject as an administrator, beside two
// floors measured in the same run: the search's own SQL called without HTTP, and one bare
// statement (the first 8 live leads whose name, mobile or email matches). For comparison the lead
// list's own search for "deshmukh" (which counts its matches) is timed too. Goal: p95 ≤ 100 ms.
//
// Knobs: BENCH_LEADS (1,000,000), BENCH_RUNS (40), BENCH_DB=pglite|postgres (one of the two),
// BENCH_KEEP=1 / BENCH_REUSE=1 (PostgreSQL: keep the filled database, measure it again).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { likePattern, mobileSearchTerm } from '../src/server/lib/like-pattern';
import { quotationBody } from '../src/server/modules/quotations/quotation-fixture';
import { search } from '../src/server/modules/search/service';
import { benchAdminSession } from './bench-admin';
import { fillLeads, seedLeadRefs } from './lead-data';
import { withPostgresBenchDb } from './postgres-bench-db';
import { timeRuns } from './timing';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_d_search';
const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

type Rows<T> = { rows: T[] };

/** The generator's mobile of lead number g (lead-data.ts): 6–9, then g in 9 digits. */
const mobileOf = (g: number) => `${6 + (g % 4)}${String(g).padStart(9, '0')}`;
const someLead = Math.floor(LEADS * 0.61) + 1;

const QUERIES: [label: string, q: string][] = [
  ['common surname "deshmukh"', 'deshmukh'],
  ['common, short "desh"', 'desh'],
  ['rare name "wadia"', 'wadia'],
  ['full mobile, +91 and spaces', `+91 ${mobileOf(someLead).slice(0, 5)} ${mobileOf(someLead).slice(5)}`],
  ['partial mobile "98765"', '98765'],
  ['email "lead12345@"', 'lead12345@'],
  ['quotation number "26-27/0123"', '26-27/0123'],
  ['no match "zzyzx"', 'zzyzx'],
];

async function fill(database: DatabaseHandle) {
  const { db } = database;
  const refs = await seedLeadRefs(db);
  const t = performance.now();
  await fillLeads(db, refs, LEADS);
  await db.execute(sql`insert into leads (name, mobile, assigned_to, created_at, updated_at)
    values ('Zarine Wadia', '6999999991', ${refs.userIds[0]}, now(), now()),
      ('Farokh Wadia', '6999999992', ${refs.userIds[1]}, now(), now()),
      ('Nusli Wadia', '6999999993', null, now(), now())`);
  await db.execute(sql`vacuum analyze leads`);
  console.log(`  ${LEADS.toLocaleString('en-IN')} leads in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

/** One statement: the first 8 live leads matching name, mobile or email, no order (the floor). */
const bareStatement = (db: DatabaseHandle['db'], q: string) => {
  const digits = mobileSearchTerm(q);
  const mobile = /^\d+$/.test(digits) ? sql` or mobile like ${likePattern(digits)}` : sql``;
  return () =>
    db.execute(sql`select id, name from leads where deleted_at is null
      and (name ilike ${likePattern(q)} or email ilike ${likePattern(q)}${mobile}) limit 8`);
};

async function run(label: string, database: DatabaseHandle, reuse: boolean) {
  console.log(`\n${label}: ${reuse ? 'reusing the filled database' : 'filling'}`);
  if (!reuse) await fill(database);
  const app = await buildApp({
    database,
    config: {
      ...loadConfig({}),
      webDistDir: '/nonexistent',
      secretsKey: Buffer.alloc(32, 1),
      loginRateLimitPerMinute: 1000,
    },
    clock: () => new Date(),
    logger: false,
  });
  await app.ready();
  const { token, userId } = await benchAdminSession(app, database.db);
  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return JSON.parse(res.body);
  };
  if (!reuse) {
    for (let i = 1; i <= 500; i++) {
      const body = quotationBody({ quoteNo: `26-27/${String(i).padStart(4, '0')}` });
      const res = await app.inject({
        method: 'POST',
        url: '/api/quotations/create',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      if (res.statusCode !== 201) throw new Error(`quotation: ${res.statusCode} ${res.body}`);
    }
  }
  const [matches] = (
    (await database.db.execute(
      sql`select count(*)::int as n from leads where deleted_at is null and name ilike '%deshmukh%'`,
    )) as unknown as Rows<{ n: number }>
  ).rows;
  console.log(`  live leads named like "deshmukh": ${matches!.n.toLocaleString('en-IN')}`);
  const viewer = { id: userId, name: 'Bench Admin', role: 0 as const };
  const rows: string[][] = [];
  for (const [name, q] of QUERIES) {
    const url = `/api/search?q=${encodeURIComponent(q)}`;
    const found = (await get(url)()).results as { kind: string }[];
    const api = await timeRuns(get(url), RUNS);
    const service = await timeRuns(() => search(database.db, q, viewer), RUNS);
    const bare = await timeRuns(bareStatement(database.db, q), RUNS);
    const kinds = [...new Set(found.map((r) => r.kind))].map((k) => `${k} ${found.filter((r) => r.kind === k).length}`);
    rows.push([
      name,
      kinds.join(', ') || '—',
      ...[api, service, bare].flatMap((m) => [m.p50, m.p95].map((x) => x.toFixed(1))),
    ]);
  }
  const list = await timeRuns(get('/api/lead/getLeads?search=deshmukh'), Math.min(RUNS, 20));
  console.log(
    `\n| ${label} (${LEADS.toLocaleString('en-IN')} leads) | found | API p50 | API p95 | SQL p50 | SQL p95 | one statement p50 | p95 |`,
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  console.log(
    `  (lead list's own search "deshmukh", with its count: p50 ${list.p50.toFixed(1)} ms, p95 ${list.p95.toFixed(1)} ms)`,
  );
  await app.close();
}

async function main() {
  const which = process.env.BENCH_DB;
  if (which !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'estatedesk-bench-search-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await run('PGlite', handle, false);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (which !== 'pglite') {
    await withPostgresBenchDb(PG_URL, (handle, reused) => run('PostgreSQL', handle, reused));
  }
}

await main();

// npm run bench:calls — the call log at scale (decision 100):
//  1. ingest: N call records in batches of 500 through the sync service (match to leads, timeline
//     activities, contacted), records/s — beside a raw COPY of the same rows into a copy of the
//     calls table (same indexes), the floor no ingest can beat;
//  2. p50/p95 of the stats endpoints (getCallHistoryStats, getCallHistoryReportByMember,
//     getCallHistoryByReciever) through app.inject over those calls, beside the raw SQL they run.
// PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_h13s_calls,
// created and dropped here unless BENCH_KEEP=1; skipped when unreachable): 1,000,000 calls over 100,000 leads.
// PGlite (in memory): 200,000 calls over 50,000 leads (BENCH_PGLITE_CALLS). Goal: stats p95 ≤ 100 ms
// on PostgreSQL. BENCH_DB=pglite|postgres runs one of the two.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { copyRows } from '../src/server/db/copy-rows';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { syncCalls } from '../src/server/modules/calls/sync';
import { callRecord, NOW } from './call-data';
import { EXECUTIVES, fillLeads, seedLeadRefs } from './lead-data';
import { withPostgresBenchDb } from './postgres-bench-db';
import { timeRuns } from './timing';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_h13s_calls';
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BATCH = 500;

type Rows<T> = { rows: T[] };

const time = (fn: () => Promise<unknown>) => timeRuns(fn, RUNS);

async function run(label: string, database: DatabaseHandle, callsCount: number, leadsCount: number) {
  const { db } = database;
  console.log(`\n${label}: ${leadsCount.toLocaleString('en-IN')} leads, ${callsCount.toLocaleString('en-IN')} calls`);
  const refs = await seedLeadRefs(db);
  let t = performance.now();
  await fillLeads(db, refs, leadsCount);
  console.log(`  leads in ${((performance.now() - t) / 1000).toFixed(1)} s (setup, not measured)`);
  const members = refs.userIds.map((id, i) => ({ id, name: `Executive ${i + 1}`, role: 2 as const }));

  // 1a. The floor: the same rows by COPY into a copy of the calls table (its indexes included).
  await db.execute(sql`create table calls_floor (like calls including defaults including identity including indexes)`);
  t = performance.now();
  for (let from = 0; from < callsCount; from += 10_000) {
    const rows: (string | number | boolean)[][] = [];
    for (let k = from; k < Math.min(callsCount, from + 10_000); k++) {
      const c = callRecord(k, leadsCount);
      const digits = c.number.replace(/\D/g, '').slice(-10);
      rows.push([
        crypto.randomUUID(),
        members[k % members.length]!.id,
        c.deviceCallId,
        digits,
        c.number,
        c.direction,
        c.startedAt.toISOString(),
        c.durationSeconds,
        c.durationSeconds > 0,
      ]);
    }
    await db.transaction((tx) =>
      copyRows(
        tx,
        database.kind,
        'calls_floor',
        [
          'id',
          'member_id',
          'device_call_id',
          'number',
          'raw_number',
          'direction',
          'started_at',
          'duration_seconds',
          'answered',
        ],
        rows,
      ),
    );
  }
  const floorSeconds = (performance.now() - t) / 1000;
  await db.execute(sql`drop table calls_floor`);

  // 1b. The service, 500 a request, each batch one member's (as a phone sends them).
  t = performance.now();
  let matched = 0;
  for (let from = 0; from < callsCount; from += BATCH) {
    const member = members[(from / BATCH) % members.length]!;
    const batch = [];
    for (let k = from; k < Math.min(callsCount, from + BATCH); k++) batch.push(callRecord(k, leadsCount));
    const { result } = await syncCalls({ db, clock: () => NOW }, member, { calls: batch });
    matched += result.matched;
    if ((from / BATCH) % 200 === 199) {
      const done = from + BATCH;
      console.log(
        `  … ${done.toLocaleString('en-IN')} calls, ${Math.round(done / ((performance.now() - t) / 1000))} /s`,
      );
    }
  }
  const ingestSeconds = (performance.now() - t) / 1000;
  await db.execute(sql`vacuum analyze`);
  const [acts] = (
    (await db.execute(sql`select count(*)::int as n from activities where kind = 'call'`)) as unknown as Rows<{
      n: number;
    }>
  ).rows;
  console.log(
    `\n| ${label} ingest | rows | seconds | records/s |\n| --- | ---: | ---: | ---: |\n` +
      `| sync service, batches of ${BATCH} (${matched.toLocaleString('en-IN')} matched, ${acts!.n.toLocaleString('en-IN')} timeline rows) | ${callsCount.toLocaleString('en-IN')} | ${ingestSeconds.toFixed(1)} | ${Math.round(callsCount / ingestSeconds).toLocaleString('en-IN')} |\n` +
      `| raw COPY floor, same rows and indexes | ${callsCount.toLocaleString('en-IN')} | ${floorSeconds.toFixed(1)} | ${Math.round(callsCount / floorSeconds).toLocaleString('en-IN')} |`,
  );

  // 2. The stats endpoints at NOW.
  const clock = { now: new Date() };
  const app = await buildApp({
    database,
    config: {
      ...loadConfig({}),
      webDistDir: '/nonexistent',
      secretsKey: Buffer.alloc(32, 1),
      loginRateLimitPerMinute: 1000,
    },
    clock: () => clock.now,
    logger: false,
  });
  await app.ready();
  await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Bench Admin', email: 'bench-admin@example.in', password: 'Bench-Passw0rd!' },
  });
  await db.execute(sql`update users set role = 0 where email = 'bench-admin@example.in'`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login-email',
    payload: { email: 'bench-admin@example.in', password: 'Bench-Passw0rd!' },
  });
  const token = JSON.parse(login.body).token as string;
  clock.now = NOW;
  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  const member = members[0]!.id;
  const busyNumber = callRecord(0, leadsCount).number.replace(/\D/g, '').slice(-10);
  const window = (from: string, to: string) => ({
    start: new Date(`${from}T00:00:00+05:30`).toISOString(),
    end: new Date(new Date(`${to}T00:00:00+05:30`).getTime() + 86_400_000).toISOString(),
  });
  // The plain SQL of each endpoint, without the missed-call check (the part the figures add).
  const rawMember = (from: string, to: string) => {
    const w = window(from, to);
    return () =>
      db.execute(sql`select ((started_at at time zone 'UTC') + interval '330 minutes')::date, count(*),
        count(*) filter (where answered), sum(duration_seconds) filter (where answered), count(distinct lead_id)
        from calls where member_id = ${member} and started_at >= ${w.start} and started_at < ${w.end}
        group by 1`);
  };
  const rawTeam = (from: string, to: string) => {
    const w = window(from, to);
    return () =>
      db.execute(sql`select member_id, count(*), count(*) filter (where answered),
        sum(duration_seconds) filter (where answered), count(distinct lead_id)
        from calls where started_at >= ${w.start} and started_at < ${w.end} group by member_id`);
  };
  const cases: [string, string, () => Promise<unknown>][] = [
    [
      'stats, one member, 7 days',
      `/api/callhistory/getCallHistoryStats?memberId=${member}`,
      rawMember('2026-10-26', '2026-11-01'),
    ],
    [
      'stats, one member, 30 days',
      `/api/callhistory/getCallHistoryStats?memberId=${member}&from=2026-10-03&to=2026-11-01`,
      rawMember('2026-10-03', '2026-11-01'),
    ],
    [
      'stats, one member, 365 days',
      `/api/callhistory/getCallHistoryStats?memberId=${member}&from=2025-11-02&to=2026-11-01`,
      rawMember('2025-11-02', '2026-11-01'),
    ],
    ['team report, 7 days', '/api/callhistory/getCallHistoryReportByMember', rawTeam('2026-10-26', '2026-11-01')],
    [
      'team report, 30 days',
      '/api/callhistory/getCallHistoryReportByMember?from=2026-10-03&to=2026-11-01',
      rawTeam('2026-10-03', '2026-11-01'),
    ],
    [
      'calls with one number',
      `/api/callhistory/getCallHistoryByReciever/${busyNumber}`,
      () => db.execute(sql`select * from calls where number = ${busyNumber} order by started_at desc limit 500`),
    ],
    [
      'history page 1, one member',
      `/api/callhistory/getCallHistoriesByMember/${member}`,
      () =>
        db.execute(sql`select * from calls where member_id = ${member} order by started_at desc, seq desc limit 50`),
    ],
  ];
  console.log(
    `\n| ${label} (${callsCount.toLocaleString('en-IN')} calls, ${EXECUTIVES} members) | API p50 ms | API p95 ms | SQL p50 ms | SQL p95 ms |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, url, raw] of cases) {
    const api = await time(get(url));
    const plain = await time(raw);
    console.log(
      `| ${name} | ${api.p50.toFixed(1)} | ${api.p95.toFixed(1)} | ${plain.p50.toFixed(1)} | ${plain.p95.toFixed(1)} |`,
    );
  }
  await app.close();
}

async function main() {
  const which = process.env.BENCH_DB;
  if (which !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await run(
        'PGlite',
        handle,
        Number(process.env.BENCH_PGLITE_CALLS ?? 200_000),
        Number(process.env.BENCH_PGLITE_LEADS ?? 50_000),
      );
    } finally {
      await handle.close();
    }
  }
  if (which !== 'pglite') {
    await withPostgresBenchDb(
      PG_URL,
      (handle) =>
        run(
          'PostgreSQL',
          handle,
          Number(process.env.BENCH_PG_CALLS ?? 1_000_000),
          Number(process.env.BENCH_PG_LEADS ?? 100_000),
        ),
      { reusable: false },
    );
  }
}

await main();

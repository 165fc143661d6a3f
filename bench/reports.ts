// npm run bench:reports — the dashboard and every report at scale. PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_d_reports, created and
// dropped here; skipped when unreachable): 1,000,000 leads and their past — about 5,000,000
// activities, 1,000,000 calls, follow-ups, site visits and tasks in proportion — made inside the
// database by the demo's set-based generator (src/server/cli/demo-history.ts) in chunks of 100,000.
// PGlite (in memory): 200,000 leads, about 1,000,000 activities. Then p50/p95 through app.inject of
// every endpoint in ENDPOINTS for a 30-day and a 1-year period, beside two floors measured in the
// same run: a bare route (/api/health) and a raw count of the period's leads. An endpoint that is
// not there yet (404) prints "missing". Goal: p95 ≤ 300 ms on PostgreSQL.
//
// Knobs: BENCH_LEADS (both databases; else BENCH_PG_LEADS / BENCH_PGLITE_LEADS), BENCH_RUNS (20), BENCH_ONLY,
// BENCH_SKIP_PG=1, BENCH_SKIP_PGLITE=1, BENCH_KEEP=1 / BENCH_REUSE=1 (PostgreSQL: keep the filled
// database, measure it again without filling).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { addDays, indiaDayRange, istDate } from '../src/domain/india-date';
import { buildApp } from '../src/server/app';
import { fillHistory } from '../src/server/cli/demo-history';
import { loadConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { PROJECTS, seedLeadRefs } from './lead-data';
import { withPostgresBenchDb } from './postgres-bench-db';
import { measureRollupRefresh } from './rollup-refresh';
import { timeRuns } from './timing';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_d_reports';
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const CHUNK = 100_000;
/** The bench's "now" (India 12:00); the generated past runs 13 months back from it. */
const NOW = new Date('2026-11-20T12:00:00+05:30');
const TODAY = istDate(NOW);

/** A period as the dashboard's path segment and as a report's query string. */
interface Period {
  label: string;
  segment: string;
  query: string;
  /** India days, for the list endpoints that take from/to and for the floor. */
  from: string;
  to: string;
}
const PERIODS: Period[] = [
  { label: '30 days', segment: '30d', query: 'period=30d', from: addDays(TODAY, -29), to: TODAY },
  {
    label: '1 year',
    segment: `custom?from=${addDays(TODAY, -364)}&to=${TODAY}`,
    query: `period=custom&from=${addDays(TODAY, -364)}&to=${TODAY}`,
    from: addDays(TODAY, -364),
    to: TODAY,
  },
];

const DASHBOARD = [
  'getDashboardCardsData',
  'getTodayFollowups',
  'getTomorrowFollowups',
  'getPendingFollowups',
  'getLeadsCountBySource',
  'getFreshLeadsCountBySource',
  'getLeadsCountByIndustry',
  'getPipelineByStatus',
  'getLeadsPerDay',
  'getSiteVisitsPerWeek',
  'getTeamPerformance',
  'getFreshLeadsData',
  'getAllMembersFreshLeadsBySource',
];

/** Every endpoint measured: its name and its URL for a period. One list; add a report here. */
const ENDPOINTS: { name: string; url: (p: Period) => string }[] = [
  ...DASHBOARD.map((name) => ({
    name: `dashboard/${name}`,
    url: (p: Period) => `/api/dashboard/${name}/${p.segment}`,
  })),
  { name: 'report/lead', url: (p) => `/api/report/lead?${p.query}` },
  { name: 'report/lead/rows', url: (p) => `/api/report/lead/rows?${p.query}` },
  { name: 'report/status-wise', url: (p) => `/api/report/status-wise?${p.query}` },
  { name: 'report/pending-follow-up', url: (p) => `/api/report/pending-follow-up?${p.query}` },
  { name: 'report/activity', url: (p) => `/api/report/activity?${p.query}` },
  { name: 'report/activity/rows', url: (p) => `/api/report/activity/rows?${p.query}` },
  { name: 'report/task', url: (p) => `/api/report/task?${p.query}` },
  { name: 'report/performance', url: (p) => `/api/report/performance?${p.query}` },
  { name: 'Schedules summary', url: (p) => `/api/siteVisit/getScheduleReport?${p.query}` },
  { name: 'Schedules list', url: (p) => `/api/siteVisit/getSiteVisits?from=${p.from}&to=${p.to}&pageSize=100` },
  { name: 'Follow-up report summary', url: (p) => `/api/lead/getFollowupSummary?${p.query}` },
  { name: 'Follow-up report list', url: (p) => `/api/lead/getFollowups?from=${p.from}&to=${p.to}` },
];

/** BENCH_ONLY=a,b: time only the endpoints whose name contains one of these (the floors always). */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const only = (e: { name: string }) => ONLY.length === 0 || ONLY.some((o) => e.name.includes(o));

type Rows<T> = { rows: T[] };
const seconds = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

async function fill(database: DatabaseHandle, leadsCount: number) {
  const { db } = database;
  const refs = await seedLeadRefs(db);
  const history = { memberIds: refs.userIds, sourceIds: refs.sourceIds, branchIds: refs.branchIds, projects: PROJECTS };
  const actor = { id: refs.userIds[0]!, name: 'Executive 1' };
  const t = performance.now();
  for (let first = 1; first <= leadsCount; first += CHUNK) {
    const count = Math.min(CHUNK, leadsCount - first + 1);
    const c = performance.now();
    await db.transaction(async (tx) => {
      await fillHistory(tx as unknown as typeof db, history, { now: NOW, first, count, actor });
    });
    console.log(
      `  leads ${first.toLocaleString('en-IN')}–${(first + count - 1).toLocaleString('en-IN')} in ${seconds(c)}`,
    );
  }
  const fillTime = seconds(t);
  const v = performance.now();
  // Steady state: autovacuum would have marked the pages all-visible and gathered statistics.
  await db.execute(sql`vacuum analyze`);
  const [n] = (
    (await db.execute(sql`select (select count(*) from leads)::int as leads, (select count(*) from activities)::int as activities,
      (select count(*) from calls)::int as calls, (select count(*) from follow_ups)::int as follow_ups,
      (select count(*) from site_visits)::int as visits, (select count(*) from tasks)::int as tasks`)) as unknown as Rows<
      Record<string, number>
    >
  ).rows;
  const counts = Object.entries(n!)
    .map(([k, x]) => `${Number(x).toLocaleString('en-IN')} ${k.replace('_', '-')}`)
    .join(', ');
  console.log(`  filled in ${fillTime} (vacuum analyze ${seconds(v)}): ${counts}`);
}

async function run(label: string, database: DatabaseHandle, leadsCount: number, reuse = false) {
  console.log(
    `\n${label}: ${reuse ? 'reusing the filled database' : `filling ${leadsCount.toLocaleString('en-IN')} leads`}`,
  );
  if (!reuse) await fill(database, leadsCount);
  // The session is made at the real time (its expiry is checked against it), the reports at NOW.
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
  const account = { name: 'Bench Admin', email: 'bench-admin@example.in', password: 'Bench-Passw0rd!' };
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  if (reg.statusCode !== 201 && !reuse) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
  // The generated members came first, so the bench's administrator is made one by hand.
  await database.db.execute(sql`update users set role = 0, status = 'active' where email = ${account.email}`);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login-email', payload: account });
  const token = JSON.parse(login.body).token as string;
  if (!token) throw new Error(`login: ${login.statusCode} ${login.body}`);
  clock.now = NOW;
  const headers = { authorization: `Bearer ${token}` };
  const status = async (url: string) => (await app.inject({ method: 'GET', url, headers })).statusCode;
  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  };
  const ms = (x: number) => x.toFixed(1);
  const lines: string[] = await measureRollupRefresh(app, TODAY, RUNS);
  const slow: string[] = [];
  const health = await timeRuns(get('/api/health'), RUNS);
  lines.push(`| floor: GET /api/health | – | ${ms(health.p50)} | ${ms(health.p95)} |`);
  for (const period of PERIODS) {
    const { start, end } = indiaDayRange(period.from, period.to);
    const raw = await timeRuns(
      () =>
        database.db.execute(sql`select count(*) from leads where deleted_at is null
          and created_at >= ${start!.toISOString()} and created_at < ${end!.toISOString()}`),
      RUNS,
    );
    lines.push(`| floor: select count(*) of the period's leads | ${period.label} | ${ms(raw.p50)} | ${ms(raw.p95)} |`);
    for (const endpoint of ENDPOINTS.filter(only)) {
      const url = endpoint.url(period);
      const code = await status(url);
      if (code === 404) {
        lines.push(`| ${endpoint.name} | ${period.label} | missing | missing |`);
        continue;
      }
      if (code !== 200) {
        lines.push(`| ${endpoint.name} | ${period.label} | HTTP ${code} | HTTP ${code} |`);
        continue;
      }
      const timing = await timeRuns(get(url), RUNS);
      lines.push(`| ${endpoint.name} | ${period.label} | ${ms(timing.p50)} | ${ms(timing.p95)} |`);
      if (timing.p95 > 300) slow.push(`${endpoint.name} (${period.label}): p95 ${ms(timing.p95)} ms`);
    }
  }
  console.log(`\n| ${label}, ${leadsCount.toLocaleString('en-IN')} leads | period | p50 ms | p95 ms |`);
  console.log('| --- | --- | ---: | ---: |');
  for (const line of lines) console.log(line);
  console.log(
    slow.length ? `\nOver 300 ms at p95:\n  ${slow.join('\n  ')}` : '\nEvery endpoint measured is within p95 ≤ 300 ms.',
  );
  await app.close();
}

const leadsFor = (specific: string | undefined, fallback: number) =>
  Number(process.env.BENCH_LEADS ?? specific ?? fallback);

async function main() {
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await run('PGlite', handle, leadsFor(process.env.BENCH_PGLITE_LEADS, 200_000));
    } finally {
      await handle.close();
    }
  }
  if (process.env.BENCH_SKIP_PG === '1') return;
  await withPostgresBenchDb(PG_URL, (handle, reused) =>
    run('PostgreSQL', handle, leadsFor(process.env.BENCH_PG_LEADS, 1_000_000), reused),
  );
}

await main();

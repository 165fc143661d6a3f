// npm run bench:followups — the follow-up buckets and the sidebar counts at scale:
// 1,000,000 leads and 3,000,000 activities on PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/bench_d_followups, created and dropped here; skipped when
// unreachable) and 200,000 / 600,000 on PGlite (in memory). Rows are made by generate_series inside
// the database. For each bucket list (overall and one member's; first page and a deep page) and the
// counts endpoint: p50/p95 through app.inject beside the raw SQL the endpoint runs. Goal: p95 ≤ 50 ms
// on PostgreSQL. BENCH_DB=pglite|postgres runs one of the two.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { countLeads } from '../src/server/modules/lead-records/lead-list';
import { fillLeads, seedLeadRefs } from './lead-data';
import { withPostgresBenchDb } from './postgres-bench-db';
import { timeRuns } from './timing';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_d_followups';
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
/** The bench's "now": the generated follow-ups spread from 30 days before to 89 days after it. */
const NOW = new Date('2026-11-01T12:00:00+05:30');

type Rows<T> = { rows: T[] };

async function fill(database: DatabaseHandle, leadsCount: number) {
  const { db } = database;
  const refs = await seedLeadRefs(db);
  let t = performance.now();
  await fillLeads(db, refs, leadsCount);
  console.log(`  ${leadsCount.toLocaleString('en-IN')} leads in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  // Every lead with a next follow-up gets its open follow-up (the invariant); 60% have been called.
  await db.execute(sql`insert into follow_ups (lead_id, type, due_at, assigned_to, status, created_by, created_at)
    select id, (array['call','meeting','whatsapp','call','site_visit'])[1 + abs(hashtext(id::text)) % 5],
      next_follow_up_at, assigned_to, 'open', assigned_to, created_at
    from leads where next_follow_up_at is not null`);
  await db.execute(sql`update leads set last_contacted_at = created_at + interval '2 hours'
    where abs(hashtext(id::text)) % 10 < 6`);
  // Three activities per lead: created, a note, a done follow-up.
  await db.execute(sql`insert into activities (lead_id, kind, actor_id, actor_name, at, payload)
    select l.id, (array['created','note','follow_up_done'])[k], l.assigned_to, 'Bench', l.created_at + k * interval '1 hour',
      jsonb_build_object('summary', 'bench ' || k, 'changes', '[]'::jsonb, 'note', null, 'text', 'bench')
    from leads l, generate_series(1, 3) k`);
  // Steady state: autovacuum has marked the pages all-visible, so counts are index-only scans.
  await db.execute(sql`vacuum analyze`);
  const [acts] = ((await db.execute(sql`select count(*)::int as n from activities`)) as unknown as Rows<{ n: number }>)
    .rows;
  console.log(
    `  follow-ups and ${acts!.n.toLocaleString('en-IN')} activities in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  return refs;
}

const time = (fn: () => Promise<unknown>) => timeRuns(fn, RUNS);

const edges = {
  todayStart: new Date('2026-11-01T00:00:00+05:30'),
  tomorrowStart: new Date('2026-11-02T00:00:00+05:30'),
  dayAfterStart: new Date('2026-11-03T00:00:00+05:30'),
};
const ranges: Record<string, [Date | null, Date | null]> = {
  today: [edges.todayStart, edges.tomorrowStart],
  tomorrow: [edges.tomorrowStart, edges.dayAfterStart],
  pending: [null, edges.todayStart],
  upcoming: [edges.tomorrowStart, null],
};

/** The two statements a bucket list runs (page of ids, count), as plain SQL. */
function rawBucket(db: DatabaseHandle['db'], bucket: string, member: string | null, offset: number) {
  const [a, b] = ranges[bucket]!;
  const where = sql`deleted_at is null and next_follow_up_at is not null
    ${a ? sql`and next_follow_up_at >= ${a.toISOString()}` : sql``}
    ${b ? sql`and next_follow_up_at < ${b.toISOString()}` : sql``}
    ${member ? sql`and assigned_to = ${member}` : sql``}`;
  return async () => {
    await db.execute(sql`select id from leads where ${where} order by next_follow_up_at, id limit 20 offset ${offset}`);
    await countLeads(db, where);
  };
}

/** The statements getFollowupCounts runs: five capped counts (or estimates) and the visits of today. */
function rawCounts(db: DatabaseHandle['db']) {
  const range = (a: Date | null, b: Date | null) =>
    sql`deleted_at is null and next_follow_up_at is not null
      ${a ? sql`and next_follow_up_at >= ${a.toISOString()}` : sql``} ${b ? sql`and next_follow_up_at < ${b.toISOString()}` : sql``}`;
  return () =>
    Promise.all([
      countLeads(db, range(...ranges.today!)),
      countLeads(db, range(...ranges.tomorrow!)),
      countLeads(db, range(...ranges.pending!)),
      countLeads(db, sql`deleted_at is null and last_contacted_at is null`),
      countLeads(db, sql`deleted_at is null`),
      db.execute(sql`select count(*)::int from site_visits where status = 'scheduled'
        and at >= ${edges.todayStart.toISOString()} and at < ${edges.tomorrowStart.toISOString()}`),
    ]);
}

async function run(label: string, database: DatabaseHandle, leadsCount: number, reuse = false) {
  console.log(`\n${label}: ${reuse ? 'reusing the filled database' : 'filling'}`);
  const refs = reuse ? await seedLeadRefs(database.db) : await fill(database, leadsCount);
  // The session is made at the real time (its expiry is checked against it), the lists at NOW.
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
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Bench Admin', email: 'bench-admin@example.in', password: 'Bench-Passw0rd!' },
  });
  if (reg.statusCode !== 201 && !reuse) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
  // The generated members came first, so the bench's administrator is made one by hand.
  await database.db.execute(sql`update users set role = 0 where email = 'bench-admin@example.in'`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login-email',
    payload: { email: 'bench-admin@example.in', password: 'Bench-Passw0rd!' },
  });
  const token = JSON.parse(login.body).token as string;
  if (!token) throw new Error(`login: ${login.statusCode} ${login.body}`);
  clock.now = NOW;
  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return JSON.parse(res.body);
  };
  // exec1: a member with follow-ups in every bucket of the generated data.
  const [exec1] = (
    (await database.db.execute(sql`select id from users where email = 'exec1@bench.example.in'`)) as unknown as Rows<{
      id: string;
    }>
  ).rows;
  const member = exec1?.id ?? refs.userIds[0]!;
  const rows: string[][] = [];
  const add = async (name: string, url: string, raw: () => Promise<unknown>) => {
    const total = (await get(url)()).total;
    const api = await time(get(url));
    const plain = await time(raw);
    rows.push([
      name,
      String(total ?? ''),
      api.p50.toFixed(1),
      api.p95.toFixed(1),
      plain.p50.toFixed(1),
      plain.p95.toFixed(1),
    ]);
  };
  const deep = 50; // page 50 of 20 = offset 980
  for (const bucket of ['today', 'tomorrow', 'pending', 'upcoming']) {
    await add(
      `${bucket}, everyone, page 1`,
      `/api/lead/getOverallFollowupLeads?bucket=${bucket}`,
      rawBucket(database.db, bucket, null, 0),
    );
    await add(
      `${bucket}, everyone, page ${deep}`,
      `/api/lead/getOverallFollowupLeads?bucket=${bucket}&page=${deep}`,
      rawBucket(database.db, bucket, null, (deep - 1) * 20),
    );
    await add(
      `${bucket}, one member, page 1`,
      `/api/lead/getFollowupLeadsByMember/${member}?bucket=${bucket}`,
      rawBucket(database.db, bucket, member, 0),
    );
    await add(
      `${bucket}, one member, page 5`,
      `/api/lead/getFollowupLeadsByMember/${member}?bucket=${bucket}&page=5`,
      rawBucket(database.db, bucket, member, 80),
    );
  }
  const countsTotal = JSON.stringify(await get('/api/lead/getFollowupCounts')());
  const api = await time(get('/api/lead/getFollowupCounts'));
  const plain = await time(rawCounts(database.db));
  rows.push([
    'getFollowupCounts',
    '',
    api.p50.toFixed(1),
    api.p95.toFixed(1),
    plain.p50.toFixed(1),
    plain.p95.toFixed(1),
  ]);
  console.log(`  counts: ${countsTotal}`);
  console.log(
    `\n| ${label} (${leadsCount.toLocaleString('en-IN')} leads) | rows | API p50 ms | API p95 ms | SQL p50 ms | SQL p95 ms |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  await app.close();
}

async function main() {
  const which = process.env.BENCH_DB;
  if (which !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await run('PGlite', handle, Number(process.env.BENCH_PGLITE_LEADS ?? 200_000));
    } finally {
      await handle.close();
    }
  }
  if (which !== 'pglite') {
    await withPostgresBenchDb(PG_URL, (handle, reused) =>
      run('PostgreSQL', handle, Number(process.env.BENCH_PG_LEADS ?? 1_000_000), reused),
    );
  }
}

await main();

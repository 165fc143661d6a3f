/**
 * The bookings list at 50,000 bookings: p50/p95 of GET /api/bookings (page 1, a deep page, each
 * filter, the searches) beside two floors measured in the same run — the same page's SQL written by
 * hand (rows and count) and a bare authenticated route (GET /api/bookings/settings) — on PGlite and
 * (when reachable) PostgreSQL. Rows are made by INSERT … SELECT generate_series in the database.
 *
 *   npm run bench:bookings            (PostgreSQL at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_ROWS=10000 npm run bench:bookings
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { insertInventory } from '../src/server/modules/projects/inventory-fixture';
import { projectPricing } from '../src/server/modules/projects/public';
import { timeRuns } from './timing';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PROJECTS = 5;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function load(handle: DatabaseHandle, adminId: string) {
  const db = handle.db;
  const perProject = Math.ceil(ROWS / PROJECTS);
  const projectIds: string[] = [];
  for (let p = 0; p < PROJECTS; p++) {
    const inv = await insertInventory(db, { name: `Bench Project ${p}`, floors: 1, perFloor: 1 });
    projectIds.push(inv.project.id);
    const sheet = (await projectPricing(db, inv.project, '2026-06-01')).price(inv.units[0]!)!;
    // One unit per booking, 40 floors, numbered U1…; every booking a live or closed one of its own unit.
    await db.execute(sql`insert into units (project_id, tower_id, number, floor, type, carpet_sqm, saleable_sqm, status)
      select ${inv.project.id}::uuid, ${inv.tower.id}::uuid, 'U' || g, (g % 40) + 1, '2BHK', 62.5, 85, 'booked'
      from generate_series(1, ${perProject}) g`);
    await db.execute(sql`insert into bookings (booking_no, unit_id, project_id, booking_date, status, price_list_id,
        cost_sheet, agreement_value, total_amount, gst_percent, booking_amount, created_by, created_at, updated_at)
      select 'BK-' || extract(year from d)::int || '-P' || ${String(p)}::text || '-' || lpad(n::text, 6, '0'), u.id, u.project_id, d,
        case when n % 20 = 0 then 'cancelled' when n % 7 = 0 then 'agreement_registered' else 'booked' end,
        ${inv.priceList.id}::uuid, ${JSON.stringify(sheet)}::jsonb, ${sheet.agreementValue}::numeric, ${sheet.total}::numeric + n,
        ${sheet.gstPercent}::numeric, 200000, ${adminId}::uuid, d::timestamptz, d::timestamptz
      from (select id, project_id, row_number() over (order by number) as n from units
            where project_id = ${inv.project.id}::uuid and number like 'U%') u,
      lateral (select (date '2024-04-01' + ((u.n * 1096) / ${perProject})::int) as d) dd`);
    await db.execute(sql`insert into booking_applicants (booking_id, position, name, mobile)
      select b.id, 1,
        (array['Sai','Shree','Om','Anita','Rahul','Meera','Vikram','Sunil','Kavita','Nilesh'])[1 + (row_number() over (order by b.id)) % 10]
          || ' ' || (array['Patil','Kulkarni','Desai','Jadhav','Pawar','Shinde','Joshi','Deshpande'])[1 + (row_number() over (order by b.booking_no)) % 8],
        '919' || lpad(((row_number() over (order by b.id)) * 7919 % 1000000000)::text, 9, '0')
      from bookings b where b.project_id = ${inv.project.id}::uuid`);
  }
  await db.execute(sql`vacuum analyze units`);
  await db.execute(sql`vacuum analyze bookings`);
  await db.execute(sql`vacuum analyze booking_applicants`);
  return projectIds;
}

/** The page-1 query and its count, as the service builds them, written by hand. */
const floorSql = sql`select b.id, b.booking_no, b.status, b.booking_date, p.name, u.number, u.type, t.name,
    (select a.name from booking_applicants a where a.booking_id = b.id and a.position = 1), l.name,
    b.total_amount, b.discount_percent, b.discount_status, m.name
  from bookings b join units u on u.id = b.unit_id join towers t on t.id = u.tower_id
  join projects p on p.id = b.project_id left join leads l on l.id = b.lead_id left join users m on m.id = b.created_by
  order by b.booking_date desc, b.id desc limit 25`;
const floorCount = sql`select count(*) from bookings`;
/**
 * A search's floor: its first 25 matches by hand, no count, by the better of the two plans for the
 * term (decision 189) — walking the bookings in date order for a common name, the matching ids
 * first for a rare number.
 */
const searchFloor = (term: string, plan: 'walk' | 'matches') => {
  const p = `%${term}%`;
  return plan === 'walk'
    ? sql`select b.id from bookings b
        where b.booking_no ilike ${p}
          or exists (select 1 from units u where u.id = b.unit_id and u.number ilike ${p} offset 0)
          or exists (select 1 from booking_applicants a where a.booking_id = b.id and a.name ilike ${p} offset 0)
        order by b.booking_date desc, b.id desc limit 25`
    : sql`select b.id from bookings b where b.id in (
          select id from bookings where booking_no ilike ${p}
          union select b2.id from units u join bookings b2 on b2.unit_id = u.id where u.number ilike ${p}
          union select booking_id from booking_applicants where name ilike ${p})
        order by b.booking_date desc, b.id desc limit 25`;
};

async function measure(kind: string, handle: DatabaseHandle) {
  const app = await buildApp({
    database: handle,
    config: { ...loadConfig({}), webDistDir: '/nonexistent' },
    logger: false,
  });
  await app.ready();
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Bench Admin', email: 'bench@example.in', password: 'Bench-Passw0rd' },
  });
  const { token, user } = reg.json() as { token: string; user: { _id: string } };
  const t0 = performance.now();
  const projectIds = await load(handle, user._id);
  console.log(
    `\n${kind}: ${ROWS.toLocaleString('en-IN')} bookings made in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const line = (label: string, t: { p50: number; p95: number }, extra = '') =>
    console.log(
      `  ${label.padEnd(44)} p50 ${t.p50.toFixed(1).padStart(6)} ms   p95 ${t.p95.toFixed(1).padStart(6)} ms${extra}`,
    );
  line(
    'floor: page-1 SQL by hand (rows + count)',
    await timeRuns(() => Promise.all([handle.db.execute(floorSql), handle.db.execute(floorCount)]), RUNS),
  );
  line('floor: bare route GET /api/bookings/settings', await timeRuns(get('/api/bookings/settings'), RUNS));
  const cases: [string, string][] = [
    ['page 1', ''],
    ['page 1000', 'page=1000'],
    ['project', `projectId=${projectIds[2]}`],
    ['status cancelled', 'status=cancelled'],
    ['dates 2025-04-01..2026-03-31', 'from=2025-04-01&to=2026-03-31'],
    ['project + dates + status', `projectId=${projectIds[1]}&from=2025-04-01&to=2026-03-31&status=booked`],
    ['search buyer "patil"', 'q=patil'],
    ['search booking no "P3-0012"', 'q=P3-0012'],
    ['search unit "U4711"', 'q=U4711'],
    ['discounts waiting', 'discount=pending'],
  ];
  for (const [label, query] of cases) {
    const run = get(`/api/bookings?${query}`);
    const body = (await run()).json() as { total: number; totalIsEstimate?: boolean };
    const matches = `${body.totalIsEstimate ? 'about ' : ''}${body.total.toLocaleString('en-IN')} matches`;
    line(`GET /api/bookings ${label}`, await timeRuns(run, RUNS), `   (${matches})`);
    const term = query.startsWith('q=') ? query.slice(2) : null;
    if (term) {
      const plan = term === 'patil' ? 'walk' : 'matches';
      const floor = await timeRuns(() => handle.db.execute(searchFloor(term, plan)), RUNS);
      line(`  floor: its first 25 by hand (${plan}), no count`, floor);
    }
  }
  await app.close();
}

async function main() {
  if (process.env.BENCH_ONLY !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'estatedesk-bench-'));
    try {
      const lite = await openDatabase({ kind: 'pglite', dataDir: dir });
      await measure('PGlite', lite);
      await lite.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (process.env.BENCH_ONLY === 'pglite') return;
  const dbName = `estatedesk_bench_bookings_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL: skipped (${(error as Error).message}); set BENCH_DATABASE_URL.`);
    return;
  }
  await admin.query(`create database ${dbName}`);
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  try {
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    await measure('PostgreSQL', handle);
    await handle.close();
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

await main();

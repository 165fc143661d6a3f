/**
 * The collections screen at 50,000 bookings with 600,000 demands and 400,000 receipts (12 demands
 * and 8 receipts a booking): p50/p95 of GET /api/collections/summary (every figure), the demands
 * behind a figure (overdue 0–30, a tower's overdue, a month with paid ones, a deep page) and a
 * booking's statement, beside two floors by hand: the overdue figure read from the demands (what
 * the screen read before decision 195) and the same figure summed from the rollup
 * `collection_due_days` (what it reads now) — on PGlite and (when reachable) PostgreSQL. Rows are
 * made in the database by INSERT … SELECT generate_series; the rollup by its triggers as they go.
 *
 *   npx tsx bench/collections.ts                      (PostgreSQL at BENCH_DATABASE_URL)
 *   BENCH_ROWS=2000 BENCH_ONLY=postgres npx tsx bench/collections.ts
 *   BENCH_KEEP=1 …                                    (keeps the PostgreSQL database and says its name)
 *   BENCH_REUSE=<database> BENCH_ONLY=postgres …      (measures a kept database again, no load)
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
import { rowsOf } from '../src/server/db/rows';
import { insertInventory } from '../src/server/modules/projects/inventory-fixture';
import { projectPricing } from '../src/server/modules/projects/public';
import { timeRuns } from './timing';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PROJECTS = 5;
const TOWERS = 4;
const DEMANDS = 12;
const RECEIPTS = 8;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The day the server's clock says (the bench's India "today"). */
const NOW = new Date('2026-11-28T06:30:00Z');

async function load(handle: DatabaseHandle) {
  const db = handle.db;
  const perProject = Math.ceil(ROWS / PROJECTS);
  for (let p = 0; p < PROJECTS; p++) {
    const inv = await insertInventory(db, { name: `Bench Project ${p}`, floors: 1, perFloor: 1 });
    const sheet = (await projectPricing(db, inv.project, '2026-06-01')).price(inv.units[0]!)!;
    await db.execute(sql`insert into towers (project_id, name, floor_from, floor_to, sort_order)
      select ${inv.project.id}::uuid, 'T' || g, 0, 40, g from generate_series(1, ${TOWERS - 1}) g`);
    await db.execute(sql`insert into units (project_id, tower_id, number, floor, type, carpet_sqm, saleable_sqm, status)
      select ${inv.project.id}::uuid, t.id, 'U' || g, (g % 40) + 1, '2BHK', 62.5, 85, 'booked'
      from generate_series(1, ${perProject}) g
      join lateral (select id from towers where project_id = ${inv.project.id}::uuid
        order by sort_order, name offset (g % ${TOWERS}) limit 1) t on true`);
    await db.execute(sql`insert into bookings (booking_no, unit_id, project_id, booking_date, status, price_list_id,
        cost_sheet, agreement_value, total_amount, gst_percent, booking_amount)
      select 'BK-P' || ${String(p)}::text || '-' || lpad(n::text, 6, '0'), u.id, u.project_id,
        date '2024-04-01' + (n % 700)::int, case when n % 20 = 0 then 'cancelled' else 'booked' end,
        ${inv.priceList.id}::uuid, ${JSON.stringify(sheet)}::jsonb, ${sheet.agreementValue}::numeric,
        ${sheet.total}::numeric, ${sheet.gstPercent}::numeric, 200000
      from (select id, project_id, row_number() over (order by number) as n from units
            where project_id = ${inv.project.id}::uuid and number like 'U%') u`);
  }
  await db.execute(sql`insert into booking_applicants (booking_id, position, name, mobile)
    select b.id, 1, 'Buyer ' || b.booking_no, null from bookings b`);
  await db.execute(sql`insert into booking_instalments (booking_id, position, name, trigger, percent_bp, amount_paise)
    select b.id, g, 'Slab ' || g, 'booking', 800, 400000000 from bookings b, generate_series(1, ${DEMANDS}) g`);
  // Demands every 60 days from the booking; the older ones mostly paid, the newer open.
  await db.execute(sql`insert into demands (demand_no, booking_id, instalment_id, raised_on, due_on, amount_paise,
      gst_percent, gst_paise, total_paise, settled_paise, status)
    select 'DM-' || i.id, b.id, i.id, b.booking_date + (i.position * 60), b.booking_date + (i.position * 60 + 15),
      i.amount_paise, 5, i.amount_paise / 20, i.amount_paise + i.amount_paise / 20,
      case when (b.booking_date + i.position * 60) < date '2026-06-01' and i.position % 5 <> 0 then i.amount_paise + i.amount_paise / 20
        when i.position % 3 = 0 then i.amount_paise / 4 else 0 end,
      case when (b.booking_date + i.position * 60) < date '2026-06-01' and i.position % 5 <> 0 then 'paid'
        when i.position % 3 = 0 then 'part_paid' else 'sent' end
    from booking_instalments i join bookings b on b.id = i.booking_id`);
  await db.execute(sql`insert into receipts (receipt_no, booking_id, mode, reference, received_on, amount_paise, tds_paise)
    select 'RC-' || b.booking_no || '-' || g, b.id, 'rtgs_neft', 'UTR' || g, b.booking_date + g * 60 + 10, 415800000, 4200000
    from bookings b, generate_series(1, ${RECEIPTS}) g`);
  const tables = ['units', 'bookings', 'booking_applicants', 'booking_instalments', 'demands', 'receipts'];
  for (const table of [...tables, 'collection_due_days']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

/** The figures' statement as the service writes it, by hand (the open demands' buckets). */
const floorSql = sql`select count(*) filter (where d.due_on < date '2026-11-28'),
    sum(d.amount_paise + d.gst_paise + d.interest_paise - d.settled_paise) filter (where d.due_on < date '2026-11-28')
  from demands d join bookings b on b.id = d.booking_id
  where b.status in ('booked', 'agreement_registered', 'possession_given')
    and d.status in ('raised', 'sent', 'part_paid') and d.amount_paise + d.gst_paise + d.interest_paise - d.settled_paise > 0`;

/** The same figure summed from the rollup, by hand. */
const rollupFloorSql = sql`select sum(open_n), sum(open_paise) from collection_due_days where due_on < date '2026-11-28'`;

async function measure(kind: string, handle: DatabaseHandle, reuse = false) {
  const clock = () => NOW;
  const app = await buildApp({
    database: handle,
    config: { ...loadConfig({}), webDistDir: '/nonexistent' },
    logger: false,
    clock,
  });
  await app.ready();
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Bench Admin', email: 'bench@example.in', password: 'Bench-Passw0rd' },
  });
  const login = reuse
    ? await app.inject({
        method: 'POST',
        url: '/api/auth/login-email',
        payload: { email: 'bench@example.in', password: 'Bench-Passw0rd' },
      })
    : reg;
  const { token } = login.json() as { token: string };
  const t0 = performance.now();
  if (!reuse) await load(handle);
  const [counts] = rowsOf<{ b: number; d: number; r: number }>(
    await handle.db.execute(sql`select (select count(*) from bookings)::int as b, (select count(*) from demands)::int as d,
      (select count(*) from receipts)::int as r`),
  );
  console.log(
    `\n${kind}: ${counts?.b.toLocaleString('en-IN')} bookings, ${counts?.d.toLocaleString('en-IN')} demands, ${counts?.r.toLocaleString('en-IN')} receipts made in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const line = (label: string, t: { p50: number; p95: number }, extra = '') =>
    console.log(
      `  ${label.padEnd(48)} p50 ${t.p50.toFixed(1).padStart(7)} ms   p95 ${t.p95.toFixed(1).padStart(7)} ms${extra}`,
    );
  line('floor: overdue figure from demands, by hand', await timeRuns(() => handle.db.execute(floorSql), RUNS));
  line('floor: overdue figure from the rollup, by hand', await timeRuns(() => handle.db.execute(rollupFloorSql), RUNS));
  const [rollup] = rowsOf<{ n: number }>(
    await handle.db.execute(sql`select count(*)::int as n from collection_due_days`),
  );
  console.log(`  (rollup: ${rollup?.n.toLocaleString('en-IN')} rows)`);
  const [tower] = rowsOf<{ id: string }>(await handle.db.execute(sql`select id from towers order by name limit 1`));
  const [project] = rowsOf<{ id: string }>(
    await handle.db.execute(sql`select id from projects where name = 'Bench Project 2'`),
  );
  const [booking] = rowsOf<{ id: string }>(
    await handle.db.execute(sql`select id from bookings where booking_no like 'BK-P1-%' order by booking_no limit 1`),
  );
  const cases: [string, string][] = [
    ['GET summary (every figure)', '/api/collections/summary'],
    ['GET demands overdue 0–30', '/api/collections/demands?window=d0_30'],
    ['GET demands over 90, page 200', '/api/collections/demands?window=d90_plus&page=200'],
    ['GET demands of a tower, overdue', `/api/collections/demands?towerId=${tower?.id}&window=overdue`],
    ['GET demands due 2026-10, paid too', '/api/collections/demands?dueMonth=2026-10&open=all'],
    ['GET demands due this month', '/api/collections/demands?window=month'],
    ['GET a project’s summary', `/api/collections/summary?projectId=${project?.id}`],
    ['GET a booking’s statement', `/api/collections/bookings/${booking?.id}/statement`],
  ];
  for (const [label, url] of cases) {
    const run = get(url);
    const body = (await run()).json() as { total?: number };
    const extra = body.total === undefined ? '' : `   (${body.total.toLocaleString('en-IN')} matches)`;
    line(label, await timeRuns(run, RUNS), extra);
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
  const reuse = process.env.BENCH_REUSE;
  const dbName = reuse ?? `estatedesk_bench_collections_${process.pid}`;
  const keep = Boolean(reuse) || process.env.BENCH_KEEP === '1';
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL: skipped (${(error as Error).message}); set BENCH_DATABASE_URL.`);
    return;
  }
  if (!reuse) await admin.query(`create database ${dbName}`);
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  try {
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    await measure('PostgreSQL', handle, Boolean(reuse));
    await handle.close();
  } finally {
    if (keep) console.log(`\nKept the database ${dbName}; drop it when done.`);
    else await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

await main();

// npm run bench:availability — the availability grid of a project of 3,000 units and the cost
// sheet of one unit, on PGlite (a data directory under the system's temp folder, removed after)
// and PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_d_availability,
// created and dropped here; skipped when unreachable). The project is made by inventory-data.ts:
// 10 towers × 25 floors × 12 units with a mix of statuses and 300-odd open holds.
//
// Figures, each beside its floor measured in the same run:
// - GET /api/projects/:id/availability p50/p95 through app.inject, beside the raw SQL query of the
//   same rows (units with their open hold and its holder), and beside the service without HTTP;
// - GET /api/units/:id/cost-sheet p50/p95, beside the bare engine call (computeCostSheet on
//   values already in memory).
// Goals (issue 27): availability p95 ≤ 150 ms, cost sheet ≤ 10 ms.
//
// Knobs: BENCH_TOWERS (10), BENCH_FLOORS (25), BENCH_PER_FLOOR (12), BENCH_RUNS (60),
// BENCH_DB=pglite|postgres (one of the two).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { istDate } from '../src/domain/india-date';
import { computeCostSheet } from '../src/domain/inventory/cost-sheet';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { rowsOf } from '../src/server/db/rows';
import { availability } from '../src/server/modules/availability/grid';
import {
  costSheetPriceList,
  costSheetProject,
  costSheetUnit,
  findProject,
  priceListOn,
  stampDutyFor,
} from '../src/server/modules/projects/public';
import { benchAdminSession } from './bench-admin';
import { buildInventory } from './inventory-data';
import { withPostgresBenchDb } from './postgres-bench-db';
import { timeRuns } from './timing';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_d_availability';
const TOWERS = Number(process.env.BENCH_TOWERS ?? 10);
const FLOORS = Number(process.env.BENCH_FLOORS ?? 25);
const PER_FLOOR = Number(process.env.BENCH_PER_FLOOR ?? 12);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);

const fmt = (m: { p50: number; p95: number }) => [m.p50.toFixed(2), m.p95.toFixed(2)];

async function run(label: string, database: DatabaseHandle) {
  const { db } = database;
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
  const { token, userId } = await benchAdminSession(app, db);
  const [lead] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into leads (name, mobile, assigned_to) values ('Bench Buyer', '9822000001', ${userId}::uuid)
      returning id`),
  );
  const t0 = performance.now();
  const { projectId, units } = await buildInventory(db, {
    name: 'Bench Towers',
    towers: TOWERS,
    floors: FLOORS,
    perFloor: PER_FLOOR,
    holdsBy: { userId, leadId: lead!.id },
  });
  await db.execute(sql`analyze units`);
  await db.execute(sql`analyze unit_holds`);
  console.log(
    `\n${label}: ${units.toLocaleString('en-IN')} units made in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.body;
  };
  const gridUrl = `/api/projects/${projectId}/availability`;
  const size = (await get(gridUrl)()).length;
  const grid = await timeRuns(get(gridUrl), RUNS);
  const filtered = await timeRuns(get(`${gridUrl}?type=2BHK&floorFrom=10&priceTo=15000000`), RUNS);
  const ctx = app.appContext;
  const service = await timeRuns(() => availability(ctx, projectId, {}), RUNS);
  const rawSql = await timeRuns(
    () =>
      db.execute(sql`select u.*, t.name as tower_name, h.id as hold_id, h.lead_id, h.held_until, h.held_by,
          us.name as held_by_name, h.extended_at
        from units u join towers t on t.id = u.tower_id
        left join unit_holds h on h.unit_id = u.id and h.ended_at is null
        left join users us on us.id = h.held_by
        where u.project_id = ${projectId}::uuid order by u.tower_id, u.floor`),
    RUNS,
  );

  const [one] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from units where project_id = ${projectId}::uuid and floor = ${FLOORS} limit 1`),
  );
  const sheetUrl = `/api/units/${one!.id}/cost-sheet`;
  const sheet = await timeRuns(get(sheetUrl), RUNS);
  const sheetWoman = await timeRuns(get(`${sheetUrl}?women=true&discountPercent=1.5`), RUNS);
  // The bare engine call on values already in memory (what pricing.ts hands it).
  const project = (await findProject(db, projectId))!;
  const day = istDate(new Date());
  const list = (await priceListOn(db, projectId, day))!;
  const duty = await stampDutyFor(db, project.state, project.city);
  const [unitRow] = rowsOf<{
    type: string;
    floor: number;
    carpet_sqm: string;
    saleable_sqm: string;
    parking_slots: number;
    locations: string[];
  }>(await db.execute(sql`select * from units where id = ${one!.id}::uuid`));
  const unit = costSheetUnit({
    type: unitRow!.type,
    floor: unitRow!.floor,
    carpetSqm: unitRow!.carpet_sqm,
    saleableSqm: unitRow!.saleable_sqm,
    parkingSlots: unitRow!.parking_slots,
    locations: unitRow!.locations,
  });
  const engine = await timeRuns(
    async () =>
      computeCostSheet(unit, costSheetProject(project, duty), costSheetPriceList(list), {
        saleDate: day,
        allBuyersWomen: false,
        discountPercent: 0,
      }),
    RUNS * 10,
  );

  console.log(`\n| ${label}, ${units.toLocaleString('en-IN')} units | p50 ms | p95 ms |`);
  console.log('| --- | ---: | ---: |');
  console.log(`| GET availability (${(size / 1024).toFixed(0)} KB JSON) | ${fmt(grid).join(' | ')} |`);
  console.log(`| GET availability, 3 filters | ${fmt(filtered).join(' | ')} |`);
  console.log(`| availability service, no HTTP | ${fmt(service).join(' | ')} |`);
  console.log(`| floor: raw SQL of the same rows | ${fmt(rawSql).join(' | ')} |`);
  console.log(`| GET cost sheet of one unit | ${fmt(sheet).join(' | ')} |`);
  console.log(`| GET cost sheet, woman buyer and discount | ${fmt(sheetWoman).join(' | ')} |`);
  console.log(`| floor: bare engine call | ${fmt(engine).join(' | ')} |`);
  await app.close();
}

async function main() {
  const which = process.env.BENCH_DB;
  if (which !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'estatedesk-bench-availability-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await run('PGlite', handle);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (which !== 'pglite') {
    await withPostgresBenchDb(PG_URL, (handle) => run('PostgreSQL', handle), { reusable: false });
  }
}

await main();

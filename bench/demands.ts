// npm run bench:demands — raising a stage's demands (decision 196). On PostgreSQL (BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/bench_demands, created and dropped here; skipped when
// unreachable) and PGlite (in memory): a tower of BENCH_BOOKINGS (500) bookings reaches its Plinth
// stage; the demands.raise job runs (its body, as the worker calls it: the batches through the money
// engine, then every demand's email queued in the outbox with its letter's prepare job, a batch at a
// time, and the demand marked sent) beside a floor, a raw INSERT … SELECT of the same number of demand
// rows for a second tower. Then BENCH_LETTERS (50) of the prepare jobs run, each keeping its letter as
// a PDF and queueing the send (decision 197). BENCH_DB=pglite|postgres runs one.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { type AppContext, createContext } from '../src/server/context';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { rowsOf } from '../src/server/db/rows';
import { users } from '../src/server/db/schema/users';
import { jobKinds } from '../src/server/job-registry';
import { inProcessJob } from '../src/server/jobs/in-process-job';
import { smtpSetting } from '../src/server/mail/smtp-settings';
import { towerWithBookings } from '../src/server/modules/demands/demand-fixture';
import { demandLetterEmailJob } from '../src/server/modules/demands/demand-letter';
import { raiseDemandsJob } from '../src/server/modules/demands/raise-job';
import { insertInventory } from '../src/server/modules/projects/inventory-fixture';
import { withPostgresBenchDb } from './postgres-bench-db';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_demands';
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 500);
const TARGET = { PGlite: 30, PostgreSQL: 10 } as const;
const LETTERS = Number(process.env.BENCH_LETTERS ?? 50);

const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

async function run(label: keyof typeof TARGET, database: DatabaseHandle) {
  const uploadsDir = await mkdtemp(join(tmpdir(), 'bench-demands-'));
  console.log(`\n${label} (${load()})`);
  const ctx: AppContext = createContext({
    database,
    // The kept letters go to a scratch folder, never the checkout's data directory.
    config: { ...loadConfig({}), logLevel: 'silent', secretsKey: Buffer.alloc(32, 9), uploadsDir },
    clock: () => new Date('2026-11-28T06:30:00Z'),
    jobs: jobKinds,
  });
  const [user] = await ctx.db
    .insert(users)
    .values({ name: 'Bench Admin', email: 'bench@example.in', role: 0, status: 'active' } as typeof users.$inferInsert)
    .returning({ id: users.id });
  await ctx.settings.set(
    smtpSetting,
    {
      host: '127.0.0.1',
      port: 2525,
      security: 'none',
      user: undefined,
      fromName: 'Sunrise Estates',
      fromAddress: 'crm@sunrise.example.in',
      replyTo: undefined,
    },
    { by: null },
  );
  const seedStart = performance.now();
  const inventory = () => insertInventory(ctx.db, { floors: Math.ceil(BOOKINGS / 20), perFloor: 20 });
  const tower = await towerWithBookings(ctx, await inventory(), BOOKINGS, user!.id);
  const floorTower = await towerWithBookings(ctx, await inventory(), BOOKINGS, user!.id);
  console.log(`  seed: 2 towers of ${BOOKINGS} bookings in ${secs(performance.now() - seedStart)}`);

  // The floor: the same number of demand rows, one raw INSERT … SELECT, no engine, no email.
  const f0 = performance.now();
  await ctx.db.execute(sql`
    insert into demands (demand_no, booking_id, instalment_id, tower_stage_id, raised_on, due_on, amount_paise,
      gst_percent, gst_paise, total_paise, status)
    select 'DM-F-' || lpad(nextval('demand_no_seq')::text, 6, '0'), i.booking_id, i.id, ${floorTower.stageId}::uuid,
      '2026-11-28', '2026-12-13', i.amount_paise, 5, i.amount_paise * 5 / 100, i.amount_paise * 105 / 100, 'raised'
    from booking_instalments i join bookings b on b.id = i.booking_id join units u on u.id = b.unit_id
    where u.tower_id = ${floorTower.tower.id}`);
  const floorMs = performance.now() - f0;

  const job = inProcessJob('00000000-0000-4000-8000-000000000001', { towerStageId: tower.stageId });
  const t0 = performance.now();
  const result = await raiseDemandsJob.run(ctx, job);
  const ms = performance.now() - t0;
  const [check] = rowsOf<{ demands: number; sent: number; emails: number }>(
    await ctx.db.execute(sql`select
      (select count(*)::int from demands where tower_stage_id = ${tower.stageId}) as demands,
      (select count(*)::int from demands where tower_stage_id = ${tower.stageId} and status = 'sent') as sent,
      (select count(*)::int from email_outbox where related_kind = 'demand') as emails`),
  );
  console.log(`  raise job: ${JSON.stringify(result)}; in the database ${JSON.stringify(check)}`);
  console.log(
    `  ${BOOKINGS} demands raised and emailed: ${secs(ms)} (target ≤ ${TARGET[label]} s) · floor, raw INSERT … SELECT of ${BOOKINGS} demands: ${secs(floorMs)} · ${(ms / Math.max(floorMs, 1)).toFixed(0)}× the floor`,
  );
  if (check!.demands !== BOOKINGS || check!.emails !== BOOKINGS)
    throw new Error('not every booking got its demand and email');

  // After the raise, each email's prepare job keeps its letter as a PDF and releases the mail
  // (decision 197). Run for a sample of BENCH_LETTERS of them, as the worker would, one by one.
  const prepared = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`select e.id from email_outbox e where e.related_kind = 'demand'
      order by e.id limit ${LETTERS}`),
  );
  const l0 = performance.now();
  for (const row of prepared) {
    await demandLetterEmailJob.run(ctx, { ...job, payload: { outboxId: row.id } } as never);
  }
  const letterMs = performance.now() - l0;
  const [kept] = rowsOf<{ n: number; sends: number }>(
    await ctx.db.execute(sql`select
      (select count(*)::int from demands where tower_stage_id = ${tower.stageId} and letter_file_id is not null) as n,
      (select count(*)::int from jobs where kind = 'email.send') as sends`),
  );
  const per = letterMs / Math.max(prepared.length, 1);
  console.log(
    `  letters kept after the raise (prepare jobs, one after another): ${kept!.n} PDFs in ${secs(letterMs)}, ${per.toFixed(0)} ms a letter, ${kept!.sends} sends queued · all ${BOOKINGS} at that pace: ${secs(per * BOOKINGS)} of background work`,
  );
  if (kept!.n !== prepared.length || kept!.sends !== prepared.length)
    throw new Error('not every prepared email kept its letter and queued its send');
  await rm(uploadsDir, { recursive: true, force: true });
}

async function main() {
  console.log('Note: a shared 2-core machine, busy with other work while this ran; figures are rough.');
  const which = process.env.BENCH_DB;
  if (which !== 'pglite') {
    await withPostgresBenchDb(PG_URL, (handle) => run('PostgreSQL', handle), { reusable: false });
  }
  if (which !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await run('PGlite', handle);
    } finally {
      await handle.close();
    }
  }
}

await main();
process.exit(0);

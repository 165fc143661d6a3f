// npm run bench:demand-sms — the demand-raised SMS of a stage (decision 199). On PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_demand_sms, created and
// dropped here; skipped when unreachable) and PGlite (in memory): a tower of BENCH_BOOKINGS (500)
// bookings has its Plinth demands raised (no SMS template yet), then their SMS are queued (queueDemandRaisedSms: the
// demand values read, each text rendered and DLT-checked, one INSERT … SELECT a batch) beside a
// floor, a raw INSERT … SELECT of as many sms_outbox rows for a second tower; then the send job
// posts them to the fake gateway (over HTTP, at 1000/s allowed) beside a floor of the same number
// of bare POSTs to it, 10 at a time. BENCH_DB=pglite|postgres runs one.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { type AppContext, createContext } from '../src/server/context';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { rowsOf } from '../src/server/db/rows';
import { users } from '../src/server/db/schema/users';
import { jobKinds } from '../src/server/job-registry';
import { mapLimit } from '../src/server/lib/map-limit';
import { towerWithBookings } from '../src/server/modules/demands/demand-fixture';
import { queueDemandRaisedSms } from '../src/server/modules/demands/demand-sms';
import { noticeSmsSetting } from '../src/server/modules/messaging/notice-settings';
import { insertInventory } from '../src/server/modules/projects/inventory-fixture';
import { SMS_API_KEY_SECRET, smsSetting } from '../src/server/sms/sms-settings';
import { startFakeSmsGateway } from '../src/server/test/fake-sms-gateway';
import { withPostgresBenchDb } from './postgres-bench-db';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_demand_sms';
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 500);
const TEMPLATE = {
  dltTemplateId: '1107160000000099001',
  senderId: 'SUNRSE',
  category: 'service_implicit' as const,
  registeredText: 'Dear {#var#}, demand {#var#} for {#var#} of Rs.{#var#} is due by {#var#}. -SUNRISE',
  variables: ['buyerFirstName', 'demandNo', 'instalment', 'amount', 'dueDate'] as const,
};

const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

async function run(label: string, database: DatabaseHandle) {
  console.log(`\n${label} (${load()})`);
  const gateway = await startFakeSmsGateway({ apiKey: 'bench-key' });
  const ctx: AppContext = createContext({
    database,
    config: { ...loadConfig({}), logLevel: 'silent', secretsKey: Buffer.alloc(32, 9) },
    clock: () => new Date('2026-11-28T06:30:00Z'),
    jobs: jobKinds,
  });
  try {
    const [user] = await ctx.db
      .insert(users)
      .values({
        name: 'Bench Admin',
        email: 'bench@example.in',
        role: 0,
        status: 'active',
      } as typeof users.$inferInsert)
      .returning({ id: users.id });
    await ctx.settings.set(
      smsSetting,
      {
        enabled: true,
        gatewayUrl: gateway.url,
        entityId: '1201160000000012345',
        senderIds: ['SUNRSE'],
        format: 'json',
        costPerSegment: 0.2,
        ratePerSecond: 1000,
        dedupesClientRef: false,
      },
      { by: null },
    );
    await ctx.settings.setSecret(SMS_API_KEY_SECRET, 'bench-key', { by: null });
    const inventory = () => insertInventory(ctx.db, { floors: Math.ceil(BOOKINGS / 20), perFloor: 20 });
    const tower = await towerWithBookings(ctx, await inventory(), BOOKINGS, user!.id);
    const floorTower = await towerWithBookings(ctx, await inventory(), BOOKINGS, user!.id);
    await ctx.db.execute(sql`update booking_applicants set mobile = '9198' || lpad((row_number)::text, 8, '0')
      from (select id, row_number() over (order by id) from booking_applicants) n where n.id = booking_applicants.id`);
    // The demands (the raise jobs the towers queued), without SMS, no template yet: what is timed
    // below is the SMS alone.
    await ctx.jobs.drain({ timeoutMs: 600_000 });
    await ctx.settings.set(
      noticeSmsSetting,
      { demandRaised: { ...TEMPLATE, variables: [...TEMPLATE.variables] }, paymentReminder: null },
      { by: null },
    );

    const f0 = performance.now();
    await ctx.db.execute(sql`
      insert into sms_outbox (idempotency_key, purpose, demand_id, booking_id, mobile, text, about, dlt_template_id,
        sender_id, category, status)
      select 'demand-raised:' || d.id, 'demand_raised', d.id, d.booking_id, '9812345678', 'Dear Buyer, demand ' || d.demand_no,
        'demand ' || d.demand_no, '1107160000000099001', 'SUNRSE', 'service_implicit', 'skipped'
      from demands d where d.tower_stage_id = ${floorTower.stageId}`);
    const floorMs = performance.now() - f0;
    const t0 = performance.now();
    const queued = await queueDemandRaisedSms(ctx, tower.stageId);
    const ms = performance.now() - t0;
    console.log(
      `  ${BOOKINGS} demand SMS queued (${queued.texted}): ${secs(ms)} · floor, raw INSERT … SELECT of ${BOOKINGS} rows: ${secs(floorMs)} · ${(ms / Math.max(floorMs, 1)).toFixed(0)}× the floor`,
    );

    const s0 = performance.now();
    await ctx.jobs.drain({ timeoutMs: 600_000 });
    const sendMs = performance.now() - s0;
    const g0 = performance.now();
    await mapLimit(
      Array.from({ length: BOOKINGS }, (_, i) => i),
      10,
      (i) =>
        fetch(gateway.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer bench-key' },
          body: JSON.stringify({ to: `9197${String(i).padStart(8, '0')}`, message: 'x', client_ref: `floor-${i}` }),
        }).then((r) => r.text()),
    );
    const postMs = performance.now() - g0;
    const [check] = rowsOf<{ sent: number }>(
      await ctx.db.execute(
        sql`select count(*)::int as sent from sms_outbox where purpose = 'demand_raised' and status = 'sent'`,
      ),
    );
    console.log(
      `  sent by the job: ${check!.sent} in ${secs(sendMs)} · floor, ${BOOKINGS} bare POSTs to the gateway, 10 at a time: ${secs(postMs)} · ${(sendMs / Math.max(postMs, 1)).toFixed(1)}× the floor`,
    );
    if (queued.texted !== BOOKINGS || check!.sent !== BOOKINGS) throw new Error('not every demand got its SMS');
  } finally {
    await gateway.close();
  }
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

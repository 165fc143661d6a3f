// npm run bench:whatsapp-campaign — a WhatsApp campaign queued (decision 216). On PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_wa_campaigns, created and
// dropped here; skipped when unreachable) and PGlite (in memory): queue a 10,000-person WhatsApp
// marketing campaign from a filter (the API's service: template checks, the opt-in rule, one INSERT …
// SELECT with the exclusion counts, the job) beside the floor of the same run — a raw INSERT … SELECT
// of the same rows into campaign_recipients, and an SMS campaign of the same audience — then a few
// hundred sends through the job to the fake Cloud API (rate 1000/s). BENCH_DB=pglite|postgres runs one.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { audienceSchema } from '../src/domain/schemas/messaging';
import { loadConfig } from '../src/server/config';
import { type AppContext, createContext } from '../src/server/context';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { jobKinds } from '../src/server/job-registry';
import { createCampaign } from '../src/server/modules/messaging/campaigns';
import {
  insertWhatsAppTemplate,
  saveWhatsAppSettings,
  WA_APP_SECRET,
  WA_TOKEN,
} from '../src/server/modules/messaging/whatsapp-campaign-fixture';
import { smsSetting } from '../src/server/sms/sms-settings';
import { startFakeWhatsAppCloud } from '../src/server/test/fake-whatsapp-cloud';
import { fillLeads, seedLeadRefs } from './lead-data';
import { withPostgresBenchDb } from './postgres-bench-db';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_wa_campaigns';
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const SENDS = Number(process.env.BENCH_WA_SENDS ?? 500);
/** The target: a 10,000-person campaign queued within this. */
const TARGET_MS = 5_000;

type Rows<T> = { rows: T[] };
const rows = async <T>(db: DatabaseHandle['db'], q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as Rows<T>).rows;
const mb = () => `${Math.round(process.memoryUsage().rss / 1_048_576)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

async function run(label: string, database: DatabaseHandle) {
  console.log(`\n${label} (${load()})`);
  const ctx: AppContext = createContext({
    database,
    config: { ...loadConfig({}), logLevel: 'silent', secretsKey: Buffer.alloc(32, 9) },
    jobs: jobKinds,
  });
  const { db } = database;
  const refs = await seedLeadRefs(db);
  // fillLeads bins every 50th lead: this many live leads make RECIPIENTS.
  let t = performance.now();
  await fillLeads(db, refs, Math.ceil((RECIPIENTS * 50) / 49));
  // Every live lead opted in to WhatsApp (a marketing template goes only to them).
  await db.execute(sql`insert into lead_message_preferences (lead_id, whatsapp_opt_in)
    select id, true from leads where deleted_at is null on conflict (lead_id) do update set whatsapp_opt_in = true`);
  const [live] = await rows<{ n: number }>(db, sql`select count(*)::int as n from leads where deleted_at is null`);
  console.log(`  setup: ${live!.n.toLocaleString('en-IN')} live leads, opted in, in ${secs(performance.now() - t)}`);
  const [admin] = await rows<{ id: string }>(
    db,
    sql`insert into users (name, email, role, status) values ('Bench Admin', 'admin@bench.example.in', 0, 'active') returning id`,
  );
  const actor = { id: admin!.id, name: 'Bench Admin', role: 0 as const };
  const fake = await startFakeWhatsAppCloud({ accessToken: WA_TOKEN, appSecret: WA_APP_SECRET });
  try {
    await saveWhatsAppSettings(ctx, fake, { ratePerSecond: 1000, tier: 'unlimited' });
    await ctx.settings.set(
      smsSetting,
      {
        enabled: true,
        gatewayUrl: 'http://127.0.0.1:9/',
        entityId: '1201160000000012345',
        senderIds: ['BENCHS'],
        format: 'json',
        costPerSegment: 0.2,
        ratePerSecond: 1000,
        dedupesClientRef: false,
      },
      { by: null },
    );
    const waTpl = await insertWhatsAppTemplate(db, { name: 'bench_launch' });
    const [smsTpl] = await rows<{ id: string }>(
      db,
      sql`insert into message_templates (channel, name, dlt_template_id, sender_id, category, registered_text, variables)
        values ('sms', 'Bench', '1107160000000054321', 'BENCHS', 'service_implicit', 'Dear {#var#}, call {#var#} -BENCH',
          '["firstName","executiveMobile"]'::jsonb) returning id`,
    );
    const everyone = audienceSchema.parse({ filter: {} });

    // The floor: the raw INSERT … SELECT of the same rows.
    const [floorCampaign] = await rows<{ id: string }>(
      db,
      sql`insert into campaigns (channel, name, template_name, template, audience, excluded, status)
        values ('whatsapp', 'floor', 'floor', '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, 'cancelled') returning id`,
    );
    t = performance.now();
    await db.execute(sql`insert into campaign_recipients (campaign_id, lead_id, address)
      select ${floorCampaign!.id}::uuid, id, mobile from leads where deleted_at is null on conflict do nothing`);
    const floorMs = performance.now() - t;
    // The SMS campaign of the same audience.
    t = performance.now();
    const sms = await createCampaign(
      ctx,
      { channel: 'sms', templateId: smsTpl!.id, audience: everyone },
      actor,
      undefined,
    );
    const smsMs = performance.now() - t;
    await db.execute(sql`update campaigns set status = 'cancelled' where id = ${sms.campaign.id}`);
    // The WhatsApp campaign.
    t = performance.now();
    const wa = await createCampaign(
      ctx,
      { channel: 'whatsapp', templateId: waTpl, audience: everyone },
      actor,
      undefined,
    );
    const waMs = performance.now() - t;
    await db.execute(sql`update campaigns set status = 'cancelled' where id = ${wa.campaign.id}`);
    console.log(
      `  queue ${wa.campaign.counts.total.toLocaleString('en-IN')} WhatsApp recipients from a filter: ${secs(waMs)} ${waMs <= TARGET_MS ? '(within' : '(OVER'} the ${secs(TARGET_MS)} target); floor: raw INSERT … SELECT ${secs(floorMs)}, SMS campaign of the same audience ${secs(smsMs)}; RSS ${mb()}`,
    );

    // A few hundred sends through the job to the fake Cloud API, each with its message row,
    // conversation and timeline entry.
    const some = (
      await rows<{ id: string }>(db, sql`select id from leads where deleted_at is null order by id limit ${SENDS}`)
    ).map((r) => r.id);
    const sending = await createCampaign(
      ctx,
      { channel: 'whatsapp', templateId: waTpl, audience: audienceSchema.parse({ leadIds: some }) },
      actor,
      undefined,
    );
    const before = fake.sent.length;
    t = performance.now();
    await ctx.jobs.drain({ timeoutMs: 600_000 });
    const sendMs = performance.now() - t;
    const sent = fake.sent.length - before;
    const [failed] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from campaign_recipients where campaign_id = ${sending.campaign.id} and status = 'failed'`,
    );
    // A quarter of the bench's leads have no project: their {{2}} would be empty, so they fail unsent.
    console.log(
      `  sends: ${sent} through the job in ${secs(sendMs)} = ${Math.round(sent / (sendMs / 1000))} msg/s, ${failed!.n} failed unsent for an empty {{2}} (rate limit 1000/s; Meta's default is 80/s); RSS ${mb()}`,
    );
    console.log(`  ${load()}`);
  } finally {
    await fake.close();
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

// npm run bench:campaigns — email and SMS campaigns. On PostgreSQL (BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/bench_h15s_campaigns, created and dropped here; skipped
// when unreachable) and PGlite (in memory): queue a 100,000-recipient SMS campaign from a filter
// (the API's service: template checks, one INSERT … SELECT with the exclusion counts, the job) beside
// a raw INSERT … SELECT of the same rows into campaign_recipients (the floor); then send throughput
// through the job to the fake SMS gateway (beside posting straight to it) and to the in-process SMTP
// server (beside ctx.mailer alone), and the process RSS. BENCH_DB=pglite|postgres runs one.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { audienceSchema } from '../src/domain/schemas/messaging';
import { loadConfig } from '../src/server/config';
import { type AppContext, createContext } from '../src/server/context';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { jobKinds } from '../src/server/job-registry';
import { smtpSetting } from '../src/server/mail/smtp-settings';
import { createCampaign } from '../src/server/modules/messaging/campaigns';
import { EMAIL_RATE_PER_SECOND } from '../src/server/modules/messaging/send-job';
import { SMS_API_KEY_SECRET, smsSetting } from '../src/server/sms/sms-settings';
import { startFakeSmsGateway } from '../src/server/test/fake-sms-gateway';
import { startSmtpCatcher } from '../src/server/test/smtp-catcher';
import { fillLeads, seedLeadRefs } from './lead-data';
import { withPostgresBenchDb } from './postgres-bench-db';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_h15s_campaigns';
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const SMS_SENDS = Number(process.env.BENCH_SMS ?? 3_000);
const EMAIL_SENDS = Number(process.env.BENCH_EMAIL ?? 300);

type Rows<T> = { rows: T[] };
const rows = async <T>(db: DatabaseHandle['db'], q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as Rows<T>).rows;
const mb = () => `${Math.round(process.memoryUsage().rss / 1_048_576)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
// The machine is shared: each section says how busy it was, so a figure is read beside its floor and load.
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

async function mapLimit<T>(items: T[], limit: number, fn: (x: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

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
  const [live] = await rows<{ n: number }>(db, sql`select count(*)::int as n from leads where deleted_at is null`);
  console.log(`  setup: ${live!.n.toLocaleString('en-IN')} live leads in ${secs(performance.now() - t)}`);
  await db.execute(sql`update users set mobile = '9876543210' where email like 'exec%@bench.example.in'`);
  const [admin] = await rows<{ id: string }>(
    db,
    sql`insert into users (name, email, role, status) values ('Bench Admin', 'admin@bench.example.in', 0, 'active') returning id`,
  );
  const actor = { id: admin!.id, name: 'Bench Admin', role: 0 as const };

  const gateway = await startFakeSmsGateway({ apiKey: 'bench-key' });
  const catcher = await startSmtpCatcher();
  try {
    await ctx.settings.set(
      smsSetting,
      {
        enabled: true,
        gatewayUrl: gateway.url,
        entityId: '1201160000000012345',
        senderIds: ['BENCHS'],
        format: 'json',
        // The fake gateway answers a repeated client_ref with the first message.
        dedupesClientRef: true,
        costPerSegment: 0.2,
        ratePerSecond: 1000,
      },
      { by: null },
    );
    await ctx.settings.setSecret(SMS_API_KEY_SECRET, 'bench-key', { by: null });
    await ctx.settings.set(
      smtpSetting,
      {
        host: catcher.host,
        port: catcher.port,
        security: 'none',
        user: null,
        fromName: 'Bench',
        fromAddress: 'bench@example.in',
        replyTo: null,
      } as never,
      { by: null },
    );
    const [tpl] = await rows<{ id: string }>(
      db,
      sql`insert into message_templates (channel, name, dlt_template_id, sender_id, category, registered_text, variables)
        values ('sms', 'Bench', '1107160000000054321', 'BENCHS', 'service_implicit', 'Dear {#var#}, call {#var#} -BENCH',
          '["firstName","executiveMobile"]'::jsonb) returning id`,
    );
    const [mailTpl] = await rows<{ id: string }>(
      db,
      sql`insert into message_templates (channel, name, subject, body_html)
        values ('email', 'Bench mail', 'Hello {{firstName}}', '<p>Dear {{firstName}}, bookings are open at {{project}}.</p>') returning id`,
    );

    // 1. Queue 100,000 recipients from a filter (every live lead), beside the raw INSERT … SELECT.
    const floorCampaign = await rows<{ id: string }>(
      db,
      sql`insert into campaigns (channel, name, template_name, template, audience, excluded, status)
        values ('sms', 'floor', 'floor', '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, 'cancelled') returning id`,
    );
    t = performance.now();
    await db.execute(sql`insert into campaign_recipients (campaign_id, lead_id, address)
      select ${floorCampaign[0]!.id}::uuid, id, mobile from leads where deleted_at is null on conflict do nothing`);
    const floorMs = performance.now() - t;
    t = performance.now();
    const { campaign } = await createCampaign(
      ctx,
      { channel: 'sms', templateId: tpl!.id, audience: audienceSchema.parse({ filter: {} }) },
      actor,
      undefined,
    );
    const queueMs = performance.now() - t;
    console.log(
      `  queue ${campaign.counts.total.toLocaleString('en-IN')} recipients from a filter: ${secs(queueMs)} (raw INSERT … SELECT floor ${secs(floorMs)}); RSS ${mb()}`,
    );
    await db.execute(sql`update campaigns set status = 'cancelled' where id = ${campaign.id}`);

    // 2. SMS send throughput through the job, beside posting straight to the gateway.
    const someLeads = (
      await rows<{ id: string }>(db, sql`select id from leads where deleted_at is null order by id limit ${SMS_SENDS}`)
    ).map((r) => r.id);
    const before = gateway.messages.length;
    const sms = await createCampaign(
      ctx,
      { channel: 'sms', templateId: tpl!.id, audience: audienceSchema.parse({ leadIds: someLeads }) },
      actor,
      undefined,
    );
    t = performance.now();
    await ctx.jobs.drain({ timeoutMs: 600_000 });
    const smsMs = performance.now() - t;
    const sent = gateway.messages.length - before;
    t = performance.now();
    await mapLimit(
      Array.from({ length: SMS_SENDS }, (_, i) => i),
      10,
      (i) =>
        fetch(gateway.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer bench-key' },
          body: JSON.stringify({
            to: `91${9000000000 + i}`,
            message: 'Dear Ravi, call 9876543210 -BENCH',
            client_ref: `floor-${label}-${i}`,
          }),
        }).then((r) => r.json()),
    );
    const rawSmsMs = performance.now() - t;
    console.log(
      `  SMS: ${sent} sent in ${secs(smsMs)} = ${Math.round(sent / (smsMs / 1000))} msg/s (rate limit 1000/s; posting straight to the gateway, 10 at a time: ${Math.round(SMS_SENDS / (rawSmsMs / 1000))} msg/s); campaign ${sms.campaign.id.slice(0, 8)}; RSS ${mb()}`,
    );

    // 3. Email throughput through the job to the in-process SMTP server, beside ctx.mailer alone.
    await db.execute(sql`update leads set email = 'lead' || substr(id::text, 1, 8) || '@mail.example.in'
      where id in (select id from leads where deleted_at is null order by id limit ${EMAIL_SENDS})`);
    const mailLeads = someLeads.slice(0, EMAIL_SENDS);
    await createCampaign(
      ctx,
      { channel: 'email', templateId: mailTpl!.id, audience: audienceSchema.parse({ leadIds: mailLeads }) },
      actor,
      undefined,
    );
    const caught = catcher.mails.length;
    t = performance.now();
    await ctx.jobs.drain({ timeoutMs: 600_000 });
    const mailMs = performance.now() - t;
    const mailed = catcher.mails.length - caught;
    t = performance.now();
    await mapLimit(
      Array.from({ length: EMAIL_SENDS }, (_, i) => i),
      10,
      (i) =>
        ctx.mailer.send({ to: `floor${i}@mail.example.in`, subject: 'Floor', text: 'Floor', html: '<p>Floor</p>' }),
    );
    const rawMailMs = performance.now() - t;
    console.log(
      `  Email: ${mailed} sent in ${secs(mailMs)} = ${Math.round(mailed / (mailMs / 1000))} msg/s (paced at ${EMAIL_RATE_PER_SECOND}/s; ctx.mailer alone, 10 at a time: ${Math.round(EMAIL_SENDS / (rawMailMs / 1000))} msg/s); RSS ${mb()}`,
    );
    console.log(`  ${load()}`);
  } finally {
    await gateway.close();
    await catcher.close();
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

// npm run bench:inbound — leads that arrive by themselves, on PGlite (in memory) and
// PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/estatedesk_bench_inbound,
// created and dropped here; skipped when unreachable).
// 1. Webhook ingest: 20 concurrent senders POST /api/inbound/:key over real HTTP (API key), each
//    lead logged, deduplicated (5 % are resent) and assigned by a 3-member rule — leads/s beside a
//    floor: the same senders and bodies against a bare route that parses the body and answers.
//    BENCH_PROFILE=1 adds where the ingest's time goes on PostgreSQL: every statement's count and
//    wall time (round trip, waits included) by its first words, and the statements per lead.
// 2. A 10,000-enquiry pull from the fake Housing.com portal (signed, 500 a page): the whole run,
//    beside the floor of fetching the same pages alone, and the re-sync that finds them all known.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { inboundConnectors } from '../src/server/db/schema/inbound';
import { readCredentials, runConnector, secretName } from '../src/server/modules/inbound/poll-job';
import { fetchEnquiries } from '../src/server/modules/inbound/portals';
import { listPushSources, savePushSource } from '../src/server/modules/inbound/service';
import { startFakePortal } from '../src/server/test/fake-portal';
import { printProfile, startProfile, stopProfile } from './statement-profile';

const LEADS = Number(process.env.BENCH_LEADS ?? 2000);
const SENDERS = 20;
const PULL = Number(process.env.BENCH_PULL ?? 10_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estatedesk_bench_inbound';
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function pgDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> } | null> {
  const url = new URL(PG_URL);
  const name = url.pathname.slice(1);
  const adminUrl = new URL(PG_URL);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: PG_URL });
  return {
    handle,
    drop: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function run(label: string, database: DatabaseHandle) {
  const config = { ...loadConfig({}), secretsKey: Buffer.alloc(32, 3), webDistDir: '/nonexistent' };
  const app = await buildApp({ database, config, logger: false });
  // The floor: a bare route that reads the same body and answers, no database.
  app.post('/bench/floor', { config: { access: { kind: 'public' } } }, async (request) => ({
    ok: typeof request.body === 'object',
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const ctx = app.appContext;
  const [admin] = rowsOf<{ id: string }>(
    await database.db.execute(
      sql`insert into users (name, email, role, status) values ('Bench Admin', 'bench@x.in', 0, 'active') returning id`,
    ),
  );
  const members = rowsOf<{ id: string }>(
    await database.db.execute(sql`insert into users (name, email, role, status)
      select 'Exec ' || g, 'exec' || g || '@x.in', 2, 'active' from generate_series(1, 3) g returning id`),
  );
  const [rule] = rowsOf<{ id: string }>(
    await database.db.execute(sql`insert into assignment_rules (name) values ('All') returning id`),
  );
  for (const [i, m] of members.entries()) {
    await database.db.execute(
      sql`insert into assignment_rule_members (rule_id, user_id, position) values (${rule!.id}, ${m.id}, ${i})`,
    );
  }
  const actor = { id: admin!.id, name: 'Bench Admin', role: 0 as const, branchId: null };
  await savePushSource(
    ctx,
    'webhook',
    {
      settings: {
        enabled: true,
        allowedOrigins: [],
        ratePerMinute: 100_000,
        assignedTo: null,
        sourceId: null,
        branchId: null,
        project: null,
        graphBaseUrl: null,
      },
    },
    actor,
  );
  const webhook = (await listPushSources(ctx, actor)).sources.find((s) => s.kind === 'webhook')!;

  // 1. webhook ingest
  const bodies = Array.from({ length: LEADS }, (_, i) =>
    JSON.stringify({
      id: `evt-${label}-${i}`,
      name: `Sender ${i}`,
      mobile: String(8100000000 + i),
      project: 'Bench Heights',
    }),
  );
  // 5 % are sent twice: the second must answer "duplicate".
  const resends = bodies.filter((_, i) => i % 20 === 0);
  const send = async (url: string, list: string[]) => {
    let next = 0;
    let ok = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: SENDERS }, async () => {
        while (next < list.length) {
          const body = list[next++]!;
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': webhook.secret! },
            body,
          });
          await res.arrayBuffer();
          if (res.ok) ok++;
        }
      }),
    );
    return { seconds: (performance.now() - started) / 1000, ok };
  };
  const floor = await send(`${base}/bench/floor`, [...bodies, ...resends]);
  startProfile();
  const ingest = await send(`${base}${webhook.path}`, [...bodies, ...resends]);
  stopProfile();
  const [counts] = rowsOf<{ leads: number; assigned: number; events: number }>(
    await database.db.execute(sql`select (select count(*)::int from leads) as leads,
      (select count(*)::int from leads where assigned_to is not null) as assigned,
      (select count(*)::int from inbound_events) as events`),
  );
  const total = bodies.length + resends.length;
  console.log(
    `${label} webhook ingest: ${total} posts (${resends.length} resent), 20 senders: ${(total / ingest.seconds).toFixed(0)} posts/s, ${(LEADS / ingest.seconds).toFixed(0)} new leads/s (${ingest.seconds.toFixed(1)} s); floor (bare route, same bodies): ${(total / floor.seconds).toFixed(0)} posts/s`,
  );
  console.log(
    `${label}   check: ${counts!.leads} leads (want ${LEADS}), ${counts!.assigned} assigned, ${counts!.events} log rows, ${ingest.ok} answered 2xx`,
  );

  printProfile(label, LEADS, 'new lead');

  // 2. a 10,000-enquiry pull
  const portal = await startFakePortal();
  const now = Date.now();
  for (let i = 0; i < PULL; i++) {
    portal.enquiries.push({
      id: `P-${i}`,
      name: `Pulled ${i}`,
      mobile: String(7300000000 + i),
      project: 'Bench Heights',
      at: new Date(now - 3_600_000 + (i % 3_000) * 1000),
    });
  }
  await ctx.settings.setSecret(secretName('housing', 'encryptionKey'), portal.credentials.housingKey, {
    by: admin!.id,
  });
  await database.db.insert(inboundConnectors).values({
    kind: 'housing',
    enabled: false,
    pollMinutes: 15,
    updatedBy: admin!.id,
    settings: { baseUrl: `${portal.url}/housing`, profileId: portal.credentials.profileId },
  });
  const fetchStart = performance.now();
  const fetched = await fetchEnquiries({
    kind: 'housing',
    settings: { baseUrl: `${portal.url}/housing`, profileId: portal.credentials.profileId } as never,
    secrets: await readCredentials(ctx, 'housing'),
    from: new Date(now - 24 * 3_600_000),
    to: new Date(now + 60_000),
  });
  const fetchSeconds = (performance.now() - fetchStart) / 1000;
  const pullStart = performance.now();
  const result = await runConnector(ctx, 'housing');
  const pullSeconds = (performance.now() - pullStart) / 1000;
  const resyncStart = performance.now();
  await database.db.update(inboundConnectors).set({ highWaterMark: null });
  const again = await runConnector(ctx, 'housing');
  const resyncSeconds = (performance.now() - resyncStart) / 1000;
  const [pulled] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from leads where name like 'Pulled %'`),
  );
  console.log(
    `${label} pull of ${PULL} enquiries: ${pullSeconds.toFixed(1)} s (${(PULL / pullSeconds).toFixed(0)} leads/s), ${JSON.stringify(result)}; floor (fetching the ${fetched.length} alone): ${fetchSeconds.toFixed(1)} s; re-sync (all known): ${resyncSeconds.toFixed(1)} s ${JSON.stringify(again)}; leads made: ${pulled!.n}`,
  );
  await portal.close();
  await app.close();
}

console.log(
  `bench:inbound — ${new Date().toISOString()}, Node ${process.version}; the machine (2 cores) is shared with other work, so figures vary between runs.`,
);
if (process.env.BENCH_SKIP_PGLITE !== '1') {
  const lite = await openDatabase({ kind: 'pglite' });
  await run('PGlite', lite);
  await lite.close();
}
const pgDb = process.env.BENCH_SKIP_PG === '1' ? null : await pgDatabase();
if (pgDb) {
  await run('PostgreSQL', pgDb.handle);
  await pgDb.drop();
} else {
  console.log(
    `PostgreSQL: skipped (${process.env.BENCH_SKIP_PG === '1' ? 'BENCH_SKIP_PG=1' : `${PG_URL} unreachable`})`,
  );
}
process.exit(0);

// npm run bench:whatsapp-inbound — WhatsApp webhooks received (decision 215), on PGlite (in memory)
// and PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/estatedesk_bench_whatsapp,
// created and dropped here; skipped when unreachable).
// 20 concurrent senders POST signed Cloud API bodies (one message each, as Meta sends them) to
// /api/whatsapp/webhook over real HTTP: 85 % from known leads (most inside an open conversation,
// the first of each a re-enquiry), 10 % from unknown numbers (a new lead each, assigned by a
// 3-member rule), 5 % resent (stored once). Beside it, in the same run, a floor: the same senders
// calling GET /api/health. Targets (issue 30): ≥ 300 messages/s on PostgreSQL, ≥ 100/s on PGlite.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { whatsappSettingsSchema } from '../src/domain/schemas/whatsapp-settings';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { signWebhook } from '../src/server/test/fake-whatsapp-cloud';
import { WHATSAPP_APP_SECRET, whatsappSetting } from '../src/server/whatsapp/whatsapp-settings';
import { withPostgresBenchDb } from './postgres-bench-db';
import { printProfile, startProfile } from './statement-profile';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const KNOWN_LEADS = Number(process.env.BENCH_KNOWN_LEADS ?? 500);
const SENDERS = 20;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estatedesk_bench_whatsapp';
const SECRET = 'bench-app-secret';
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** One Cloud API webhook body with one text message, as Meta sends it. */
function body(from: string, id: string, text: string, at: number) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '2098765432101',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919800000000', phone_number_id: '1098765432101' },
              contacts: [{ profile: { name: `Buyer ${from.slice(-4)}` }, wa_id: from }],
              messages: [{ from, id, timestamp: String(at), type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  });
}

async function run(label: string, database: DatabaseHandle) {
  const config = { ...loadConfig({}), secretsKey: Buffer.alloc(32, 3), webDistDir: '/nonexistent' };
  const app = await buildApp({ database, config, logger: false });
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
  await database.db.execute(sql`insert into leads (name, mobile, assigned_to, status)
    select 'Known ' || g, (9100000000 + g)::text, ${members[0]!.id}::uuid, 'new' from generate_series(1, ${KNOWN_LEADS}) g`);
  await ctx.settings.set(
    whatsappSetting,
    whatsappSettingsSchema.parse({
      enabled: true,
      provider: 'cloud',
      phoneNumberId: '1098765432101',
      businessAccountId: '2098765432101',
    }),
    { by: admin!.id },
  );
  await ctx.settings.setSecret(WHATSAPP_APP_SECRET, SECRET, { by: admin!.id });

  const at = Math.floor(Date.now() / 1000);
  const bodies: string[] = [];
  let unknown = 0;
  for (let i = 0; i < MESSAGES; i++) {
    const from = i % 10 === 9 ? `91${8200000000 + unknown++}` : `91${9100000000 + 1 + (i % KNOWN_LEADS)}`;
    bodies.push(body(from, `wamid.${label}.${i}`, `Message ${i}: is the 2BHK still available?`, at + (i % 60)));
  }
  const resends = bodies.filter((_, i) => i % 20 === 0);
  const all = [...bodies, ...resends];
  const send = async (call: (raw: string) => Promise<Response>) => {
    let next = 0;
    let ok = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: SENDERS }, async () => {
        while (next < all.length) {
          const raw = all[next++]!;
          const res = await call(raw);
          await res.arrayBuffer();
          if (res.ok) ok++;
        }
      }),
    );
    return { seconds: (performance.now() - started) / 1000, ok };
  };
  const floor = await send(() => fetch(`${base}/api/health`));
  startProfile();
  const received = await send((raw) =>
    fetch(`${base}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWebhook(raw, SECRET),
      },
      body: raw,
    }),
  );
  printProfile(label, all.length, 'post');
  const [counts] = rowsOf<{ messages: number; leads: number; conversations: number; unread: number }>(
    await database.db.execute(sql`select (select count(*)::int from whatsapp_messages) as messages,
      (select count(*)::int from leads) as leads,
      (select count(*)::int from whatsapp_conversations) as conversations,
      (select coalesce(sum(unread), 0)::int from whatsapp_conversations) as unread`),
  );
  console.log(
    `${label} webhooks: ${all.length} posts (${resends.length} resent, ${unknown} new numbers), ${SENDERS} senders: ${(all.length / received.seconds).toFixed(0)} messages/s (${received.seconds.toFixed(1)} s); floor (GET /api/health, same senders): ${(all.length / floor.seconds).toFixed(0)} requests/s`,
  );
  console.log(
    `${label}   check: ${counts!.messages} messages (want ${MESSAGES}), unread ${counts!.unread} (want ${MESSAGES}), ${counts!.leads - KNOWN_LEADS} new leads (want ${unknown}), ${counts!.conversations} conversations, ${received.ok} answered 2xx of ${all.length}`,
  );
  await app.close();
}

console.log(
  `bench:whatsapp-inbound — ${new Date().toISOString()}, Node ${process.version}, ${MESSAGES} messages; the machine (2 cores) is shared with other work, so figures vary between runs.`,
);
if (process.env.BENCH_SKIP_PGLITE !== '1') {
  const lite = await openDatabase({ kind: 'pglite' });
  await run('PGlite', lite);
  await lite.close();
}
if (process.env.BENCH_SKIP_PG === '1') console.log('PostgreSQL: skipped (BENCH_SKIP_PG=1)');
else await withPostgresBenchDb(PG_URL, (handle) => run('PostgreSQL', handle), { reusable: false });
process.exit(0);

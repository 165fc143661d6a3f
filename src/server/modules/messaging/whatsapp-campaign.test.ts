import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { campaignRecipients } from '../../db/schema/messaging';
import { whatsappConversations, whatsappMessages } from '../../db/schema/whatsapp';
import { type FakeWhatsAppCloud, signWebhook, startFakeWhatsAppCloud } from '../../test/fake-whatsapp-cloud';
import { apiOf, buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { rowsOf } from './rows';
import {
  insertWhatsAppTemplate,
  saveWhatsAppSettings,
  setWhatsAppConsent,
  WA_APP_SECRET,
  WA_TOKEN,
} from './whatsapp-campaign-fixture';

/**
 * WhatsApp as a channel of the campaign engine (decision 216), against the fake Cloud API: who a
 * marketing or utility template reaches, the approved-only rule, the send with its message rows,
 * conversation and timeline, an empty field, pacing at the settings' rate, the tier's daily limit
 * of new people with an injected clock, pause and cancel.
 */
const NOON = new Date('2026-05-04T06:30:00Z'); // 12:00 IST
let t: TestApp;
let people: TestUsers;
let fake: FakeWhatsAppCloud;
const leadIds: Record<string, string> = {};
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
const ctx = () => t.app.appContext;
const drain = () => ctx().jobs.drain({ timeoutMs: 60_000 });

async function addLead(key: string, body: Record<string, unknown>) {
  const res = await api('POST', '/api/lead/create', { assignedTo: people.manager.id, ...body });
  expect(res.statusCode, res.body).toBe(201);
  leadIds[key] = res.data.lead._id;
}

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://crm.sunrise.example.in' });
  t.clock.now = NOON;
  people = await seedUsers(t);
  fake = await startFakeWhatsAppCloud({ accessToken: WA_TOKEN, appSecret: WA_APP_SECRET });
  await saveWhatsAppSettings(ctx(), fake);
  // In "Lotus Heights": two opted in, one not, one opted out, one without a valid mobile, one
  // opted in with no project (an empty {{2}}).
  await addLead('in1', { name: 'Asha Patil', mobile: '9820000001', project: 'Lotus Heights' });
  await addLead('in2', { name: 'Bharat Rao', mobile: '9820000002', project: 'Lotus Heights' });
  await addLead('none', { name: 'Chitra Nair', mobile: '9820000003', project: 'Lotus Heights' });
  await addLead('out', { name: 'Dev Shah', mobile: '9820000004', project: 'Lotus Heights' });
  await addLead('nomobile', { name: 'Esha Bad', mobile: '9820000005', project: 'Lotus Heights' });
  // A number WhatsApp cannot reach (an old landline-like entry the lead form would not take today).
  await t.database.db.execute(sql`update leads set mobile = '5820000005' where id = ${leadIds.nomobile}`);
  await addLead('noproject', { name: 'Farah Khan', mobile: '9820000006' });
  await setWhatsAppConsent(t.database.db, [leadIds.in1!, leadIds.in2!, leadIds.noproject!], true);
  await setWhatsAppConsent(t.database.db, [leadIds.out!], true, true);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const lotus = { filter: { project: 'Lotus Heights' } };
let openHouse: { campaignId: string; asha: string; bharat: string } | undefined;

describe('a WhatsApp audience', () => {
  it('sends marketing only to leads who opted in, utility to all but the opted out', async () => {
    const marketing = await insertWhatsAppTemplate(t.database.db, { name: 'audience_marketing' });
    const utility = await insertWhatsAppTemplate(t.database.db, { name: 'audience_utility', category: 'utility' });
    const m = await api('POST', '/api/message/audience', {
      channel: 'whatsapp',
      templateId: marketing,
      audience: lotus,
    });
    expect(m.statusCode, m.body).toBe(200);
    expect(m.data).toMatchObject({
      recipients: 2,
      excluded: { noAddress: 1, optedOut: 1, dnd: 0, duplicate: 0, noOptIn: 1 },
      whatsapp: { category: 'marketing', tierRemaining: 2000, tierLimit: 2000 },
    });
    const u = await api('POST', '/api/message/audience', { channel: 'whatsapp', templateId: utility, audience: lotus });
    expect(u.data).toMatchObject({
      recipients: 3,
      excluded: { noAddress: 1, optedOut: 1, noOptIn: 0 },
      whatsapp: { category: 'utility' },
    });
    const wrong = await api('POST', '/api/message/audience', {
      channel: 'sms',
      templateId: marketing,
      audience: lotus,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.message).toMatch(/That is a WhatsApp template; choose an SMS template/);
  });

  it('refuses a template Meta has not approved, and one with a placeholder mapped to nothing', async () => {
    const pending = await insertWhatsAppTemplate(t.database.db, { name: 'pending_one', status: 'pending' });
    const res = await api('POST', '/api/message/create', { channel: 'whatsapp', templateId: pending, audience: lotus });
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toMatch(/is pending, not approved by Meta/);
    const unmapped = await insertWhatsAppTemplate(t.database.db, { name: 'unmapped_one', params: ['firstName', null] });
    const un = await api('POST', '/api/message/create', { channel: 'whatsapp', templateId: unmapped, audience: lotus });
    expect(un.statusCode).toBe(400);
    expect(un.data.message).toMatch(/has \{\{2\}\} with no lead field chosen/);
    const [{ n }] = (await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from campaigns where channel = 'whatsapp'`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe('a WhatsApp campaign', () => {
  it('sends each opted-in lead the filled template once, with the message, conversation and timeline', async () => {
    const id = await insertWhatsAppTemplate(t.database.db, { name: 'weekend_open_house' });
    const before = fake.sent.length;
    const res = await api('POST', '/api/message/create', {
      channel: 'whatsapp',
      templateId: id,
      audience: { leadIds: [leadIds.in1, leadIds.in2, leadIds.none, leadIds.noproject] },
      name: 'Open house',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ channel: 'whatsapp', counts: { total: 3 }, excluded: { noOptIn: 1 } });
    await drain();
    const done = await api('GET', `/api/message/getMessage/${res.data.id}`);
    expect(done.data).toMatchObject({ status: 'done', counts: { total: 3, sent: 2, failed: 1, read: 0 } });
    const sent = fake.sent.slice(before);
    expect(sent.map((s) => s.to).sort()).toEqual(['919820000001', '919820000002']);
    const asha = sent.find((s) => s.to === '919820000001')!;
    expect(asha.template).toMatchObject({
      name: 'weekend_open_house',
      language: 'en',
      params: ['Asha', 'Lotus Heights'],
    });
    const rows = await t.database.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, res.data.id));
    const ashaRow = rows.find((r) => r.address === '9820000001')!;
    expect(asha.clientRef).toBe(ashaRow.id);
    expect(ashaRow).toMatchObject({ status: 'sent', providerMessageId: asha.wamid });
    // An empty field is not sent: the recipient fails with the words.
    const farah = rows.find((r) => r.address === '9820000006')!;
    expect(farah.status).toBe('failed');
    expect(farah.reason).toMatch(/Project is empty, and WhatsApp refuses/);

    const [message] = await t.database.db.select().from(whatsappMessages).where(eq(whatsappMessages.waId, asha.wamid));
    expect(message).toMatchObject({
      direction: 'out',
      kind: 'template',
      status: 'sent',
      mobile: '9820000001',
      leadId: leadIds.in1,
      body: 'Hello Asha, the show flat at Lotus Heights is open this weekend.',
      campaignId: res.data.id,
      campaignRecipientId: ashaRow.id,
    });
    const [conversation] = await t.database.db
      .select()
      .from(whatsappConversations)
      .where(eq(whatsappConversations.leadId, leadIds.in1!));
    expect(conversation).toMatchObject({
      lastMessageId: message!.id,
      lastDirection: 'out',
      unread: 0,
      needsReply: false,
    });
    const timeline = await t.database.db.select().from(activities).where(eq(activities.leadId, leadIds.in1!));
    const wa = timeline.filter((a) => a.kind === 'whatsapp');
    expect(wa).toHaveLength(1);
    expect(wa[0]!.payload).toMatchObject({ direction: 'out', messageId: message!.id, kind: 'template' });
    const failed = await api('GET', `/api/message/${res.data.id}/recipients?status=failed`);
    expect(failed.data.items).toHaveLength(1);
    openHouse = { campaignId: res.data.id, asha: asha.wamid, bharat: sent.find((s) => s !== asha)!.wamid };
  });

  it("mirrors WhatsApp's delivered and read receipts onto the recipients and the counts", async () => {
    const { campaignId, asha, bharat } = openHouse!;
    const ts = Math.floor(NOON.getTime() / 1000) + 60;
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: fake.businessAccountId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '919876543210', phone_number_id: fake.phoneNumberId },
                statuses: [
                  // Out of order, as Meta may send them: read before delivered.
                  { id: asha, status: 'read', timestamp: String(ts + 5), recipient_id: '919820000001' },
                  { id: asha, status: 'delivered', timestamp: String(ts), recipient_id: '919820000001' },
                  { id: bharat, status: 'delivered', timestamp: String(ts), recipient_id: '919820000002' },
                ],
              },
            },
          ],
        },
      ],
    });
    const posted = await call(t.app, 'POST', '/api/whatsapp/webhook', {
      body: raw,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhook(raw, WA_APP_SECRET) },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const c = await api('GET', `/api/message/getMessage/${campaignId}`);
    expect(c.data.counts).toMatchObject({ sent: 2, delivered: 2, read: 1, failed: 1 });
    const read = await api('GET', `/api/message/${campaignId}/recipients?status=read`);
    expect(read.data.items).toHaveLength(1);
    expect(read.data.items[0]).toMatchObject({ address: '9820000001', status: 'read' });
    expect(read.data.items[0].deliveredAt).not.toBeNull();
  });

  it('retries a rate limit and fails a final refusal with its words', async () => {
    const id = await insertWhatsAppTemplate(t.database.db, { name: 'refusals', category: 'utility' });
    fake.failNext({ status: 400, code: 131026, message: 'Message undeliverable' }, 1);
    const res = await api('POST', '/api/message/create', {
      channel: 'whatsapp',
      templateId: id,
      audience: { leadIds: [leadIds.none] },
    });
    await drain();
    const [row] = await t.database.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, res.data.id));
    expect(row!.status).toBe('failed');
    expect(row!.reason).toBeTruthy();
    expect(row!.reason).not.toMatch(/^\{/);

    const before = fake.sent.length;
    fake.failNext({ status: 429, code: 130429, message: 'Rate limit hit' }, 1);
    const again = await api('POST', `/api/message/${res.data.id}/resend-failures`);
    expect(again.statusCode, again.body).toBe(200);
    await drain();
    // The job is retried after its backoff (10 s on the injected clock).
    t.clock.now = new Date(NOON.getTime() + 11_000);
    try {
      await drain();
    } finally {
      t.clock.now = NOON;
    }
    const [row2] = await t.database.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, res.data.id));
    expect(row2).toMatchObject({ status: 'sent', attempt: 3 });
    expect(fake.sent.length).toBe(before + 1);
  });
});

/** `n` leads in a project of their own, with mobiles from `first`, opted in to WhatsApp. */
async function leadsIn(project: string, n: number, first: number) {
  const rows = await rowsOf<{ id: string }>(
    t.database.db,
    sql`insert into leads (name, mobile, project, assigned_to, created_by)
      select 'Buyer ' || g, (${first}::bigint + g)::text, ${project}, ${people.manager.id}, ${people.admin.id}
      from generate_series(1, ${n}) g returning id`,
  );
  await setWhatsAppConsent(
    t.database.db,
    rows.map((r) => r.id),
    true,
  );
  return rows.map((r) => r.id);
}

describe('pacing and the daily limit', () => {
  it('sends no more than the settings allow in any second', async () => {
    await saveWhatsAppSettings(ctx(), fake, { ratePerSecond: 5 });
    try {
      await leadsIn('Pace Park', 12, 9830000000);
      const id = await insertWhatsAppTemplate(t.database.db, { name: 'paced', category: 'utility' });
      const before = fake.sent.length;
      const res = await api('POST', '/api/message/create', {
        channel: 'whatsapp',
        templateId: id,
        audience: { filter: { project: 'Pace Park' } },
      });
      expect(res.statusCode, res.body).toBe(200);
      await drain();
      const at = fake.sent
        .slice(before)
        .map((s) => s.at.getTime())
        .sort((a, b) => a - b);
      expect(at).toHaveLength(12);
      // Any six messages in a row, as the Cloud API received them, span a second: never more than 5 in one second.
      for (let i = 0; i + 5 < at.length; i++) expect(at[i + 5]! - at[i]!).toBeGreaterThanOrEqual(990);
      expect(at[11]! - at[0]!).toBeGreaterThanOrEqual(1800);
    } finally {
      await saveWhatsAppSettings(ctx(), fake);
    }
  });

  it('waits at the tier limit of new people, sends those inside their window, and goes on when the 24 hours allow', async () => {
    await saveWhatsAppSettings(ctx(), fake, { tier: '250' });
    try {
      const probe = await insertWhatsAppTemplate(t.database.db, { name: 'tier_probe', category: 'utility' });
      const left = await api('POST', '/api/message/audience', {
        channel: 'whatsapp',
        templateId: probe,
        audience: lotus,
      });
      // The earlier tests' messages count too; so many more new people that 2 places are left: 100
      // of them 23 hours ago (they leave the count at 13:00 IST), the rest an hour ago.
      const more = left.data.whatsapp.tierRemaining - 2;
      expect(more).toBeGreaterThan(100);
      await t.database.db.execute(sql`
        insert into whatsapp_messages (direction, mobile, kind, status, at)
        select 'out', (7000000000 + g)::text, 'template', 'sent',
          case when g <= 100 then ${NOON.toISOString()}::timestamptz - interval '23 hours'
            else ${NOON.toISOString()}::timestamptz - interval '1 hour' end
        from generate_series(1, ${more}) g`);
      const ids = await leadsIn('Tier Towers', 4, 9840000000);
      // One of them wrote two hours ago: a template to them does not count.
      await t.database.db.execute(sql`
        insert into whatsapp_conversations (lead_id, last_message_at, last_direction, last_kind, last_preview, last_status, last_inbound_at)
        values (${ids[0]}, ${NOON.toISOString()}::timestamptz - interval '2 hours', 'in', 'text', 'Is it ready?', 'received',
          ${NOON.toISOString()}::timestamptz - interval '2 hours')`);
      const id = await insertWhatsAppTemplate(t.database.db, { name: 'tier_test' });
      const summary = await api('POST', '/api/message/audience', {
        channel: 'whatsapp',
        templateId: id,
        audience: { filter: { project: 'Tier Towers' } },
      });
      expect(summary.data.whatsapp).toEqual({ category: 'marketing', tierRemaining: 2, tierLimit: 250 });
      const res = await api('POST', '/api/message/create', {
        channel: 'whatsapp',
        templateId: id,
        audience: { filter: { project: 'Tier Towers' } },
      });
      expect(res.statusCode, res.body).toBe(200);
      await drain();
      const waiting = await api('GET', `/api/message/getMessage/${res.data.id}`);
      // Two new people and the one inside the window; the fourth waits.
      expect(waiting.data).toMatchObject({ status: 'waiting_limit', counts: { sent: 3, queued: 1 } });
      const rows = await t.database.db
        .select()
        .from(campaignRecipients)
        .where(eq(campaignRecipients.campaignId, res.data.id));
      expect(rows.find((r) => r.leadId === ids[0])!.status).toBe('sent');

      t.clock.now = new Date(NOON.getTime() + 59 * 60_000); // 12:59 IST: the first 100 still count
      await drain();
      expect((await api('GET', `/api/message/getMessage/${res.data.id}`)).data.status).toBe('waiting_limit');
      t.clock.now = new Date(NOON.getTime() + 61 * 60_000); // 13:01 IST
      await drain();
      expect((await api('GET', `/api/message/getMessage/${res.data.id}`)).data).toMatchObject({
        status: 'done',
        counts: { sent: 4, queued: 0 },
      });
    } finally {
      t.clock.now = NOON;
      await t.database.db.execute(sql`delete from whatsapp_messages where campaign_id is null and mobile like '70%'`);
      await saveWhatsAppSettings(ctx(), fake);
    }
  });
});

describe('pause, cancel and a crash', () => {
  it('sends nothing while paused, everything after resume; a cancelled one skips the rest', async () => {
    await leadsIn('Pause Point', 3, 9850000000);
    const id = await insertWhatsAppTemplate(t.database.db, { name: 'pausable', category: 'utility' });
    const before = fake.sent.length;
    const res = await api('POST', '/api/message/create', {
      channel: 'whatsapp',
      templateId: id,
      audience: { filter: { project: 'Pause Point' } },
    });
    expect((await api('POST', `/api/message/${res.data.id}/pause`)).data.status).toBe('paused');
    await drain();
    expect(fake.sent.length).toBe(before);
    expect((await api('POST', `/api/message/${res.data.id}/resume`)).data.status).toBe('scheduled');
    await drain();
    expect(fake.sent.length).toBe(before + 3);
    const other = await api('POST', '/api/message/create', {
      channel: 'whatsapp',
      templateId: id,
      audience: { filter: { project: 'Pause Point' } },
    });
    const cancelled = await api('POST', `/api/message/${other.data.id}/cancel`);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', counts: { skipped: 3 } });
    await drain();
    expect(fake.sent.length).toBe(before + 3);
  });

  it('holds a message claimed before a crash as unknown, never sending it again by itself', async () => {
    const id = await insertWhatsAppTemplate(t.database.db, { name: 'crashed', category: 'utility' });
    const res = await api('POST', '/api/message/create', {
      channel: 'whatsapp',
      templateId: id,
      audience: { leadIds: [leadIds.none] },
    });
    // A run that died after claiming the row (its call may have reached Meta).
    await t.database.db
      .update(campaignRecipients)
      .set({ status: 'sending', claimedAt: new Date(NOON.getTime() - 120_000), attempt: 1 })
      .where(eq(campaignRecipients.campaignId, res.data.id));
    const before = fake.sent.length;
    await drain();
    expect(fake.sent.length).toBe(before);
    const c = await api('GET', `/api/message/getMessage/${res.data.id}`);
    expect(c.data).toMatchObject({ status: 'done', counts: { unknown: 1 } });
    const [row] = await t.database.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, res.data.id));
    expect(row!.reason).toMatch(/WhatsApp does not say whether it sent it/);
    expect((await api('POST', `/api/message/${res.data.id}/unknown/send-again`)).statusCode).toBe(200);
    await drain();
    expect(fake.sent.length).toBe(before + 1);
  });
});

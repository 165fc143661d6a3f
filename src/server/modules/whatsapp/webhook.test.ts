import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundEvents } from '../../db/schema/inbound';
import { leads } from '../../db/schema/leads';
import { whatsappConversations, whatsappMessages } from '../../db/schema/whatsapp';
import { WHATSAPP_APP_SECRET } from '../../whatsapp/whatsapp-settings';
import {
  APP_SECRET,
  addTemplate,
  messagesBody,
  NOON,
  newLead,
  postWebhook,
  seconds,
  sign,
  startWorld,
  VERIFY_TOKEN,
  type World,
} from './conversation-fixture';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w.close();
});

const db = () => w.t.database.db;
const messageCount = async () => (await db().select({ id: whatsappMessages.id }).from(whatsappMessages)).length;
const conversation = async (leadId: string) =>
  (await db().select().from(whatsappConversations).where(eq(whatsappConversations.leadId, leadId)))[0];
const leadOf = async (mobile: string) => (await db().select().from(leads).where(eq(leads.mobile, mobile)))[0];

describe('verification handshake', () => {
  it('answers the challenge as text for the right token, 403 otherwise', async () => {
    const ok = await w.t.app.inject({
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(ok.headers['content-type']).toMatch(/text\/plain/);
    const wrong = await w.t.app.inject({
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/verify token is wrong/);
    const mode = await w.t.app.inject({
      url: `/api/whatsapp/webhook?hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
    });
    expect(mode.statusCode).toBe(403);
  });
});

describe('signatures over the raw bytes', () => {
  it('takes a body signed over its exact bytes and refuses anything else with 401, storing nothing', async () => {
    // Meta escapes non-ASCII in its JSON; the bytes it signs are those escapes.
    const raw = JSON.stringify(
      messagesBody('919845000101', [{ id: 'wamid.sig1', text: { body: 'नमस्ते 🙏 2BHK?' } }]),
    ).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const before = await messageCount();
    // One byte changed under the same signature.
    const altered = raw.replace('2BHK', '3BHK');
    expect((await postWebhook(w, altered, sign(raw))).statusCode).toBe(401);
    // The same JSON re-serialised (unicode no longer escaped) under the original's signature.
    const reserialised = JSON.stringify(JSON.parse(raw));
    expect(reserialised).not.toBe(raw);
    expect((await postWebhook(w, reserialised, sign(raw))).statusCode).toBe(401);
    expect((await postWebhook(w, raw, null)).statusCode).toBe(401);
    expect((await postWebhook(w, raw, sign(raw, 'another-secret'))).statusCode).toBe(401);
    expect(await messageCount()).toBe(before);

    const good = await postWebhook(w, raw);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ messages: 1, leadsCreated: 1 });
    const [m] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.waId, 'wamid.sig1'));
    expect(m?.body).toBe('नमस्ते 🙏 2BHK?');
  });

  it('with no app secret saved every post is 401, even one signed with the old secret', async () => {
    const settings = w.t.app.appContext.settings;
    await settings.setSecret(WHATSAPP_APP_SECRET, null, { by: w.people.admin.id });
    const raw = JSON.stringify(messagesBody('919845000111', [{ id: 'wamid.nosecret', text: { body: 'Hi' } }]));
    const res = await postWebhook(w, raw);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/No app secret is saved/);
    await settings.setSecret(WHATSAPP_APP_SECRET, APP_SECRET, { by: w.people.admin.id });
    const [m] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.waId, 'wamid.nosecret'));
    expect(m).toBeUndefined();
  });

  it('an unreadable but signed body is 200 and stores nothing (Meta would only retry it)', async () => {
    const before = await messageCount();
    for (const raw of [
      'not json',
      '{"entry":"x"}',
      JSON.stringify({ entry: [{ changes: [{ field: 'messages', value: { messages: [{ bad: 1 }] } }] }] }),
    ]) {
      const res = await postWebhook(w, raw);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await messageCount()).toBe(before);
  });
});

describe('inbound messages', () => {
  it('an unknown number becomes a lead with source WhatsApp, assigned by the rules, and the message opens the window', async () => {
    const rule = await w.api('POST', '/api/assignment-rules', {
      name: 'All to the executive',
      members: [w.people.executive.id],
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const raw = JSON.stringify(
      messagesBody(
        '+91 98450 00202',
        [{ id: 'wamid.new1', text: { body: 'Price of 2BHK in Lakeview?' } }],
        'Bala Iyer',
      ),
    );
    expect((await postWebhook(w, raw)).statusCode).toBe(200);
    const lead = await leadOf('9845000202');
    expect(lead).toMatchObject({ name: 'Bala Iyer', assignedTo: w.people.executive.id });
    const view = await w.api('GET', `/api/lead/getLeadById/${lead!.id}`);
    expect(view.data.lead.source?.name).toBe('WhatsApp');
    const c = await conversation(lead!.id);
    expect(c).toMatchObject({
      unread: 1,
      needsReply: true,
      lastDirection: 'in',
      lastPreview: 'Price of 2BHK in Lakeview?',
    });
    expect(c!.lastInboundAt?.toISOString()).toBe(new Date(seconds(NOON) * 1000).toISOString());
    // The timeline has the message; the first message is an opt-in.
    const timeline = await w.api('GET', `/api/lead/${lead!.id}/whatsapp`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    expect(timeline.data.messages).toHaveLength(1);
    expect(timeline.data.window.open).toBe(true);
    expect(timeline.data.consent).toMatchObject({ optedIn: true, latest: { method: 'inbound_message' } });
  });

  it('a replayed delivery is stored once and counted unread once', async () => {
    const lead = await newLead(w);
    const raw = JSON.stringify(messagesBody(`91${lead.mobile}`, [{ id: 'wamid.replay', text: { body: 'Hello' } }]));
    expect((await postWebhook(w, raw)).json()).toMatchObject({ messages: 1, duplicates: 0 });
    expect((await postWebhook(w, raw)).json()).toMatchObject({ messages: 0, duplicates: 1 });
    expect((await conversation(lead._id))!.unread).toBe(1);
    const stored = await db().select().from(whatsappMessages).where(eq(whatsappMessages.waId, 'wamid.replay'));
    expect(stored).toHaveLength(1);
  });

  it('a known number is a re-enquiry on that lead (matched in any form), once per conversation', async () => {
    const lead = await newLead(w);
    const from = `0${lead.mobile.slice(0, 5)} ${lead.mobile.slice(5)}`;
    await postWebhook(w, JSON.stringify(messagesBody(from, [{ id: 'wamid.re1', text: { body: 'Still available?' } }])));
    await postWebhook(w, JSON.stringify(messagesBody(from, [{ id: 'wamid.re2', text: { body: 'And parking?' } }])));
    const activities = await w.api('GET', `/api/lead/getActivitiesByLeadId/${lead._id}?pageSize=50`);
    const kinds = activities.data.activities.map((a: { kind: string }) => a.kind);
    expect(kinds.filter((k: string) => k === 're_enquiry')).toHaveLength(1);
    expect(kinds.filter((k: string) => k === 'whatsapp')).toHaveLength(2);
    expect((await leadOf(lead.mobile))!.id).toBe(lead._id);
  });

  it('a click-to-WhatsApp referral makes a lead with the ad as its source and keeps ctwa_clid', async () => {
    const referral = {
      source_url: 'https://fb.me/3xAmPlE',
      source_id: '120208000000000',
      source_type: 'ad',
      headline: 'Lakeview 2BHK from ₹62 L',
      ctwa_clid: 'ARAkLkA8rmlFeiCktEJQ-QTwRiyYHAFDLMNDBH0CD3qpjd0HR4irJ6LEkR7JwFF4XvnO2E4Nx0-eM-GABDLOPaOdRMv-_zfUQ2a',
    };
    const raw = JSON.stringify(
      messagesBody('919845000303', [{ id: 'wamid.ad1', text: { body: 'Interested' }, referral }], 'Chitra'),
    );
    expect((await postWebhook(w, raw)).statusCode).toBe(200);
    const lead = await leadOf('9845000303');
    const [m] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.waId, 'wamid.ad1'));
    expect(m?.referral).toMatchObject({ ctwa_clid: referral.ctwa_clid });
    const [event] = await db().select().from(inboundEvents).where(eq(inboundEvents.externalId, 'wamid.ad1'));
    expect(event).toMatchObject({ origin: 'whatsapp:ad', result: 'created', leadId: lead!.id });
    expect(JSON.stringify(event!.payload)).toContain(referral.ctwa_clid);
    expect(lead!.notes).toContain('Lakeview 2BHK');
    const sources = await w.api('GET', '/api/source/getAllSource');
    const ad = sources.data.sources.find((s: { _id: string }) => s._id === lead!.sourceId);
    expect(ad?.name).toBe('Click-to-WhatsApp ad');
  });

  it('STOP in English or Hindi, the whole message, opts out; a sentence with "stop" does not', async () => {
    const a = await newLead(w);
    const b = await newLead(w);
    const c = await newLead(w);
    await postWebhook(
      w,
      JSON.stringify(messagesBody(`91${a.mobile}`, [{ id: 'wamid.stop1', text: { body: '  Stop ' } }])),
    );
    await postWebhook(
      w,
      JSON.stringify(messagesBody(`91${b.mobile}`, [{ id: 'wamid.stop2', text: { body: 'बंद करो' } }])),
    );
    await postWebhook(
      w,
      JSON.stringify(
        messagesBody(`91${c.mobile}`, [{ id: 'wamid.stop3', text: { body: 'please do not stop the offers' } }]),
      ),
    );
    for (const lead of [a, b]) {
      const r = await w.api('GET', `/api/lead/${lead._id}/whatsapp`);
      expect(r.data.consent).toMatchObject({
        optedIn: false,
        optedOut: true,
        latest: { event: 'opt_out', method: 'stop_keyword' },
      });
    }
    const kept = await w.api('GET', `/api/lead/${c._id}/whatsapp`);
    expect(kept.data.consent).toMatchObject({ optedIn: true, optedOut: false });
  });

  it('an unknown message type is kept as unsupported, never a 500', async () => {
    const lead = await newLead(w);
    const raw = JSON.stringify(
      messagesBody(`91${lead.mobile}`, [{ id: 'wamid.odd', type: 'order', order: { catalog_id: '1' } }]),
    );
    expect((await postWebhook(w, raw)).statusCode).toBe(200);
    const [m] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.waId, 'wamid.odd'));
    expect(m?.kind).toBe('unsupported');
  });
});

describe('template webhooks', () => {
  it('a status or category change at Meta updates the synced template', async () => {
    const id = await addTemplate(w, { providerName: 'site_visit_reminder', language: 'en_US' });
    const change = (field: string, value: Record<string, unknown>) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ id: '2098765432101', changes: [{ field, value }] }],
      });
    const names = {
      message_template_id: 12345,
      message_template_name: 'site_visit_reminder',
      message_template_language: 'en_US',
    };
    expect(
      (await postWebhook(w, change('message_template_status_update', { ...names, event: 'PAUSED', reason: 'NONE' })))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await postWebhook(
          w,
          change('template_category_update', { ...names, previous_category: 'UTILITY', new_category: 'MARKETING' }),
        )
      ).statusCode,
    ).toBe(200);
    const list = await w.api('GET', '/api/whatsapp/templates');
    expect(list.data.items.find((t: { id: string }) => t.id === id)).toMatchObject({
      status: 'paused',
      category: 'marketing',
      previousCategory: 'utility',
    });
  });
});

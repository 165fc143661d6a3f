import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappMessages, whatsappStatusEvents } from '../../db/schema/whatsapp';
import {
  addTemplate,
  messagesBody,
  NOON,
  newLead,
  postWebhook,
  seconds,
  startWorld,
  statusesBody,
  type World,
} from './conversation-fixture';
import { applyPendingStatuses } from './public';

let w: World;
let utility: string;
let marketing: string;
beforeAll(async () => {
  w = await startWorld();
  utility = await addTemplate(w, { providerName: 'enquiry_thanks' });
  marketing = await addTemplate(w, {
    providerName: 'diwali_offer',
    category: 'marketing',
    body: 'Hi {{1}}, Diwali offer at our project!',
  });
});
afterAll(async () => {
  await w.close();
});

const db = () => w.t.database.db;
const send = (leadId: string, body: unknown, key?: string, token = w.people.admin.token) =>
  w.api('POST', `/api/lead/${leadId}/whatsapp/send`, body, token, key ? { 'idempotency-key': key } : undefined);
/** The buyer writes at `at` (the window opens then). */
const buyerWrites = async (mobile: string, id: string, at: Date) => {
  const raw = JSON.stringify(
    messagesBody(`91${mobile}`, [{ id, text: { body: 'Hi' }, timestamp: String(seconds(at)) }]),
  );
  expect((await postWebhook(w, raw)).statusCode).toBe(200);
};
const statuses = (list: Record<string, unknown>[]) => postWebhook(w, JSON.stringify(statusesBody(list)));

describe('sending from the lead', () => {
  it('a template goes at any time with the lead’s values; a retry with the same key sends nothing again', async () => {
    const lead = await newLead(w, { name: 'Ravi Kumar' });
    const res = await send(lead._id, { type: 'template', templateId: utility }, 'k-template-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({
      status: 'sent',
      kind: 'template',
      text: 'Hello Ravi Kumar, thank you for your enquiry.',
    });
    const again = await send(lead._id, { type: 'template', templateId: utility }, 'k-template-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.data.id).toBe(res.data.id);
    const sent = w.fake.sent.filter((s) => s.to === `91${lead.mobile}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template).toMatchObject({ name: 'enquiry_thanks', params: ['Ravi Kumar'] });
  });

  it('a marketing template to a lead without opt-in is refused; after staff note the opt-in it goes', async () => {
    const lead = await newLead(w);
    const refused = await send(lead._id, { type: 'template', templateId: marketing });
    expect(refused.statusCode).toBe(409);
    expect(refused.data.message).toMatch(/has not opted in to WhatsApp/);
    const noted = await w.api('POST', `/api/lead/${lead._id}/whatsapp/consent`, {
      event: 'opt_in',
      method: 'call',
      note: 'Said yes on the call',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.data).toMatchObject({ optedIn: true, latest: { method: 'call', by: { name: 'Asha Admin' } } });
    expect((await send(lead._id, { type: 'template', templateId: marketing })).data.status).toBe('sent');
  });

  it('an opted-out lead gets a template only when the sender confirms', async () => {
    const lead = await newLead(w);
    await w.api('POST', `/api/lead/${lead._id}/whatsapp/consent`, { event: 'opt_out', method: 'staff' });
    const refused = await send(lead._id, { type: 'template', templateId: utility });
    expect(refused.statusCode).toBe(409);
    expect(refused.data.message).toMatch(/opted out/);
    expect((await send(lead._id, { type: 'template', templateId: utility, confirm: true })).data.status).toBe('sent');
  });

  it('text goes inside the 24-hour window: open at 23:59:59, refused at 24:00:01 with the closing time', async () => {
    const lead = await newLead(w);
    const wrote = new Date(NOON.getTime() - 24 * 3600_000 + 1000);
    await buyerWrites(lead.mobile, `wamid.window.${lead._id}`, wrote);
    w.t.clock.now = NOON; // 23:59:59 after the buyer's message
    const open = await send(lead._id, { type: 'text', text: 'Yes, 2BHK is available.' });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.data.status).toBe('sent');
    w.t.clock.now = new Date(NOON.getTime() + 2000); // 24:00:01
    const closed = await send(lead._id, { type: 'text', text: 'Are you there?' });
    expect(closed.statusCode).toBe(409);
    expect(closed.data.message).toBe('The 24-hour window closed at 04/05/2026, 12:00 — send a template.');
    w.t.clock.now = NOON;
    const view = await w.api('GET', `/api/lead/${lead._id}/whatsapp`);
    expect(view.data.window.open).toBe(true);
  });

  it('a refusal by WhatsApp stores the message failed with the reason in words, answered 200', async () => {
    const lead = await newLead(w);
    await buyerWrites(lead.mobile, `wamid.fail.${lead._id}`, NOON);
    w.fake.failNext({ status: 400, code: 131026, message: 'Message undeliverable' });
    const res = await send(lead._id, { type: 'text', text: 'Hello' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.status).toBe('failed');
    expect(res.data.failure).toBeTruthy();
    expect(res.data.failure).not.toMatch(/^\s*$/);
  });

  it('a lead out of the executive’s scope is a 404', async () => {
    const lead = await newLead(w);
    const res = await send(lead._id, { type: 'text', text: 'Hi' }, undefined, w.people.executive.token);
    expect(res.statusCode).toBe(404);
    expect((await w.api('GET', `/api/lead/${lead._id}/whatsapp`, undefined, w.people.executive.token)).statusCode).toBe(
      404,
    );
  });
});

describe('statuses', () => {
  it('out of order (read, delivered, sent) ends read with both times; replays change nothing', async () => {
    const lead = await newLead(w);
    const sent = await send(lead._id, { type: 'template', templateId: utility });
    const [row] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.id, sent.data.id));
    const wa = row!.waId!;
    const t = seconds(NOON);
    for (const status of ['read', 'delivered', 'sent', 'delivered']) {
      const res = await statuses([
        { id: wa, status, timestamp: String(t + { sent: 1, delivered: 2, read: 3 }[status]!) },
      ]);
      expect(res.statusCode, res.body).toBe(200);
    }
    const view = await w.api('GET', `/api/lead/${lead._id}/whatsapp`);
    const m = view.data.messages.find((x: { id: string }) => x.id === sent.data.id);
    expect(m).toMatchObject({
      status: 'read',
      deliveredAt: new Date((t + 2) * 1000).toISOString(),
      readAt: new Date((t + 3) * 1000).toISOString(),
    });
  });

  it('failed carries the provider’s reason in plain words', async () => {
    const lead = await newLead(w);
    const sent = await send(lead._id, { type: 'template', templateId: utility });
    const [row] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.id, sent.data.id));
    await statuses([
      {
        id: row!.waId,
        status: 'failed',
        timestamp: String(seconds(NOON)),
        errors: [{ code: 131026, title: 'Message undeliverable' }],
      },
    ]);
    const [after] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.id, sent.data.id));
    expect(after).toMatchObject({ status: 'failed', failureCode: '131026' });
    expect(after!.failure).toMatch(/\w+ \w+/);
  });

  it('a status before its message waits, and is applied when the message is stored', async () => {
    const lead = await newLead(w);
    await statuses([{ id: 'wamid.early', status: 'delivered', timestamp: String(seconds(NOON)) }]);
    const [pending] = await db()
      .select()
      .from(whatsappStatusEvents)
      .where(eq(whatsappStatusEvents.waId, 'wamid.early'));
    expect(pending).toMatchObject({ applied: false });
    await db().transaction(async (tx) => {
      await tx.insert(whatsappMessages).values({
        leadId: lead._id,
        direction: 'out',
        mobile: lead.mobile,
        waId: 'wamid.early',
        kind: 'template',
        status: 'sent',
        at: NOON,
      });
      await applyPendingStatuses(tx, ['wamid.early']);
    });
    const [m] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.waId, 'wamid.early'));
    expect(m).toMatchObject({ status: 'delivered' });
    const [done] = await db().select().from(whatsappStatusEvents).where(eq(whatsappStatusEvents.waId, 'wamid.early'));
    expect(done).toMatchObject({ applied: true });
  });
});

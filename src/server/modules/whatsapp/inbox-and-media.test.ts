import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { messagesBody, NOON, newLead, postWebhook, seconds, startWorld, type World } from './conversation-fixture';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w.close();
});

const inbox = (query: string, token: string) => w.api('GET', `/api/whatsapp/inbox?${query}`, undefined, token);
/** The buyer writes, `ago` seconds before noon. */
const write = async (mobile: string, id: string, ago: number, body = 'Hello') => {
  const message = { id, text: { body }, timestamp: String(seconds(NOON) - ago) };
  expect((await postWebhook(w, JSON.stringify(messagesBody(`91${mobile}`, [message])))).statusCode).toBe(200);
};

// A PNG of one pixel, and a "PDF" that is really an executable's first bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the inbox', () => {
  it('each role sees its scope, newest first, with unread counts; a wider scope is 403', async () => {
    const mine = await newLead(w, { name: 'Exec Lead', assignedTo: w.people.executive.id });
    const other = await newLead(w, { name: 'Admin Lead', assignedTo: w.people.admin.id });
    await write(mine.mobile, 'wamid.in1', 120);
    await write(other.mobile, 'wamid.in2', 60);
    await write(mine.mobile, 'wamid.in3', 0, 'Call me after 6');

    const exec = await inbox('scope=mine', w.people.executive.token);
    expect(exec.statusCode, exec.body).toBe(200);
    expect(exec.data.items.map((c: { leadId: string }) => c.leadId)).toEqual([mine._id]);
    expect(exec.data.items[0]).toMatchObject({
      unread: 2,
      needsReply: true,
      lastMessage: { preview: 'Call me after 6' },
    });
    expect(exec.data.unreadConversations).toBe(1);
    expect((await inbox('scope=team', w.people.executive.token)).statusCode).toBe(403);
    expect((await inbox('scope=all', w.people.executive.token)).statusCode).toBe(403);
    expect((await inbox('scope=all', w.people.manager.token)).statusCode).toBe(403);
    expect((await inbox('scope=team', w.people.manager.token)).statusCode).toBe(200);

    const all = await inbox('scope=all', w.people.admin.token);
    expect(all.data.items.slice(0, 2).map((c: { leadId: string }) => c.leadId)).toEqual([mine._id, other._id]);
    const found = await inbox(`scope=all&q=${other.mobile.slice(0, 5)} ${other.mobile.slice(5)}`, w.people.admin.token);
    expect(found.data.items.map((c: { leadId: string }) => c.leadId)).toEqual([other._id]);

    const read = await w.api('POST', `/api/lead/${mine._id}/whatsapp/read`, undefined, w.people.executive.token);
    expect(read.statusCode, read.body).toBe(200);
    const after = await inbox('scope=mine&unread=true', w.people.executive.token);
    expect(after.data).toMatchObject({ items: [], unreadConversations: 0 });
  });
});

describe('media', () => {
  it('a buyer’s image is fetched by the job, its type sniffed, and served to those who may see the lead', async () => {
    const lead = await newLead(w, { assignedTo: w.people.admin.id });
    const sent = await w.fake.inbound({
      from: `91${lead.mobile}`,
      type: 'image',
      text: 'Floor plan?',
      media: { content: PNG, mimeType: 'image/jpeg' },
    });
    expect(sent.status).toBe(200);
    await w.t.app.appContext.jobs.drain({ timeoutMs: 30_000 });
    const view = await w.api('GET', `/api/lead/${lead._id}/whatsapp`);
    const m = view.data.messages.at(-1);
    expect(m).toMatchObject({ kind: 'image', text: 'Floor plan?', media: { mimeType: 'image/png', size: PNG.length } });
    const file = await w.t.app.inject({
      url: `/api/whatsapp/media/${m.id}`,
      headers: { authorization: `Bearer ${w.people.admin.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const exec = await w.t.app.inject({
      url: `/api/whatsapp/media/${m.id}`,
      headers: { authorization: `Bearer ${w.people.executive.token}` },
    });
    expect(exec.statusCode).toBe(404);
  });

  it('a file of a type we do not keep, or over the limit, is noted on the message and not stored', async () => {
    const lead = await newLead(w);
    await w.fake.inbound({
      from: `91${lead.mobile}`,
      type: 'document',
      media: {
        content: Buffer.from('MZ\x90\x00 not a pdf at all'),
        mimeType: 'application/pdf',
        fileName: 'brochure.pdf',
      },
    });
    w.t.app.appContext.config.uploadMaxFileBytes = 50;
    await w.fake.inbound({
      from: `91${lead.mobile}`,
      type: 'image',
      media: { content: Buffer.concat([PNG, Buffer.alloc(100)]), mimeType: 'image/png' },
    });
    await w.t.app.appContext.jobs.drain({ timeoutMs: 30_000 });
    w.t.app.appContext.config.uploadMaxFileBytes = 10 * 1024 * 1024;
    const view = await w.api('GET', `/api/lead/${lead._id}/whatsapp`);
    const [doc, big] = view.data.messages.slice(-2);
    expect(doc).toMatchObject({ media: null });
    expect(doc.failure).toMatch(/not kept: it is not an image, a document/);
    expect(big).toMatchObject({ media: null });
    expect(big.failure).toMatch(/over the 0\.0 MB limit|over the .* limit/);
  });
});

describe('sending a file from the lead', () => {
  it('an image inside the window goes as media and is kept on the message; outside it is 409 and keeps nothing', async () => {
    const lead = await newLead(w);
    const upload = () => {
      const body = multipartBody({ caption: 'The floor plan' }, [
        { field: 'file', filename: 'plan.png', content: PNG, contentType: 'image/png' },
      ]);
      return w.t.app.inject({
        method: 'POST',
        url: `/api/lead/${lead._id}/whatsapp/upload`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${w.people.admin.token}` },
      });
    };
    const closed = await upload();
    expect(closed.statusCode, closed.body).toBe(409);
    expect(closed.json().message).toMatch(/no 24-hour window — send a template/);
    await write(lead.mobile, `wamid.up.${lead._id}`, 0);
    const res = await upload();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'image',
      status: 'sent',
      text: 'The floor plan',
      media: { mimeType: 'image/png' },
    });
    const sent = w.fake.sent.find((s) => s.to === `91${lead.mobile}`);
    expect(sent?.media?.content?.equals(PNG)).toBe(true);
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeTemplate,
  type FakeWhatsAppCloud,
  signWebhook,
  startFakeWhatsAppCloud,
} from '../test/fake-whatsapp-cloud';
import { createCloudApiProvider } from './cloud-api';

/** The Cloud API adapter against the fake Graph API (a real HTTP server), and the fake's webhook side. */

const TOKEN = 'EAAG-test-token';
const APP_SECRET = 'app-secret-1';
const templates: FakeTemplate[] = [
  {
    name: 'project_launch',
    language: 'en',
    status: 'APPROVED',
    category: 'MARKETING',
    components: [
      { type: 'BODY', text: 'Hello {{1}}, {{2}} is now open for booking.' },
      { type: 'FOOTER', text: 'Reply STOP to opt out' },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Call me' },
          { type: 'URL', text: 'See', url: 'https://x.example' },
        ],
      },
    ],
  },
  {
    name: 'brochure',
    language: 'en',
    status: 'APPROVED',
    category: 'UTILITY',
    previous_category: 'MARKETING',
    components: [
      { type: 'HEADER', format: 'DOCUMENT' },
      { type: 'BODY', text: 'Here is the brochure, {{1}}.' },
    ],
  },
  {
    name: 'old_one',
    language: 'hi',
    status: 'REJECTED',
    category: 'UTILITY',
    rejected_reason: 'INVALID_FORMAT',
    components: [{ type: 'BODY', text: 'x' }],
  },
  {
    name: 'going',
    language: 'en',
    status: 'PENDING_DELETION',
    category: 'UTILITY',
    components: [{ type: 'BODY', text: 'y' }],
  },
];

let fake: FakeWhatsAppCloud;
const hooks: { raw: string; signature: string }[] = [];
const receiver = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  hooks.push({ raw: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['x-hub-signature-256']) });
  res.writeHead(200).end('ok');
});

beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  fake = await startFakeWhatsAppCloud({
    accessToken: TOKEN,
    appSecret: APP_SECRET,
    templates,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
  });
});
afterAll(async () => {
  await fake.close();
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
});
beforeEach(() => {
  hooks.length = 0;
});

const provider = (token: string | null = TOKEN, apiBaseUrl?: string) =>
  createCloudApiProvider({
    settings: {
      apiBaseUrl: apiBaseUrl ?? fake.url,
      apiVersion: 'v21.0',
      phoneNumberId: fake.phoneNumberId,
      businessAccountId: fake.businessAccountId,
    },
    accessToken: token,
    timeoutMs: 2000,
  });

describe('Cloud API adapter', () => {
  it('sends a template with its body values, to 91…, echoing our reference', async () => {
    const r = await provider().sendTemplate({
      to: '9876543210',
      templateName: 'project_launch',
      language: 'en',
      category: 'marketing',
      bodyParams: ['Asha', 'Sahyadri Heights'],
      clientRef: 'row-1',
    });
    expect(r).toMatchObject({ ok: true, providerId: expect.stringMatching(/^wamid\./) });
    const sent = fake.sent.at(-1);
    expect(sent).toMatchObject({
      to: '919876543210',
      type: 'template',
      clientRef: 'row-1',
      template: { name: 'project_launch', language: 'en', params: ['Asha', 'Sahyadri Heights'], header: null },
    });
  });

  it('uploads a document header first and names it in the send', async () => {
    const r = await provider().sendTemplate({
      to: '9876543210',
      templateName: 'brochure',
      language: 'en',
      category: 'utility',
      bodyParams: ['Asha'],
      headerMedia: {
        kind: 'document',
        file: { fileName: 'brochure.pdf', mimeType: 'application/pdf', content: Buffer.from('%PDF-1.4 x') },
      },
      clientRef: 'row-2',
    });
    expect(r.ok).toBe(true);
    const header = fake.sent.at(-1)?.template?.header;
    expect(header).toMatchObject({ kind: 'document', fileName: 'brochure.pdf', id: expect.stringMatching(/^\d+$/) });
  });

  it("says Meta's refusal in words: unknown template, wrong count, expired token", async () => {
    const unknown = await provider().sendTemplate({
      to: '9876543210',
      templateName: 'nope',
      language: 'en',
      category: 'utility',
      bodyParams: [],
      clientRef: 'r',
    });
    expect(unknown).toMatchObject({ ok: false, temporary: false, code: '132001' });
    const count = await provider().sendTemplate({
      to: '9876543210',
      templateName: 'project_launch',
      language: 'en',
      category: 'marketing',
      bodyParams: ['Asha'],
      clientRef: 'r',
    });
    expect(count).toMatchObject({ ok: false, code: '132000' });
    const token = await provider('wrong').sendText({ to: '9876543210', text: 'Hi', clientRef: 'r' });
    expect(token).toMatchObject({ ok: false, temporary: false, code: '190' });
    if (!token.ok) expect(token.reason).toMatch(/^Meta refused the access token/);
    const none = await provider(null).sendText({ to: '9876543210', text: 'Hi', clientRef: 'r' });
    expect(none).toMatchObject({ ok: false, reason: 'No access token is saved in the WhatsApp settings.' });
  });

  it('treats rate limits, 5xx and an unreachable API as temporary', async () => {
    fake.failNext({ status: 400, code: 130429, message: 'Rate limit hit' });
    const rate = await provider().sendText({ to: '9876543210', text: 'Hi', clientRef: 'r' });
    expect(rate).toMatchObject({ ok: false, temporary: true, code: '130429' });
    fake.failNext({ status: 503, code: 1, message: 'Service unavailable' });
    expect(await provider().sendText({ to: '9876543210', text: 'Hi', clientRef: 'r' })).toMatchObject({
      ok: false,
      temporary: true,
    });
    fake.failNext({ status: 400, code: 131047, message: 'Re-engagement message' });
    const window = await provider().sendText({ to: '9876543210', text: 'Hi', clientRef: 'r' });
    expect(window).toMatchObject({ ok: false, temporary: false, code: '131047' });
    const down = await provider(TOKEN, 'http://127.0.0.1:1').sendText({ to: '9876543210', text: 'Hi', clientRef: 'r' });
    expect(down).toMatchObject({ ok: false, temporary: true, code: null });
    if (!down.ok) expect(down.reason).toMatch(/could not be reached/);
  });

  it('sends text and media (uploaded, with caption and file name)', async () => {
    expect(
      await provider().sendText({ to: '9876543210', text: 'See https://x.example', clientRef: 't1' }),
    ).toMatchObject({ ok: true });
    expect(fake.sent.at(-1)).toMatchObject({ type: 'text', text: 'See https://x.example', clientRef: 't1' });
    const r = await provider().sendMedia({
      to: '9876543210',
      kind: 'document',
      file: { fileName: 'plan.pdf', mimeType: 'application/pdf', content: Buffer.from('%PDF plan') },
      caption: 'Floor plan',
      clientRef: 'm1',
    });
    expect(r.ok).toBe(true);
    const media = fake.sent.at(-1)?.media;
    expect(media).toMatchObject({
      kind: 'document',
      caption: 'Floor plan',
      fileName: 'plan.pdf',
      mimeType: 'application/pdf',
    });
    expect(media?.content?.toString()).toBe('%PDF plan');
  });

  it("reads the number's name, quality and tier", async () => {
    expect(await provider().numberInfo()).toEqual({
      ok: true,
      displayPhoneNumber: '+91 98765 43210',
      verifiedName: 'Sahyadri Homes',
      qualityRating: 'GREEN',
      tier: '2000',
    });
  });

  it('lists templates across pages, in the port shape, without those being deleted', async () => {
    const many: FakeTemplate[] = Array.from({ length: 130 }, (_, i) => ({
      name: `t_${i}`,
      language: 'en',
      status: 'APPROVED',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Hi {{1}}' }],
    }));
    fake.setTemplates([...templates, ...many]);
    const r = await provider().listTemplates();
    fake.setTemplates(templates);
    if (!r.ok) throw new Error(r.reason);
    expect(r.templates).toHaveLength(133);
    expect(r.templates.find((t) => t.name === 'going')).toBeUndefined();
    expect(r.templates.find((t) => t.name === 'project_launch')).toEqual({
      providerId: expect.any(String),
      name: 'project_launch',
      language: 'en',
      category: 'marketing',
      status: 'approved',
      rejectedReason: null,
      header: null,
      body: 'Hello {{1}}, {{2}} is now open for booking.',
      footer: 'Reply STOP to opt out',
      buttons: [
        { type: 'quick_reply', text: 'Call me', value: null },
        { type: 'url', text: 'See', value: 'https://x.example' },
      ],
    });
    expect(r.templates.find((t) => t.name === 'brochure')?.header).toEqual({ format: 'document', text: null });
    expect(r.templates.find((t) => t.name === 'old_one')).toMatchObject({
      status: 'rejected',
      rejectedReason: 'INVALID_FORMAT',
    });
  });
});

describe('fake Cloud API webhooks', () => {
  it('posts an inbound message signed over its exact bytes, and its media downloads', async () => {
    const content = Buffer.from('JPEGDATA');
    const r = await fake.inbound({
      from: '9876543210',
      name: 'Asha',
      media: { content, mimeType: 'image/jpeg' },
      text: 'Like this?',
    });
    expect(r.status).toBe(200);
    const hook = hooks.at(-1);
    expect(hook?.signature).toBe(signWebhook(hook?.raw ?? '', APP_SECRET));
    const body = JSON.parse(hook?.raw ?? '{}');
    const value = body.entry[0].changes[0].value;
    expect(value.contacts[0]).toEqual({ profile: { name: 'Asha' }, wa_id: '919876543210' });
    const message = value.messages[0];
    expect(message).toMatchObject({
      from: '919876543210',
      id: r.wamid,
      type: 'image',
      image: { caption: 'Like this?', mime_type: 'image/jpeg' },
    });
    const file = await provider().downloadMedia(message.image.id);
    if (!file.ok) throw new Error(file.reason);
    expect(file.file.content.toString()).toBe('JPEGDATA');
    expect(file.file).toMatchObject({ mimeType: 'image/jpeg', fileName: `${message.image.id}.jpg` });
  });

  it('posts statuses with the reference and a failure with its error', async () => {
    const sent = await provider().sendText({ to: '9876543210', text: 'Hi', clientRef: 'ref-9' });
    if (!sent.ok) throw new Error(sent.reason);
    await fake.status(sent.providerId, 'failed', { code: 131047, title: 'Re-engagement message' });
    const status = JSON.parse(hooks.at(-1)?.raw ?? '{}').entry[0].changes[0].value.statuses[0];
    expect(status).toMatchObject({
      id: sent.providerId,
      status: 'failed',
      recipient_id: '919876543210',
      biz_opaque_callback_data: 'ref-9',
      errors: [{ code: 131047, title: 'Re-engagement message' }],
    });
    const bad = await fake.postSigned('{"object":"x"}', 'sha256=00');
    expect(bad.status).toBe(200); // our receiver here accepts anything; the app's webhook answers 401
    expect(hooks.at(-1)?.signature).toBe('sha256=00');
  });
});

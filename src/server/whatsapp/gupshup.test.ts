import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGupshupProvider } from './gupshup';

/** The Gupshup adapter against a tiny fake of Gupshup's self-serve API (form posts, apikey header). */

const posts: { path: string; form: Record<string, string> }[] = [];
const fake = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const answer = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.headers.apikey !== 'gs-key') return answer(401, { status: 'error', message: 'Authentication Failed' });
  const path = req.url ?? '';
  if (req.method === 'GET' && path === '/sm/api/v1/template/list/SahyadriApp') {
    return answer(200, {
      status: 'success',
      templates: [
        {
          id: 'a1b2-launch',
          elementName: 'project_launch',
          languageCode: 'en',
          category: 'MARKETING',
          status: 'APPROVED',
          templateType: 'TEXT',
          data: 'Hello {{1}}, {{2}} is open. | [Call me]',
          containerMeta: JSON.stringify({
            data: 'Hello {{1}}, {{2}} is open.',
            footer: 'Reply STOP',
            buttons: [{ type: 'QUICK_REPLY', text: 'Call me' }],
          }),
        },
        {
          id: 'd-doc',
          elementName: 'brochure',
          languageCode: 'en',
          category: 'UTILITY',
          status: 'REJECTED',
          reason: 'Bad format',
          templateType: 'DOCUMENT',
          data: 'Here, {{1}}.',
        },
      ],
    });
  }
  const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
  posts.push({ path, form });
  if (form.destination === '919999999999')
    return answer(400, { status: 'error', message: '(#131047) Re-engagement message' });
  if (path === '/wa/api/v1/template/msg' || path === '/wa/api/v1/msg')
    return answer(202, { status: 'submitted', messageId: `gs-${posts.length}` });
  return answer(404, { status: 'error', message: 'not found' });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((r) => fake.close(r));
});

const provider = (apiKey = 'gs-key') =>
  createGupshupProvider({
    settings: { gupshupApiUrl: url, gupshupAppName: 'SahyadriApp', gupshupSourceNumber: '917834811114' },
    apiKey,
    timeoutMs: 2000,
  });

describe('Gupshup adapter', () => {
  it('lists templates from containerMeta in the port shape', async () => {
    const r = await provider().listTemplates();
    if (!r.ok) throw new Error(r.reason);
    expect(r.templates[0]).toEqual({
      providerId: 'a1b2-launch',
      name: 'project_launch',
      language: 'en',
      category: 'marketing',
      status: 'approved',
      rejectedReason: null,
      header: null,
      body: 'Hello {{1}}, {{2}} is open.',
      footer: 'Reply STOP',
      buttons: [{ type: 'quick_reply', text: 'Call me', value: null }],
    });
    expect(r.templates[1]).toMatchObject({
      status: 'rejected',
      rejectedReason: 'Bad format',
      header: { format: 'document' },
    });
  });

  it('sends a template by Gupshup id (looked up by name when not given) and a text, as forms', async () => {
    const r = await provider().sendTemplate({
      to: '9876543210',
      templateName: 'project_launch',
      language: 'en',
      category: 'marketing',
      bodyParams: ['Asha', 'Sahyadri Heights'],
      clientRef: 'row-1',
    });
    expect(r).toMatchObject({ ok: true, providerId: expect.stringMatching(/^gs-/) });
    expect(posts.at(-1)).toEqual({
      path: '/wa/api/v1/template/msg',
      form: {
        channel: 'whatsapp',
        source: '917834811114',
        destination: '919876543210',
        'src.name': 'SahyadriApp',
        template: JSON.stringify({ id: 'a1b2-launch', params: ['Asha', 'Sahyadri Heights'] }),
      },
    });
    expect((await provider().sendText({ to: '9876543210', text: 'Hi', clientRef: 'x' })).ok).toBe(true);
    expect(posts.at(-1)?.form.message).toBe(JSON.stringify({ type: 'text', text: 'Hi' }));
  });

  it("words refusals: Meta's code passed through, a wrong key, media it cannot take", async () => {
    const window = await provider().sendText({ to: '9999999999', text: 'Hi', clientRef: 'x' });
    expect(window).toMatchObject({ ok: false, code: '131047', temporary: false });
    const key = await provider('bad').sendText({ to: '9876543210', text: 'Hi', clientRef: 'x' });
    expect(key).toMatchObject({ ok: false, reason: 'Gupshup refused the API key; check the WhatsApp settings.' });
    const media = await provider().sendMedia({
      to: '9876543210',
      kind: 'document',
      file: { fileName: 'a.pdf', mimeType: 'application/pdf', content: Buffer.from('x') },
      caption: null,
      clientRef: 'x',
    });
    expect(media).toMatchObject({ ok: false, temporary: false });
    const info = await provider().numberInfo();
    expect(info).toEqual({
      ok: true,
      displayPhoneNumber: '+917834811114',
      verifiedName: 'SahyadriApp',
      qualityRating: null,
      tier: null,
    });
  });
});

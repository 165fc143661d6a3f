import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePortal, startFakePortal } from '../../test/fake-portal';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
let portal: FakePortal;
type Source = { kind: string; path: string; secret: string | null; sourceKey: string; rejectedCount: number };
let sources: Record<string, Source>;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
/** A machine's call: the exact bytes given, no session. */
const push = (url: string, raw: string, headers: Record<string, string> = {}, method: 'POST' | 'GET' = 'POST') =>
  t.app.inject({ method, url, payload: raw, headers: { 'content-type': 'application/json', ...headers } });
const sign = (secret: string, raw: string) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

async function loadSources() {
  const res = await api('GET', '/api/integrations/push-sources');
  expect(res.statusCode, res.body).toBe(200);
  sources = Object.fromEntries(res.data.sources.map((s: Source) => [s.kind, s]));
}
async function eventCount() {
  const res = await api('GET', '/api/integrations/events?pageSize=1');
  return res.data.total as number;
}
async function leadByMobile(mobile: string) {
  const res = await api('GET', `/api/lead/getLeads?search=${mobile}`);
  return res.data.leads as { _id: string; name: string; assignedTo: { _id: string } | null }[];
}

beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  portal = await startFakePortal();
  await loadSources();
});
afterAll(async () => {
  await portal.close();
  await t.close();
});

describe('generic webhook', () => {
  it('takes a lead with the X-Api-Key, once per event id, keeping extra fields', async () => {
    const s = sources.webhook!;
    const raw = JSON.stringify({
      id: 'evt-1',
      name: 'Asha Rao',
      mobile: '98450 11111',
      project: 'Lakeview',
      budget_hint: '80L',
    });
    const res = await push(s.path, raw, { 'x-api-key': s.secret! });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ result: 'created' });
    const again = await push(s.path, raw, { 'x-api-key': s.secret! });
    expect(again.json()).toMatchObject({ result: 'duplicate', leadId: null });
    expect(await leadByMobile('9845011111')).toHaveLength(1);
    const log = await api('GET', '/api/integrations/events?origin=push:webhook');
    expect(log.data.events[0].payload.raw.budget_hint).toBe('80L');
  });

  it('takes an HMAC-SHA256 signature over the raw body; a wrong key or an altered body is 401 and stores nothing but a counter', async () => {
    const s = sources.webhook!;
    const raw = JSON.stringify({ id: 'evt-2', name: 'Bala', mobile: '9845022222' });
    expect((await push(s.path, raw, { 'x-signature-256': sign(s.secret!, raw) })).statusCode).toBe(200);
    const before = await eventCount();
    const altered = raw.replace('Bala', 'Bal4');
    const bad = await push(s.path, altered, { 'x-signature-256': sign(s.secret!, raw) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toMatch(/key or signature is wrong/);
    expect((await push(s.path, raw, { 'x-api-key': 'nope' })).statusCode).toBe(401);
    expect(await eventCount()).toBe(before);
    await loadSources();
    expect(sources.webhook!.rejectedCount).toBe(2);
  });

  it('refuses bodies it cannot read with a 4xx, and over 64 KB with 413', async () => {
    const s = sources.webhook!;
    const res = await push(s.path, '{"name": ', { 'x-api-key': s.secret! });
    expect(res.statusCode).toBe(400);
    const big = JSON.stringify({ name: 'x', mobile: '9845099999', note: 'y'.repeat(70_000) });
    expect((await push(s.path, big, { 'x-api-key': s.secret! })).statusCode).toBe(413);
    expect((await push('/api/inbound/not-a-key', '{}', { 'x-api-key': 'x' })).statusCode).toBe(404);
  });

  it('a rotated source key and secret: the old ones stop working at once', async () => {
    const old = sources.webhook!;
    const rotated = await api('POST', '/api/integrations/push-sources/webhook/rotate');
    expect(rotated.statusCode).toBe(200);
    expect(rotated.data.secret).not.toBe(old.secret);
    const raw = JSON.stringify({ id: 'evt-3', name: 'C', mobile: '9845033333' });
    expect((await push(old.path, raw, { 'x-api-key': old.secret! })).statusCode).toBe(404);
    expect((await push(rotated.data.path, raw, { 'x-api-key': old.secret! })).statusCode).toBe(401);
    expect((await push(rotated.data.path, raw, { 'x-api-key': rotated.data.secret })).statusCode).toBe(200);
    await loadSources();
  });
});

describe('Meta Lead Ads', () => {
  const appSecret = 'meta-app-secret-1';
  beforeAll(async () => {
    const res = await api('PUT', '/api/integrations/push-sources/meta', {
      settings: { graphBaseUrl: `${portal.url}/graph` },
      appSecret,
      pageToken: portal.credentials.pageToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.data)).not.toContain(appSecret);
    await loadSources();
  });

  it('answers the verification handshake with the verify token only', async () => {
    const s = sources.meta!;
    const ok = await t.app.inject({
      method: 'GET',
      url: `${s.path}?hub.mode=subscribe&hub.verify_token=${s.secret}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const bad = await t.app.inject({
      method: 'GET',
      url: `${s.path}?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`,
    });
    expect(bad.statusCode).toBe(401);
  });

  it('checks X-Hub-Signature-256 over the raw body, fetches the lead from the Graph API and keeps its long id', async () => {
    const s = sources.meta!;
    const leadgenId = '1234567890123456';
    portal.graphLeads.set(leadgenId, {
      id: leadgenId,
      created_time: '2026-11-20T10:00:00+0000',
      field_data: [
        { name: 'full_name', values: ['Meera Iyer'] },
        { name: 'phone_number', values: ['+919845044444'] },
        { name: 'preferred_bhk', values: ['3 BHK'] },
      ],
    });
    // Meta escapes unicode in the body: the signature is over these bytes, not a re-serialisation.
    const raw = `{"object":"page","entry":[{"id":"1","changes":[{"field":"leadgen","value":{"leadgen_id":"${leadgenId}","page_id":"1","form_id":"2","note":"\\u0928"}}]}]}`;
    const altered = raw.replace('"form_id":"2"', '"form_id":"3"');
    expect((await push(s.path, altered, { 'x-hub-signature-256': sign(appSecret, raw) })).statusCode).toBe(401);
    expect((await push(s.path, raw, { 'x-hub-signature-256': 'sha256=00' })).statusCode).toBe(401);
    const res = await push(s.path, raw, { 'x-hub-signature-256': sign(appSecret, raw) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe('created');
    const [lead] = await leadByMobile('9845044444');
    expect(lead!.name).toBe('Meera Iyer');
    const log = await api('GET', '/api/integrations/events?origin=push:meta');
    expect(log.data.events[0].externalId).toBe(leadgenId);
    expect(JSON.stringify(log.data.events)).not.toContain(portal.credentials.pageToken);
  });

  it('a Graph fetch that fails is logged as failed and replays once the lead can be fetched', async () => {
    const s = sources.meta!;
    const leadgenId = '9876543210987654';
    const raw = JSON.stringify({
      object: 'page',
      entry: [{ changes: [{ field: 'leadgen', value: { leadgen_id: leadgenId } }] }],
    });
    const res = await push(s.path, raw, { 'x-hub-signature-256': sign(appSecret, raw) });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe('failed');
    const log = await api('GET', '/api/integrations/events?origin=push:meta&result=failed');
    const event = log.data.events[0];
    expect(event.error).toMatch(/Graph API refused: Unsupported get request/);
    portal.graphLeads.set(leadgenId, {
      id: leadgenId,
      created_time: '2026-11-20T10:00:00+0000',
      field_data: [
        { name: 'full_name', values: ['Late Lead'] },
        { name: 'phone_number', values: ['9845055555'] },
      ],
    });
    const replay = await api('POST', `/api/integrations/events/${event._id}/replay`);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.data.result).toBe('created');
    expect(replay.data.leadName).toBe('Late Lead');
  });
});

describe('Google Ads lead form', () => {
  const lead = (key: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      lead_id: 'TeSter-123-ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      api_version: '1.0',
      form_id: 40000000,
      campaign_id: 20000000,
      google_key: key,
      is_test: false,
      user_column_data: [
        { column_name: 'Full Name', string_value: 'Ravi Kumar', column_id: 'FULL_NAME' },
        { column_name: 'User Phone', string_value: '+91 98450 66666', column_id: 'PHONE_NUMBER' },
        { column_name: 'Which tower?', string_value: 'B', column_id: 'SERVER_CUSTOM' },
      ],
      ...extra,
    });

  it('checks google_key, maps columns by id and never stores the key', async () => {
    const s = sources.google!;
    expect((await push(s.path, lead('wrong'))).statusCode).toBe(401);
    const res = await push(s.path, lead(s.secret!));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe('created');
    const [made] = await leadByMobile('9845066666');
    expect(made!.name).toBe('Ravi Kumar');
    const log = await api('GET', '/api/integrations/events?origin=push:google');
    expect(JSON.stringify(log.data.events)).not.toContain(s.secret!);
    expect(log.data.events[0].payload.enquiry.message).toContain('Which tower?: B');
  });

  it('a test lead is logged as test and makes no lead', async () => {
    const s = sources.google!;
    const res = await push(
      s.path,
      lead(s.secret!, {
        lead_id: 'test-2',
        is_test: true,
        user_column_data: [{ column_id: 'PHONE_NUMBER', string_value: '9845077777' }],
      }),
    );
    expect(res.json().result).toBe('test');
    expect(await leadByMobile('9845077777')).toHaveLength(0);
  });
});

describe('website form', () => {
  beforeAll(async () => {
    const res = await api('PUT', '/api/integrations/push-sources/website', {
      settings: { allowedOrigins: ['https://builder.example.in'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await loadSources();
  });
  const form = (fields: Record<string, string>, origin = 'https://builder.example.in', ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: sources.website!.path,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      remoteAddress: ip,
    });

  it('takes a plain form post from the allowed site and thanks the visitor', async () => {
    const res = await form({ name: 'Web Visitor', mobile: '9845088888', project: 'Lakeview', website: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://builder.example.in');
    expect(res.body).toContain('Thank you');
    expect(await leadByMobile('9845088888')).toHaveLength(1);
  });

  it('refuses another site, thanks a bot that fills the honeypot without storing it, and limits one address', async () => {
    expect((await form({ name: 'X', mobile: '9845099990' }, 'https://evil.example')).statusCode).toBe(401);
    const before = await eventCount();
    const bot = await form({ name: 'Bot', mobile: '9845099991', website: 'http://spam' });
    expect(bot.statusCode).toBe(200);
    expect(await eventCount()).toBe(before);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await form({ name: `P${i}`, mobile: `98450${70000 + i}` }, undefined, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

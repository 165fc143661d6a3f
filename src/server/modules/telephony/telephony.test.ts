import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { calls } from '../../db/schema/calls';
import { leads } from '../../db/schema/leads';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { wav } from '../../test/wav';

const API_KEY = 'key-7781';
const API_TOKEN = 'Tok-Secret-99120';
const CALLBACK_SECRET = 'cb-secret-5521-long';
const REFUSED_NUMBER = '9555555555';

/** A fake Exotel-style provider: records what it was asked, answers as the real API does. */
interface FakeProvider {
  url: string;
  connects: Record<string, string>[];
  close(): Promise<void>;
}

async function startFakeProvider(): Promise<FakeProvider> {
  const connects: Record<string, string>[] = [];
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (c) => {
        text += c;
      });
      req.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (req, res) => {
    const auth = req.headers.authorization ?? '';
    const ok = auth === `Basic ${Buffer.from(`${API_KEY}:${API_TOKEN}`).toString('base64')}`;
    if (req.url === '/recordings/call-1.wav') {
      res.writeHead(ok ? 200 : 401, { 'content-type': 'audio/wav' });
      res.end(ok ? wav() : '');
      return;
    }
    if (!ok) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ RestException: { Message: 'Authentication is required to view this resource.' } }));
      return;
    }
    if (req.method === 'GET' && req.url === '/v1/Accounts/sahyadri1.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ Account: { Sid: 'sahyadri1' } }));
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/Accounts/sahyadri1/Calls/connect.json') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      connects.push(form);
      if (form.To === REFUSED_NUMBER) {
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ RestException: { Message: 'Number is on the DND list' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ Call: { Sid: `CA${connects.length}`, Status: 'in-progress' } }));
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let people: TestUsers;
let fake: FakeProvider;
let leadId: string;
/** The provider's id of the connected call. */
let providerSid: string;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

const settings = (over: Record<string, unknown> = {}) => ({
  provider: 'exotel',
  enabled: true,
  accountSid: 'sahyadri1',
  apiBaseUrl: fake.url,
  apiKey: API_KEY,
  callerId: '020 7123 4567',
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  fake = await startFakeProvider();
  const lead = await api('POST', '/api/lead/create', {
    name: 'Kiran Desai',
    mobile: '9822033333',
    assignedTo: people.executive.id,
  });
  leadId = lead.data.lead._id;
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const callback = (query: string, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/telephony/callback/exotel${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

describe('telephony', () => {
  it('refuses to connect until it is set up', async () => {
    const res = await api('POST', '/api/telephony/connect', { leadId }, people.executive.token);
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toMatch(/not set up/);
  });

  it('keeps the token and callback secret write-only, and tests the account', async () => {
    const put = await api('PUT', '/api/settings/telephony', {
      ...settings(),
      apiToken: 'wrong-token',
      callbackSecret: CALLBACK_SECRET,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.data.apiToken).toEqual({ set: true, changedAt: expect.any(String) });
    expect(put.body).not.toContain(CALLBACK_SECRET);
    const failed = await api('POST', '/api/settings/telephony/test');
    expect(failed.data).toEqual({ ok: false, message: expect.stringContaining('Authentication is required') });
    // Saving again without the secrets keeps them; a new token replaces the old.
    await api('PUT', '/api/settings/telephony', { ...settings(), apiToken: API_TOKEN });
    const get = await api('GET', '/api/settings/telephony');
    expect(get.body).not.toContain(API_TOKEN);
    expect(get.data.callbackSecret.set).toBe(true);
    expect(get.data.callbackUrl).toMatch(/\/api\/telephony\/callback\/exotel$/);
    const ok = await api('POST', '/api/settings/telephony/test');
    expect(ok.data.ok).toBe(true);
    const status = await api('GET', '/api/telephony/status', undefined, people.executive.token);
    expect(status.data).toEqual({ enabled: true });
  });

  it('rings the agent first, then the customer, with the caller id and a status callback', async () => {
    const res = await api('POST', '/api/telephony/connect', { leadId }, people.executive.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.status).toBe('in-progress');
    const sent = fake.connects.at(-1)!;
    expect(sent).toMatchObject({ From: '9876543210', To: '9822033333', CallerId: '020 7123 4567' });
    expect(sent.StatusCallback).toContain('/api/telephony/callback/exotel?secret=');
    expect(sent.CustomField).toBe(res.data.callId);
    const [row] = await t.database.db.select().from(calls).where(eq(calls.id, res.data.callId));
    expect(row).toMatchObject({ source: 'click_to_call', leadId, memberId: people.executive.id });
    expect(row!.providerCallId).toMatch(/^CA\d+$/);
    providerSid = row!.providerCallId!;
  });

  it('refuses a callback with a wrong or missing secret (401) and changes nothing', async () => {
    const before = await t.database.db.select().from(calls);
    const acts = (await t.database.db.select().from(activities).where(eq(activities.kind, 'call'))).length;
    const report = { CallSid: providerSid, Status: 'completed', ConversationDuration: '75' };
    expect((await callback('?secret=nope', report)).statusCode).toBe(401);
    expect((await callback('', report)).statusCode).toBe(401);
    expect(await t.database.db.select().from(calls)).toEqual(before);
    expect((await t.database.db.select().from(activities).where(eq(activities.kind, 'call'))).length).toBe(acts);
  });

  it('completes the call from the callback, stores the recording, and puts it on the timeline once', async () => {
    const report = {
      CallSid: providerSid,
      Status: 'completed',
      ConversationDuration: '75',
      RecordingUrl: `${fake.url}/recordings/call-1.wav`,
      StartTime: '2026-11-20 10:15:00',
    };
    const res = await callback(`?secret=${CALLBACK_SECRET}`, report);
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ ok: true, updated: true });
    const history = await api('GET', `/api/callhistory/byLead/${leadId}`);
    expect(history.data.items[0]).toMatchObject({
      source: 'click_to_call',
      durationSeconds: 75,
      answered: true,
      providerStatus: 'completed',
      hasRecording: true,
      startedAt: '2026-11-20T04:45:00.000Z',
    });
    const audio = await api('GET', history.data.items[0].recordingUrl);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.status).toBe('contacted');
    const again = await callback(`?secret=${CALLBACK_SECRET}`, report);
    expect(JSON.parse(again.body)).toEqual({ ok: true, updated: false });
    const onTimeline = await t.database.db.select().from(activities).where(eq(activities.leadId, leadId));
    expect(onTimeline.filter((a) => a.kind === 'call')).toHaveLength(1);
  });

  it('judges missed calls of the number again when a callback moves the call or a refused call is removed', async () => {
    // Decision 106: calls.not_returned is kept by every writer of calls, the callback included.
    const notReturned = async (deviceCallId: string) => {
      const [row] = await t.database.db.select().from(calls).where(eq(calls.deviceCallId, deviceCallId));
      return row!.notReturned;
    };
    const missed = (deviceCallId: string, number: string, startedAt: string) =>
      api(
        'POST',
        '/api/callhistory/sync',
        { calls: [{ deviceCallId, number, direction: 'missed', startedAt, durationSeconds: 0 }] },
        people.executive.token,
      );
    t.clock.now = new Date('2026-11-21T06:30:00Z');
    expect((await missed('tel-missed-1', '9700000077', '2026-11-20T09:30:00+05:30')).statusCode).toBe(200);
    const res = await api('POST', '/api/telephony/connect', { number: '9700000077' }, people.executive.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await notReturned('tel-missed-1')).toBe(true);
    const [placed] = await t.database.db.select().from(calls).where(eq(calls.id, res.data.callId));
    const report = { CallSid: placed!.providerCallId!, Status: 'completed', ConversationDuration: '30' };
    // The provider says the call started at 10:15 IST on the 20th: 45 minutes after the missed call.
    const done = await callback(`?secret=${CALLBACK_SECRET}`, { ...report, StartTime: '2026-11-20 10:15:00' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await notReturned('tel-missed-1')).toBe(false);

    // A call missed 30 minutes ago is returned by the click-to-call placed now, until the provider
    // refuses it and the placed call is removed.
    expect((await missed('tel-missed-2', REFUSED_NUMBER, '2026-11-21T11:30:00+05:30')).statusCode).toBe(200);
    const refused = await api('POST', '/api/telephony/connect', { number: REFUSED_NUMBER }, people.executive.token);
    expect(refused.statusCode).toBe(502);
    expect(await notReturned('tel-missed-2')).toBe(true);
  });

  it("says the provider's words when it refuses, and keeps no call", async () => {
    const before = (await t.database.db.select().from(calls)).length;
    const res = await api(
      'POST',
      '/api/telephony/connect',
      { number: `+91 ${REFUSED_NUMBER}` },
      people.executive.token,
    );
    expect(res.statusCode).toBe(502);
    expect(res.data.message).toContain('DND');
    expect((await t.database.db.select().from(calls)).length).toBe(before);
  });
});

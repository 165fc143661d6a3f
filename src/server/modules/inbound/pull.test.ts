import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakePortal, startFakePortal } from '../../test/fake-portal';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { portalLimits } from './portals';

let t: TestApp;
let people: TestUsers;
let portal: FakePortal;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

let mobileSeq = 9833000000;
const minutesAgo = (m: number) => new Date(t.clock.now.getTime() - m * 60_000);
function enquiry(id: string, at: Date, extra: Partial<FakePortal['enquiries'][number]> = {}) {
  const e = { id, name: `Buyer ${id}`, mobile: String(mobileSeq++), project: 'Skyline', at, ...extra };
  portal.enquiries.push(e);
  return e;
}

const c = () => portal.credentials;
const cards = {
  acres99: () => ({
    enabled: true,
    pollMinutes: 10,
    settings: { baseUrl: `${portal.url}/acres99`, username: c().user },
    secrets: { password: c().password },
  }),
  magicbricks: () => ({
    enabled: true,
    pollMinutes: 10,
    settings: { baseUrl: `${portal.url}/magicbricks/download.json` },
    secrets: { apiKey: c().mbKey },
  }),
  housing: () => ({
    enabled: true,
    pollMinutes: 10,
    settings: { baseUrl: `${portal.url}/housing`, profileId: c().profileId },
    secrets: { encryptionKey: c().housingKey },
  }),
  generic: () => ({
    enabled: true,
    pollMinutes: 10,
    settings: {
      baseUrl: `${portal.url}/generic`,
      authHeaderName: 'Authorization',
      itemsPath: 'result.items',
      fieldMap: { id: 'ref', name: 'contact.fullName', mobile: 'contact.phone', time: 'when', project: 'site' },
    },
    secrets: { authHeaderValue: c().bearer },
  }),
};
type Kind = keyof typeof cards;

async function save(kind: Kind, body: unknown = cards[kind]()) {
  const res = await api('PUT', `/api/integrations/connectors/${kind}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.data;
}
async function card(kind: Kind) {
  const res = await api('GET', '/api/integrations/connectors');
  expect(res.statusCode, res.body).toBe(200);
  return res.data.connectors.find((x: { kind: string }) => x.kind === kind);
}
async function events(query = '') {
  const res = await api('GET', `/api/integrations/events?pageSize=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.data as {
    events: {
      _id: string;
      result: string;
      leadId: string | null;
      error: string | null;
      payload: unknown;
      externalId: string;
    }[];
    total: number;
  };
}
async function leadsByMobile(mobile: string) {
  const res = await api('GET', `/api/lead/getLeads?search=${mobile}&pageSize=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.data.leads as { _id: string; name: string; status: string; assignedTo: { _id: string } | null }[];
}
const runNow = async (kind: Kind) => {
  const res = await api('POST', `/api/integrations/connectors/${kind}/run`);
  expect(res.statusCode, res.body).toBe(202);
  await t.app.appContext.jobs.drain();
};

beforeAll(async () => {
  t = await buildTestApp({}, process.env.DEBUG_LOG ? { logger: { level: 'error' } } : {});
  t.clock.now = new Date('2026-11-20T06:30:00Z'); // 12:00 IST
  people = await seedUsers(t);
  portal = await startFakePortal();
  // One rule: every lead to the executive, so "assigned by the rules at once" is visible.
  const rule = await api('POST', '/api/assignment-rules', { name: 'All', members: [people.executive.id] });
  expect(rule.statusCode, rule.body).toBe(201);
});
afterAll(async () => {
  await portal.close();
  await t.close();
});
beforeEach(() => {
  portal.mode = {};
  portalLimits.timeoutMs = 10_000;
  portalLimits.housingPerPage = 500;
});

describe('pull connectors: save, test, secrets', () => {
  it('refuses to switch on a card without its credentials, naming the field', async () => {
    const res = await api('PUT', '/api/integrations/connectors/acres99', {
      enabled: true,
      pollMinutes: 10,
      settings: { username: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields['settings.username']).toMatch(/username/);
    expect(res.data.fields['secrets.password']).toBeTruthy();
    const bad = await api('PUT', '/api/integrations/connectors/acres99', { ...cards.acres99(), pollMinutes: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toMatch(/5 to 60 minutes/);
  });

  it('stores secrets sealed and answers only whether they are set; a GET card PUT back keeps them', async () => {
    const saved = await save('acres99', { ...cards.acres99(), enabled: false });
    expect(saved.secrets.password.set).toBe(true);
    expect(JSON.stringify(saved)).not.toContain(c().password);
    const rows = await t.database.db.execute(
      `select secret_ciphertext from settings where key = 'inbound.acres99.password'` as never,
    );
    expect(JSON.stringify(rows)).not.toContain(c().password);
    const view = await card('acres99');
    const again = await api('PUT', '/api/integrations/connectors/acres99', {
      enabled: true,
      pollMinutes: view.pollMinutes,
      settings: view.settings,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.data.secrets.password.set).toBe(true);
    await save('acres99', { ...cards.acres99(), enabled: false });
  });

  it('TEST calls the portal for the last hour and says the count, saving no lead', async () => {
    enquiry('T-1', minutesAgo(20));
    enquiry('T-2', minutesAgo(200)); // outside the hour
    const res = await api('POST', '/api/integrations/connectors/acres99/test', cards.acres99());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ ok: true, found: 1 });
    expect((await events()).total).toBe(0);
    portal.enquiries.length = 0;
  });

  it('TEST shows the portal’s exact error and never the password', async () => {
    const wrong = { ...cards.acres99(), secrets: { password: 'not-the-password' } };
    const res = await api('POST', '/api/integrations/connectors/acres99/test', wrong);
    expect(res.data.ok).toBe(false);
    expect(res.data.message).toContain('Invalid username or password');
    expect(res.data.message).not.toContain('not-the-password');
    const mb = await api('POST', '/api/integrations/connectors/magicbricks/test', {
      ...cards.magicbricks(),
      secrets: { apiKey: 'wrong' },
    });
    expect(mb.data).toMatchObject({ ok: false, message: 'MagicBricks refused: Invalid key' });
    const housing = await api('POST', '/api/integrations/connectors/housing/test', {
      ...cards.housing(),
      secrets: { encryptionKey: 'wrong-key' },
    });
    expect(housing.data.ok).toBe(false);
    expect(housing.data.message).toMatch(/Housing.com refused \(401\).*invalid or expired/);
    expect(housing.data.message).not.toContain('wrong-key');
  });
});

describe('pull connectors: syncing', () => {
  it('first sync makes leads assigned by the rules, in Fresh Leads, with their origin in the timeline', async () => {
    const a = enquiry('A-1', minutesAgo(50), { message: '2 BHK, east facing' });
    const b = enquiry('A-2', minutesAgo(40));
    await save('acres99');
    await runNow('acres99');
    const view = await card('acres99');
    expect(view.lastResult).toMatch(/^2 found/);
    expect(view.failuresInRow).toBe(0);
    const [lead] = await leadsByMobile(a.mobile);
    expect(lead).toMatchObject({ name: 'Buyer A-1' });
    expect(lead!.assignedTo?._id).toBe(people.executive.id);
    const fresh = await api('GET', '/api/lead/getLeads?fresh=true&pageSize=100');
    expect(fresh.data.leads.map((l: { name: string }) => l.name)).toEqual(
      expect.arrayContaining(['Buyer A-1', 'Buyer A-2']),
    );
    const timeline = await api('GET', `/api/lead/getActivitiesByLeadId/${lead!._id}`);
    expect(timeline.data.activities[0].by.name).toBe('99acres');
    expect(await leadsByMobile(b.mobile)).toHaveLength(1);
    const log = await events('&origin=pull:acres99');
    expect(log.events.every((e) => e.result === 'created')).toBe(true);
    expect(JSON.stringify(log.events)).not.toContain(c().password);
  });

  it('an overlapping re-sync adds nothing twice, and picks up what arrived late', async () => {
    const before = (await events('&origin=pull:acres99')).total;
    t.clock.now = new Date(t.clock.now.getTime() + 10 * 60_000);
    const late = enquiry('A-3', minutesAgo(25)); // before the last mark, inside the overlap
    await runNow('acres99');
    const log = await events('&origin=pull:acres99');
    expect(log.total).toBe(before + 1);
    expect(await leadsByMobile(late.mobile)).toHaveLength(1);
    const asked = portal.requests.filter((r) => r.route === 'acres99').at(-1)!;
    expect(asked.body).toContain('start_date');
  });

  it('a repeat enquiry from a live lead’s mobile is a re-enquiry; a closed lead is reopened with a call due now', async () => {
    const first = enquiry('R-1', minutesAgo(5));
    await runNow('acres99');
    const [lead] = await leadsByMobile(first.mobile);
    const closed = await api('PUT', `/api/lead/updateLeadStatus/${lead!._id}`, {
      status: 'not_interested',
      reason: 'budget',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 10 * 60_000);
    enquiry('R-2', minutesAgo(2), { mobile: `+91 ${first.mobile}`, message: 'Calling again about 3 BHK' });
    await runNow('acres99');
    const after = await leadsByMobile(first.mobile);
    expect(after).toHaveLength(1);
    expect(after[0]!.status).toBe('new');
    const timeline = await api('GET', `/api/lead/getActivitiesByLeadId/${lead!._id}`);
    const kinds = timeline.data.activities.map((a: { kind: string }) => a.kind);
    expect(kinds).toEqual(expect.arrayContaining(['re_enquiry', 'status_changed', 'follow_up_scheduled']));
    const re = timeline.data.activities.find((a: { kind: string }) => a.kind === 're_enquiry');
    expect(re.payload).toMatchObject({ reopened: true, message: 'Calling again about 3 BHK' });
    const log = await events('&result=re_enquiry');
    expect(log.events[0]!.leadId).toBe(lead!._id);
  });

  it('MagicBricks JSON, Housing signed pages and the generic JSON source each make their leads', async () => {
    portal.enquiries.length = 0;
    for (let i = 0; i < 3; i++) enquiry(`M-${i}`, minutesAgo(30 + i));
    await save('magicbricks');
    await runNow('magicbricks');
    expect((await events('&origin=pull:magicbricks&result=created')).total).toBe(3);

    portal.enquiries.length = 0;
    portalLimits.housingPerPage = 20;
    for (let i = 0; i < 41; i++) enquiry(`H-${i}`, minutesAgo(10 + (i % 30)));
    await save('housing');
    await runNow('housing');
    expect((await events('&origin=pull:housing&result=created')).total).toBe(41);
    const pages = portal.requests.filter((r) => r.route === 'housing').slice(-3);
    expect(pages.map((p) => p.query.page)).toEqual(['1', '2', '3']);
    expect(pages[0]!.query.hash).toMatch(/^[0-9a-f]{64}$/);

    portal.enquiries.length = 0;
    for (let i = 0; i < 55; i++) enquiry(`G-${i}`, minutesAgo(5 + (i % 30)));
    await save('generic');
    await runNow('generic');
    expect((await events('&origin=pull:generic&result=created')).total).toBe(55);
  });

  it('a malformed enquiry is logged as failed with the reason; the rest go through', async () => {
    portal.enquiries.length = 0;
    enquiry('BAD-1', minutesAgo(3), { mobile: '12345' });
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await runNow('magicbricks');
    const failed = await events('&result=failed');
    const bad = failed.events.find((e) => e.externalId === 'BAD-1');
    expect(bad?.error).toMatch(/12345/);
  });

  it('errors, broken answers and timeouts fail the run with the reason, back off, and warn after 3 in a row', async () => {
    portal.mode.magicbricks = 'malformed';
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await runNow('magicbricks');
    let view = await card('magicbricks');
    expect(view.lastResult).toBe('failed');
    expect(view.lastError).toMatch(/not JSON/);
    expect(view.warning).toBeNull();

    portal.mode.magicbricks = 'silent';
    portalLimits.timeoutMs = 300;
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await runNow('magicbricks');
    view = await card('magicbricks');
    expect(view.lastError).toMatch(/did not answer within 0.3 s/);

    portal.mode.magicbricks = 'error';
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await runNow('magicbricks');
    view = await card('magicbricks');
    expect(view.failuresInRow).toBe(3);
    expect(view.warning).toMatch(/last 3 runs failed/);
    expect(view.lastError).not.toContain(c().mbKey);
    // Backoff: 10 min × 2³, capped at an hour.
    expect(new Date(view.nextRunAt).getTime() - new Date(view.lastRunAt).getTime()).toBe(60 * 60_000);

    portal.mode.magicbricks = 'ok';
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await runNow('magicbricks');
    view = await card('magicbricks');
    expect(view.failuresInRow).toBe(0);
    expect(view.warning).toBeNull();
  });

  it('the schedule polls an enabled connector when due, and not a disabled one', async () => {
    portal.enquiries.length = 0;
    const e = enquiry('S-1', minutesAgo(1));
    const before = portal.requests.length;
    t.clock.now = new Date(t.clock.now.getTime() + 61 * 60_000);
    await t.app.appContext.jobs.drain();
    expect(portal.requests.length).toBeGreaterThan(before);
    expect(await leadsByMobile(e.mobile)).toHaveLength(1);
    await save('generic', { ...cards.generic(), enabled: false });
    const generic = await card('generic');
    expect(generic.nextRunAt).toBeNull();
  });

  it('a failed event is replayed from the log once its cause is fixed', async () => {
    const failed = await events('&result=failed');
    const bad = failed.events.find((e) => e.externalId === 'BAD-1')!;
    const res = await api('POST', `/api/integrations/events/${bad._id}/replay`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.result).toBe('failed'); // the mobile is still wrong: still failed, said why
    const done = (await events('&result=created')).events[0]!;
    const again = await api('POST', `/api/integrations/events/${done._id}/replay`);
    expect(again.statusCode).toBe(409);
  });

  it('other roles: a manager manages integrations, an executive may not', async () => {
    expect((await api('GET', '/api/integrations/connectors', undefined, people.manager.token)).statusCode).toBe(200);
    expect((await api('GET', '/api/integrations/connectors', undefined, people.executive.token)).statusCode).toBe(403);
  });
});

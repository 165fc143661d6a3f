import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

/** 2026-05-10 at this India wall-clock time. */
const ist = (hhmm: string, day = '2026-05-10') => new Date(`${day}T${hhmm}:00+05:30`);

let mobileSeq = 9822000000;
async function addLead(name: string, assignedTo = people.executive.id): Promise<string> {
  const res = await api('POST', '/api/lead/create', { name, mobile: String(mobileSeq++), assignedTo });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead._id;
}

async function schedule(leadId: string, dueAt: string, token = people.admin.token, headers?: Record<string, string>) {
  return api('POST', `/api/lead/scheduleFollowup/${leadId}`, { type: 'call', dueAt }, token, headers);
}

const bucket = async (name: string, token = people.admin.token, extra = '') => {
  const res = await api(
    'GET',
    `/api/lead/getOverallFollowupLeads?bucket=${name}&pageSize=100${extra}`,
    undefined,
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.data as {
    items: { lead: { _id: string; name: string }; followUp: { dueAt: string }; overdueMinutes: number }[];
    total: number;
    today: string;
  };
};
const names = (list: { items: { lead: { name: string } }[] }) => list.items.map((i) => i.lead.name);
const counts = async (token = people.admin.token) => {
  const res = await api('GET', '/api/lead/getFollowupCounts', undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.data as Record<string, number>;
};

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = ist('12:00');
  people = await seedUsers(t);
});
afterAll(() => t.close());

describe('follow-ups: buckets in India time', () => {
  let late: string;
  let old: string;
  let older: string;
  let tomorrowLead: string;
  let nextWeek: string;
  beforeAll(async () => {
    late = await addLead('B Late tonight');
    old = await addLead('B Two days late');
    older = await addLead('B Five days late');
    tomorrowLead = await addLead('B Tomorrow early');
    nextWeek = await addLead('B Next week');
    expect((await schedule(late, '2026-05-10T23:45')).statusCode).toBe(200);
    expect((await schedule(old, '2026-05-08T11:00')).statusCode).toBe(200);
    expect((await schedule(older, '2026-05-05T09:00')).statusCode).toBe(200);
    expect((await schedule(tomorrowLead, '2026-05-11T00:00')).statusCode).toBe(200);
    expect((await schedule(nextWeek, '2026-05-17T10:00')).statusCode).toBe(200);
  });

  for (const [label, clock] of [
    ['00:10 IST', ist('00:10')],
    ['23:50 IST', ist('23:50')],
  ] as const) {
    it(`at ${label}: 23:45 IST is today, pending oldest first, counts equal list totals`, async () => {
      t.clock.now = clock;
      const today = await bucket('today', people.admin.token, '&search=B%20');
      expect(today.today).toBe('2026-05-10');
      expect(names(today)).toEqual(['B Late tonight']);
      expect(today.items[0]!.overdueMinutes).toBe(label === '23:50 IST' ? 5 : 0);
      expect(names(await bucket('tomorrow', people.admin.token, '&search=B%20'))).toEqual(['B Tomorrow early']);
      const pending = await bucket('pending', people.admin.token, '&search=B%20');
      expect(names(pending)).toEqual(['B Five days late', 'B Two days late']);
      expect(pending.items[0]!.overdueMinutes).toBeGreaterThan(pending.items[1]!.overdueMinutes);
      expect(names(await bucket('upcoming', people.admin.token, '&search=B%20'))).toEqual([
        'B Tomorrow early',
        'B Next week',
      ]);
      const c = await counts();
      expect(c.today).toBe((await bucket('today')).total);
      expect(c.tomorrow).toBe((await bucket('tomorrow')).total);
      expect(c.pending).toBe((await bucket('pending')).total);
      // The executive's own view agrees with their own lists too.
      const mine = await counts(people.executive.token);
      expect(mine.pending).toBe((await bucket('pending', people.executive.token)).total);
      expect(mine.today).toBe((await bucket('today', people.executive.token)).total);
    });
  }

  it('lists one member and refuses executives the member view', async () => {
    t.clock.now = ist('12:00');
    const res = await api(
      'GET',
      `/api/lead/getFollowupLeadsByMember/${people.executive.id}?bucket=pending&search=B%20`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.total).toBe(2);
    const other = await api('GET', `/api/lead/getFollowupLeadsByMember/${people.manager.id}?bucket=pending`);
    expect(other.data.total).toBe(0);
    const exec = await api(
      'GET',
      `/api/lead/getFollowupLeadsByMember/${people.executive.id}`,
      undefined,
      people.executive.token,
    );
    expect(exec.statusCode).toBe(403);
  });
});

describe('follow-ups: schedule, log outcome, notes', () => {
  it('keeps one open follow-up per lead: rescheduling records both, the lead mirrors the due time', async () => {
    t.clock.now = ist('12:00');
    const id = await addLead('Reschedule Rao');
    const first = await schedule(id, '2026-05-11T10:00');
    const second = await schedule(id, '2026-05-12T16:30');
    expect(second.data).toMatchObject({ status: 'open', type: 'call', dueAt: '2026-05-12T11:00:00.000Z' });
    const list = (await api('GET', `/api/lead/getFollowupsByLeadId/${id}`)).data.followUps;
    expect(list.map((f: { status: string }) => f.status)).toEqual(['open', 'rescheduled']);
    expect(list[1]._id).toBe(first.data._id);
    const lead = (await api('GET', `/api/lead/getLeadById/${id}`)).data.lead;
    expect(lead.nextFollowUpAt).toBe('2026-05-12T11:00:00.000Z');
    const kinds = (await api('GET', `/api/lead/getActivitiesByLeadId/${id}`)).data.activities.map(
      (a: { kind: string }) => a.kind,
    );
    expect(kinds.filter((k: string) => k.startsWith('follow_up'))).toEqual([
      'follow_up_scheduled',
      'follow_up_rescheduled',
      'follow_up_scheduled',
    ]);
  });

  it('two schedules at once leave exactly one open follow-up', async () => {
    const id = await addLead('Race Rane');
    const [a, b] = await Promise.all([schedule(id, '2026-05-11T10:00'), schedule(id, '2026-05-11T11:00')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const list = (await api('GET', `/api/lead/getFollowupsByLeadId/${id}`)).data.followUps;
    expect(list.filter((f: { status: string }) => f.status === 'open')).toHaveLength(1);
  });

  it('logs an outcome: closes the open one, marks the lead contacted, books the next', async () => {
    const id = await addLead('Outcome Oak');
    await schedule(id, '2026-05-10T11:00');
    expect((await api('GET', `/api/lead/getLeads?fresh=true&search=Outcome`)).data.total).toBe(1);
    const res = await api('POST', `/api/lead/logOutcome/${id}`, {
      outcome: 'connected',
      note: 'Wants 2 BHK',
      next: { type: 'meeting', dueAt: '2026-05-13T17:00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.lead).toMatchObject({ status: 'contacted', nextFollowUpAt: '2026-05-13T11:30:00.000Z' });
    expect(res.data.followUp).toMatchObject({ type: 'meeting', status: 'open' });
    const list = (await api('GET', `/api/lead/getFollowupsByLeadId/${id}`)).data.followUps;
    expect(list[1]).toMatchObject({ status: 'done', outcome: 'connected', note: 'Wants 2 BHK' });
    expect((await api('GET', `/api/lead/getLeads?fresh=true&search=Outcome`)).data.total).toBe(0);
  });

  it('needs a reason for not interested or junk, then closes the open follow-up', async () => {
    const id = await addLead('Lost Lele');
    await schedule(id, '2026-05-11T10:00');
    const bare = await api('POST', `/api/lead/logOutcome/${id}`, { outcome: 'not_interested' });
    expect(bare.statusCode).toBe(400);
    expect(bare.data.message).toMatch(/reason/i);
    const junk = await api('POST', `/api/lead/logOutcome/${id}`, { outcome: 'wrong_number', status: 'junk' });
    expect(junk.statusCode).toBe(400);
    const ok = await api('POST', `/api/lead/logOutcome/${id}`, { outcome: 'not_interested', reason: 'budget' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data.lead).toMatchObject({ status: 'not_interested', nextFollowUpAt: null });
    expect(ok.data.followUp).toBeNull();
    const list = (await api('GET', `/api/lead/getFollowupsByLeadId/${id}`)).data.followUps;
    expect(list.some((f: { status: string }) => f.status === 'open')).toBe(false);
    expect(list[0]).toMatchObject({ outcome: 'not_interested', reason: 'budget' });
  });

  it('the lead form’s next follow-up reschedules, and emptying it cancels', async () => {
    const id = await addLead('Form Fadnis');
    const lead = (await api('GET', `/api/lead/getLeadById/${id}`)).data.lead;
    const set = await api('PUT', `/api/lead/update/${id}`, { ...lead, nextFollowUpAt: '2026-05-14' });
    expect(set.statusCode, set.body).toBe(200);
    let list = (await api('GET', `/api/lead/getFollowupsByLeadId/${id}`)).data.followUps;
    expect(list[0]).toMatchObject({ status: 'open', dueAt: '2026-05-14T04:30:00.000Z' });
    await api('PUT', `/api/lead/update/${id}`, { ...set.data.lead, nextFollowUpAt: null });
    list = (await api('GET', `/api/lead/getFollowupsByLeadId/${id}`)).data.followUps;
    expect(list[0].status).toBe('cancelled');
  });

  it('adds a note to the timeline', async () => {
    const id = await addLead('Note Naik');
    const res = await api('POST', `/api/lead/addNote/${id}`, { note: 'Prefers WhatsApp' });
    expect(res.data).toEqual({ ok: true });
    const acts = (await api('GET', `/api/lead/getActivitiesByLeadId/${id}?kind=note`)).data.activities;
    expect(acts[0].payload).toMatchObject({ text: 'Prefers WhatsApp' });
    expect((await api('POST', `/api/lead/addNote/${id}`, { note: '  ' })).statusCode).toBe(400);
  });
});

describe('follow-ups: executive scope and idempotent retries', () => {
  it('an executive works their own leads; another member’s lead is a 404', async () => {
    const theirs = await addLead('Scope Other', people.manager.id);
    const mine = await addLead('Scope Mine');
    const exec = people.executive.token;
    expect((await schedule(mine, '2026-05-11T10:00', exec)).statusCode).toBe(200);
    expect((await schedule(theirs, '2026-05-11T10:00', exec)).statusCode).toBe(404);
    expect((await api('POST', `/api/lead/logOutcome/${theirs}`, { outcome: 'busy' }, exec)).statusCode).toBe(404);
    expect((await api('POST', `/api/lead/addNote/${theirs}`, { note: 'x' }, exec)).statusCode).toBe(404);
    expect((await api('GET', `/api/lead/getFollowupsByLeadId/${theirs}`, undefined, exec)).statusCode).toBe(404);
    const other = await api(
      'POST',
      `/api/lead/scheduleFollowup/${mine}`,
      { type: 'call', dueAt: '2026-05-11T10:00', assignedTo: people.manager.id },
      exec,
    );
    expect(other.statusCode).toBe(400);
    const report = await api('GET', '/api/lead/getFollowups?pageSize=100', undefined, exec);
    expect(report.data.followUps.every((f: { lead: { name: string } }) => f.lead.name !== 'Scope Other')).toBe(true);
  });

  it('a retried log with the same key answers the same and writes once', async () => {
    const id = await addLead('Retry Rege');
    await schedule(id, '2026-05-10T15:00');
    const body = { outcome: 'call_back_later', next: { type: 'call', dueAt: '2026-05-12T10:00' } };
    const headers = { 'idempotency-key': 'phone-outcome-0001' };
    const exec = people.executive.token;
    const [a, b] = await Promise.all([
      api('POST', `/api/lead/logOutcome/${id}`, body, exec, headers),
      api('POST', `/api/lead/logOutcome/${id}`, body, exec, headers),
    ]);
    const again = await api('POST', `/api/lead/logOutcome/${id}`, body, exec, headers);
    expect([a.statusCode, b.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.data.followUp._id).toBe(a.data.followUp._id);
    expect(b.data.followUp._id).toBe(a.data.followUp._id);
    const list = (await api('GET', `/api/lead/getFollowupsByLeadId/${id}`)).data.followUps;
    expect(list).toHaveLength(2);
    const reused = await api('POST', `/api/lead/logOutcome/${id}`, { outcome: 'busy' }, exec, headers);
    expect(reused.statusCode).toBe(409);
    const note = { 'idempotency-key': 'phone-note-00001' };
    await api('POST', `/api/lead/addNote/${id}`, { note: 'once' }, exec, note);
    await api('POST', `/api/lead/addNote/${id}`, { note: 'once' }, exec, note);
    const notes = (await api('GET', `/api/lead/getActivitiesByLeadId/${id}?kind=note`)).data.activities;
    expect(notes).toHaveLength(1);
  });

  it('the report filters by status and outcome', async () => {
    const res = await api('GET', '/api/lead/getFollowups?status=done&outcome=connected&pageSize=100');
    expect(res.statusCode).toBe(200);
    expect(res.data.followUps.length).toBeGreaterThan(0);
    expect(res.data.followUps.every((f: { outcome: string }) => f.outcome === 'connected')).toBe(true);
    expect(res.data.followUps[0].lead).toHaveProperty('mobile');
  });
});

describe('follow-ups: OpenAPI for the phone app', () => {
  it('documents each write with a description, the Idempotency-Key header and an example body', async () => {
    const res = await call(t.app, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    for (const path of ['logOutcome', 'scheduleFollowup', 'addNote']) {
      const op = res.data.paths[`/api/lead/${path}/{leadId}`].post;
      expect(op.description).toMatch(/Idempotency-Key/);
      expect(op.parameters.some((p: { name: string }) => p.name === 'idempotency-key')).toBe(true);
      const body = op.requestBody.content['application/json'];
      expect(body.schema.example ?? body.example ?? body.schema.examples).toBeTruthy();
    }
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { calls } from '../../db/schema/calls';
import { followUps } from '../../db/schema/follow-ups';
import { leads } from '../../db/schema/leads';
import { multipartBody, samples } from '../../test/multipart';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, type TestUser, type TestUsers } from '../../test/users';
import { wav } from '../../test/wav';

let t: TestApp;
let people: TestUsers;
/** A second executive: Esha must not reach his calls. */
let farhan: TestUser;

// 2026-05-01 12:00 IST.
const NOON = new Date('2026-05-01T06:30:00Z');
const ist = (local: string) => new Date(`${local}+05:30`).toISOString();

const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = people.admin.token) =>
  call(t.app, method, url, { token, body });

async function addLead(name: string, mobile: string, assignedTo: string, extra: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/lead/create', { name, mobile, assignedTo, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead._id as string;
}

let seq = 0;
const aCall = (over: Record<string, unknown> = {}) => ({
  deviceCallId: `dev-${++seq}`,
  number: '9000000000',
  direction: 'outgoing',
  startedAt: ist('2026-05-01T10:00:00'),
  durationSeconds: 30,
  ...over,
});

const sync = (callsToSend: unknown[], token = people.executive.token, memberId?: string) =>
  api('POST', '/api/callhistory/sync', { calls: callsToSend, ...(memberId ? { memberId } : {}) }, token);

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOON;
  people = await seedUsers(t);
  farhan = await addMember(t, people.admin.token, {
    name: 'Farhan Field',
    email: 'farhan@example.in',
    role: 2,
    mobile: '9811111111',
  });
});
afterAll(() => t.close());

describe('call log sync', () => {
  it('matches by the last 10 digits (+91, 0, spaces), the alternate mobile, or not at all; a resend changes nothing', async () => {
    const a = await addLead('Anil Kulkarni', '9822012345', people.executive.id);
    const b = await addLead('Bina Shah', '9822099999', people.executive.id, { alternateMobile: '9833300000' });
    const batch = [
      aCall({ number: '+91 98220 12345' }),
      aCall({ number: '098220-12345', direction: 'incoming', durationSeconds: 12 }),
      aCall({ number: '91 9833300000', direction: 'missed', durationSeconds: 0 }),
      aCall({ number: '+1 415 555 0100' }),
      aCall({ number: '', direction: 'missed', durationSeconds: 0 }),
    ];
    const first = await sync(batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data).toEqual({ accepted: 5, duplicates: 0, matched: 3, unmatched: 2 });

    const db = t.database.db;
    const count = async () => (await db.select().from(calls)).length;
    const acts = async () => (await db.select().from(activities).where(eq(activities.kind, 'call'))).length;
    const before = { calls: await count(), acts: await acts() };
    const again = await sync(batch);
    expect(again.data).toEqual({ accepted: 0, duplicates: 5, matched: 0, unmatched: 0 });
    expect({ calls: await count(), acts: await acts() }).toEqual(before);

    const stored = await db.select().from(calls).where(eq(calls.memberId, people.executive.id));
    expect(stored.filter((c) => c.leadId === a)).toHaveLength(2);
    expect(stored.filter((c) => c.leadId === b)).toHaveLength(1);
    expect(stored.map((c) => c.number)).toContain('4155550100');
    // The answered outgoing call moved the new lead on; the missed call did not.
    const [la] = await db.select().from(leads).where(eq(leads.id, a));
    const [lb] = await db.select().from(leads).where(eq(leads.id, b));
    expect(la!.status).toBe('contacted');
    expect(la!.lastContactedAt?.toISOString()).toBe(ist('2026-05-01T10:00:00'));
    expect(lb!.status).toBe('new');
    const timeline = await api('GET', `/api/lead/getActivities/${a}`);
    if (timeline.statusCode === 200) {
      expect(JSON.stringify(timeline.data)).toContain('Outgoing call, 30s');
    }
  });

  it('logs an outcome and books the next follow-up with the call, on your own lead', async () => {
    const lead = await addLead('Chetan Rao', '9822055555', people.executive.id);
    const res = await sync([
      aCall({
        number: '9822055555',
        durationSeconds: 60,
        outcome: 'interested',
        nextFollowUpAt: '2026-05-03T11:00',
        note: 'Wants 2 BHK',
      }),
    ]);
    expect(res.data).toMatchObject({ accepted: 1, matched: 1 });
    const open = await t.database.db.select().from(followUps).where(eq(followUps.leadId, lead));
    expect(open.find((f) => f.status === 'open')?.dueAt.toISOString()).toBe(ist('2026-05-03T11:00:00'));
    expect(open.find((f) => f.status === 'done')?.outcome).toBe('interested');
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, lead));
    expect(row!.status).toBe('contacted');
  });

  it('refuses bad input with a sentence, and more than 500 calls', async () => {
    const bad = await sync([aCall({ direction: 'sideways' })]);
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toMatch(/Direction/);
    const noReason = await sync([aCall({ outcome: 'not_interested' })]);
    expect(noReason.statusCode).toBe(400);
    const many = await sync(Array.from({ length: 501 }, () => aCall()));
    expect(many.statusCode).toBe(400);
    expect(many.data.message).toMatch(/500/);
  });

  it("keeps an executive to their own calls: no posting or reading another's", async () => {
    const post = await sync([aCall()], people.executive.token, farhan.id);
    expect(post.statusCode).toBe(403);
    const read = await api(
      'GET',
      `/api/callhistory/getCallHistoriesByMember/${farhan.id}`,
      undefined,
      people.executive.token,
    );
    expect(read.statusCode).toBe(403);
    const csv = await api(
      'GET',
      `/api/callhistory/getCallHistoriesByMember/${farhan.id}/export.csv`,
      undefined,
      people.executive.token,
    );
    expect(csv.statusCode).toBe(403);
    // A manager posts for a member; the executive's stats are their own whatever memberId says.
    const managed = await sync([aCall({ number: '9700000001' })], people.manager.token, farhan.id);
    expect(managed.data.accepted).toBe(1);
    const stats = await api(
      'GET',
      `/api/callhistory/getCallHistoryStats?memberId=${farhan.id}&from=2026-05-01&to=2026-05-01`,
      undefined,
      people.executive.token,
    );
    expect(stats.data.memberId).toBe(people.executive.id);
  });
});

describe('history, numbers, leads from calls, recordings', () => {
  it('lists with filters and India days, exports CSV, and finds a number across the team', async () => {
    const farhanCalls = await sync(
      [aCall({ number: '9811122233', startedAt: ist('2026-04-30T23:50:00') })],
      farhan.token,
    );
    expect(farhanCalls.data.accepted).toBe(1);
    await sync([aCall({ number: '+919811122233', startedAt: ist('2026-05-01T00:10:00'), durationSeconds: 0 })]);
    const day = await api(
      'GET',
      `/api/callhistory/getCallHistoriesByMember/${people.executive.id}?from=2026-05-01&to=2026-05-01&q=9811122233`,
    );
    expect(day.statusCode, day.body).toBe(200);
    expect(day.data.total).toBe(1);
    expect(day.data.items[0]).toMatchObject({ number: '9811122233', answered: false, memberName: 'Esha Executive' });
    const missed = await api(
      'GET',
      `/api/callhistory/getCallHistoriesByMember/${people.executive.id}?direction=missed&matched=true`,
    );
    expect(
      missed.data.items.every((c: { direction: string; leadId: string }) => c.direction === 'missed' && c.leadId),
    ).toBe(true);

    const byNumber = await api('GET', '/api/callhistory/getCallHistoryByReciever/0981-112-2233');
    expect(byNumber.data.items.map((c: { memberName: string }) => c.memberName)).toEqual([
      'Esha Executive',
      'Farhan Field',
    ]);
    const ownOnly = await api(
      'GET',
      '/api/callhistory/getCallHistoryByReciever/9811122233',
      undefined,
      people.executive.token,
    );
    expect(ownOnly.data.items).toHaveLength(1);

    const csv = await api('GET', `/api/callhistory/getCallHistoriesByMember/${people.executive.id}/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    const all = await api('GET', `/api/callhistory/getCallHistoriesByMember/${people.executive.id}?pageSize=200`);
    expect(lines).toHaveLength(all.data.total + 1);
    expect(lines[1]).toContain('2026-05-01');
    const same = await api(
      'GET',
      `/api/callhistory/getCallHistoriesByMember/${people.executive.id}?format=csv&direction=missed&matched=true`,
    );
    expect(same.headers['content-type']).toMatch(/text\/csv/);
    expect(same.body.trim().split('\r\n').length).toBe(missed.data.total + 1);
  });

  it('turns an unmatched call into a lead and links every call with that number', async () => {
    const list = await api('GET', `/api/callhistory/getCallHistoriesByMember/${people.executive.id}?q=9811122233`);
    const id = list.data.items[0].id;
    const made = await api('POST', `/api/callhistory/${id}/createLead`, {
      name: 'Dinesh Patil',
      assignedTo: people.executive.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.data.linkedCalls).toBe(2);
    const again = await api('POST', `/api/callhistory/${id}/createLead`, { name: 'Dinesh Patil' });
    expect(again.statusCode).toBe(400);
    const lead = await api('GET', `/api/callhistory/byLead/${made.data.leadId}`);
    expect(lead.data.items).toHaveLength(2);
    const foreign = await api('GET', '/api/callhistory/getCallHistoryByReciever/4155550100');
    // Shown and dialled as the phone wrote it, not as the Indian number +91 41555 50100.
    expect(foreign.data.items[0]).toMatchObject({ number: '4155550100', dialNumber: '+1 415 555 0100' });
    expect(lead.data.items[0].dialNumber).toBe('9811122233');
    const landline = await api('POST', `/api/callhistory/${foreign.data.items[0].id}/createLead`, { name: 'X' });
    expect(landline.statusCode).toBe(400);
    expect(landline.data.message).toMatch(/not a mobile/);
  });

  it('takes audio only, as a recording of a call you may see, and plays it back', async () => {
    const [mine] = await t.database.db.select().from(calls).where(eq(calls.memberId, people.executive.id)).limit(1);
    const pdf = multipartBody({}, [{ field: 'file', filename: 'call.mp3', content: samples.pdf }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/callhistory/${mine!.id}/recording`,
      headers: { authorization: `Bearer ${people.executive.token}`, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(refused.statusCode).toBe(415);
    const audio = multipartBody({}, [{ field: 'file', filename: 'call.wav', content: wav() }]);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/callhistory/${mine!.id}/recording`,
      headers: { authorization: `Bearer ${farhan.token}`, ...audio.headers },
      payload: audio.payload,
    });
    expect(other.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/callhistory/${mine!.id}/recording`,
      headers: { authorization: `Bearer ${people.executive.token}`, ...audio.headers },
      payload: audio.payload,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(JSON.parse(ok.body).call.hasRecording).toBe(true);
    const play = await api('GET', `/api/callhistory/${mine!.id}/recording`, undefined, people.manager.token);
    expect(play.statusCode).toBe(200);
    expect(play.headers['content-type']).toMatch(/^audio\//);
    expect(play.rawPayload.length).toBe(wav().length);
  });
});

describe('figures', () => {
  it('counts per India day: connected, talk time, unique leads, missed calls not returned within 2 h', async () => {
    const m = await addMember(t, people.admin.token, { name: 'Gita Stats', email: 'gita@example.in', role: 2 });
    const lead = await addLead('Hari Joshi', '9822077777', m.id);
    await sync(
      [
        aCall({ number: '9822077777', startedAt: ist('2026-04-29T09:05:00'), durationSeconds: 100 }),
        aCall({ number: '9822077777', startedAt: ist('2026-04-29T09:30:00'), durationSeconds: 0 }),
        aCall({
          number: '9822077777',
          direction: 'incoming',
          startedAt: ist('2026-04-29T12:00:00'),
          durationSeconds: 50,
        }),
        // Missed at 13:00 and returned at 14:30: returned.
        aCall({ number: '9700000010', direction: 'missed', startedAt: ist('2026-04-29T13:00:00'), durationSeconds: 0 }),
        aCall({ number: '9700000010', startedAt: ist('2026-04-29T14:30:00'), durationSeconds: 20 }),
        // Missed and called back after 3 h: not returned.
        aCall({
          number: '9700000011',
          direction: 'rejected',
          startedAt: ist('2026-04-29T15:00:00'),
          durationSeconds: 0,
        }),
        aCall({ number: '9700000011', startedAt: ist('2026-04-29T18:00:00'), durationSeconds: 0 }),
        // 23:30 IST is still the 29th in India (18:00 UTC).
        aCall({ number: '9700000012', direction: 'missed', startedAt: ist('2026-04-29T23:30:00'), durationSeconds: 0 }),
        aCall({ number: '9822077777', startedAt: ist('2026-04-30T00:30:00'), durationSeconds: 10 }),
      ],
      m.token,
    );
    const res = await api('GET', `/api/callhistory/getCallHistoryStats?memberId=${m.id}&from=2026-04-28&to=2026-04-30`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.days.map((d: { date: string }) => d.date)).toEqual(['2026-04-28', '2026-04-29', '2026-04-30']);
    expect(res.data.days[0]).toMatchObject({ calls: 0, firstCallAt: null });
    expect(res.data.days[1]).toEqual({
      date: '2026-04-29',
      calls: 8,
      connected: 3,
      talkSeconds: 170,
      avgTalkSeconds: 57,
      uniqueLeads: 1,
      missedNotReturned: 2,
      firstCallAt: ist('2026-04-29T09:05:00'),
    });
    expect(res.data.days[2]).toMatchObject({ calls: 1, connected: 1, talkSeconds: 10 });
    expect(res.data.totals).toMatchObject({ calls: 9, connected: 4, talkSeconds: 180, uniqueLeads: 1 });
    expect(lead).toBeTruthy();

    const report = await api('GET', '/api/callhistory/getCallHistoryReportByMember?from=2026-04-29&to=2026-04-30');
    expect(report.statusCode, report.body).toBe(200);
    const gita = report.data.members.find((r: { memberId: string }) => r.memberId === m.id);
    expect(gita).toMatchObject({ calls: 9, connected: 4, missedNotReturned: 2, memberName: 'Gita Stats' });
    const execReport = await api('GET', '/api/callhistory/getCallHistoryReportByMember', undefined, m.token);
    expect(execReport.statusCode).toBe(403);
    const tooLong = await api('GET', '/api/callhistory/getCallHistoryStats?from=2024-01-01&to=2026-01-01');
    expect(tooLong.statusCode).toBe(400);
  });
});

/** Missed calls whose stored flag differs from judging them from scratch (decision 106). */
async function flagsOffFromScratch() {
  const res = await t.database.db.execute(sql`
    select count(*)::int as n from calls m
    where m.not_returned <> (m.direction in ('missed', 'rejected') and m.number <> '' and not exists (
      select 1 from calls o where o.number = m.number and o.direction = 'outgoing'
        and o.started_at > m.started_at and o.started_at <= m.started_at + interval '2 hours'))`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

describe('missed calls not returned, kept by the writers', () => {
  it('equals a from-scratch judgement after out-of-order batches and resends, around India midnight', async () => {
    const m = await addMember(t, people.admin.token, { name: 'Indu Night', email: 'indu@example.in', role: 2 });
    // The callback comes first (another member's phone synced earlier): 00:30 IST on the 30th
    // returns the call missed at 23:00 IST on the 29th, across India midnight.
    const returning = aCall({ number: '9600000001', startedAt: ist('2026-04-30T00:30:00'), durationSeconds: 0 });
    expect((await sync([returning], farhan.token)).data.accepted).toBe(1);
    const missedLate = [
      aCall({ number: '9600000001', direction: 'missed', startedAt: ist('2026-04-29T23:00:00'), durationSeconds: 0 }),
      // 23:50 and called back at 02:00 (2 h 10 min): not returned.
      aCall({
        number: '+91 96000 00002',
        direction: 'missed',
        startedAt: ist('2026-04-29T23:50:00'),
        durationSeconds: 0,
      }),
      aCall({ number: '9600000002', startedAt: ist('2026-04-30T02:00:00'), durationSeconds: 40 }),
      // Missed just after midnight, returned later in the same batch by this member: returned.
      aCall({ number: '9600000003', direction: 'rejected', startedAt: ist('2026-04-30T00:05:00'), durationSeconds: 0 }),
      aCall({ number: '09600000003', startedAt: ist('2026-04-30T01:00:00'), durationSeconds: 0 }),
      // Missed after midnight and not yet returned (until the later batch below).
      aCall({ number: '9600000004', direction: 'missed', startedAt: ist('2026-04-30T00:10:00'), durationSeconds: 0 }),
    ];
    expect((await sync(missedLate, m.token)).data.accepted).toBe(6);
    expect(await flagsOffFromScratch()).toBe(0);
    const days = async () => {
      const res = await api(
        'GET',
        `/api/callhistory/getCallHistoryStats?memberId=${m.id}&from=2026-04-29&to=2026-04-30`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.data.days.map((d: { missedNotReturned: number }) => d.missedNotReturned);
    };
    expect(await days()).toEqual([1, 1]);
    // A resend of the same batch changes nothing.
    expect((await sync(missedLate, m.token)).data.duplicates).toBe(6);
    expect(await days()).toEqual([1, 1]);
    // A later batch (out of order, by another member) returns the 00:10 call at 02:09.
    await sync(
      [aCall({ number: '9600000004', startedAt: ist('2026-04-30T02:09:00'), durationSeconds: 5 })],
      farhan.token,
    );
    expect(await flagsOffFromScratch()).toBe(0);
    expect(await days()).toEqual([1, 0]);
    // A missed call not yet 2 hours old is not counted, though nobody has called back yet.
    t.clock.now = new Date(ist('2026-04-30T03:00:00'));
    await sync(
      [aCall({ number: '9600000005', direction: 'missed', startedAt: ist('2026-04-30T02:30:00'), durationSeconds: 0 })],
      m.token,
    );
    expect(await days()).toEqual([1, 0]);
    t.clock.now = new Date(ist('2026-04-30T05:00:00'));
    expect(await days()).toEqual([1, 1]);
    t.clock.now = NOON;
    const report = await api('GET', '/api/callhistory/getCallHistoryReportByMember?from=2026-04-29&to=2026-04-30');
    expect(report.data.members.find((r: { memberId: string }) => r.memberId === m.id)).toMatchObject({
      missedNotReturned: 2,
    });
    expect(await flagsOffFromScratch()).toBe(0);
  });
});

describe('call queue', () => {
  it('orders overdue, today, fresh (oldest first), then due retries; logging an outcome moves on', async () => {
    const m = await addMember(t, people.admin.token, { name: 'Isha Queue', email: 'isha@example.in', role: 2 });
    const freshOld = await addLead('Fresh Old', '9600000001', m.id);
    t.clock.advanceHours(1);
    const freshNew = await addLead('Fresh New', '9600000002', m.id);
    const overdue = await addLead('Overdue Om', '9600000003', m.id, { nextFollowUpAt: '2026-04-29' });
    const today = await addLead('Today Tara', '9600000004', m.id, {
      nextFollowUpAt: new Date(NOON.getTime() + 5 * 3600_000).toISOString(),
    });
    const retry = await addLead('Retry Ravi', '9600000005', m.id);
    // Not answering at 09:00 (more than 2 h before now), once today.
    await sync([aCall({ number: '9600000005', startedAt: ist('2026-05-01T09:00:00'), durationSeconds: 0 })], m.token);
    const tooSoon = await addLead('Soon Sita', '9600000006', m.id);
    await sync(
      [
        aCall({
          number: '9600000006',
          startedAt: new Date(t.clock.now.getTime() - 30 * 60_000).toISOString(),
          durationSeconds: 0,
        }),
      ],
      m.token,
    );

    const q = await api('GET', `/api/callhistory/queue?memberId=${m.id}`);
    expect(q.statusCode, q.body).toBe(200);
    expect(q.data.items.map((i: { leadId: string; reason: string }) => [i.leadId, i.reason])).toEqual([
      [overdue, 'overdue'],
      [today, 'today'],
      [freshOld, 'fresh'],
      [freshNew, 'fresh'],
      [retry, 'retry'],
    ]);
    expect(q.data.counts).toEqual({ overdue: 1, today: 1, fresh: 2, retry: 1 });
    expect(q.data.items[4]).toMatchObject({ triesToday: 1, lastActivity: { kind: expect.any(String) } });
    expect(tooSoon).toBeTruthy();

    // An executive gets their own queue, whatever memberId says.
    const own = await api('GET', `/api/callhistory/queue?memberId=${m.id}`, undefined, people.executive.token);
    expect(own.data.memberId).toBe(people.executive.id);

    // Next: log an outcome on the overdue lead; it leaves the queue.
    const logged = await api('POST', `/api/lead/logOutcome/${overdue}`, { outcome: 'not_answering' }, m.token);
    expect(logged.statusCode, logged.body).toBe(200);
    const after = await api('GET', '/api/callhistory/queue', undefined, m.token);
    expect(after.data.items[0].leadId).toBe(today);
    expect(after.data.items.map((i: { leadId: string }) => i.leadId)).not.toContain(overdue);

    // Three tries a day at most (the setting), after 2 h each.
    const put = await api('PUT', '/api/settings/call-queue', { retryAfterHours: 1, maxTriesPerDay: 1 });
    expect(put.statusCode, put.body).toBe(200);
    const capped = await api('GET', '/api/callhistory/queue', undefined, m.token);
    expect(capped.data.counts.retry).toBe(0);
    await api('PUT', '/api/settings/call-queue', { retryAfterHours: 2, maxTriesPerDay: 3 });
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { followUps } from '../../db/schema/follow-ups';
import { leads } from '../../db/schema/leads';
import { siteVisits } from '../../db/schema/site-visits';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, type TestUser, type TestUsers } from '../../test/users';
import { replaceOpenFollowUp } from '../follow-ups/public';

let t: TestApp;
let people: TestUsers;
let farhan: TestUser;
/** Esha's (the executive's) leads, and one of Farhan's. */
let mine: string[];
let theirs: string;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

// 2026-05-01 12:00 IST.
const NOON = new Date('2026-05-01T06:30:00Z');

async function addLead(name: string, mobile: string, assignedTo: string) {
  const res = await api('POST', '/api/lead/create', { name, mobile, assignedTo });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead._id as string;
}

const book = (
  leadId: string,
  body: Record<string, unknown>,
  token = people.admin.token,
  headers?: Record<string, string>,
) => api('POST', `/api/siteVisit/schedule/${leadId}`, { project: 'Sahyadri Heights', ...body }, token, headers);

async function openFollowUp(leadId: string) {
  const db = t.database.db;
  const [row] = await db
    .select()
    .from(followUps)
    .where(and(eq(followUps.leadId, leadId), eq(followUps.status, 'open')));
  const [lead] = await db
    .select({ next: leads.nextFollowUpAt, status: leads.status })
    .from(leads)
    .where(eq(leads.id, leadId));
  return { followUp: row, next: lead?.next ?? null, status: lead?.status };
}

const kinds = async (leadId: string) =>
  (await t.database.db.select({ kind: activities.kind }).from(activities).where(eq(activities.leadId, leadId))).map(
    (r) => r.kind,
  );

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOON;
  people = await seedUsers(t);
  farhan = await addMember(t, people.admin.token, { name: 'Farhan Exec', email: 'farhan@example.in', role: 2 });
  mine = [];
  for (let i = 0; i < 6; i++) mine.push(await addLead(`Buyer ${i}`, `98220100${10 + i}`, people.executive.id));
  theirs = await addLead('Farhan Buyer', '9822019999', farhan.id);
});
afterAll(() => t.close());

describe('booking a visit', () => {
  it('refuses a time already past in India, a pickup without an address and an inactive companion', async () => {
    const past = await book(mine[0]!, { at: '2026-05-01T11:59' });
    expect(past.statusCode).toBe(400);
    expect(past.data.fields.at).toMatch(/past/);
    const noAddress = await book(mine[0]!, { at: '2026-05-02T11:00', pickup: true });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.data.fields.pickupAddress).toBe('Pickup address is required when pickup is needed.');
    const gone = await book(mine[0]!, { at: '2026-05-02T11:00', accompaniedBy: people.deactivated.id });
    expect(gone.statusCode).toBe(400);
    expect(gone.data.fields.accompaniedBy).toMatch(/active/);
    expect(await t.database.db.select().from(siteVisits)).toHaveLength(0);
  });

  it('books it as the lead’s open site-visit follow-up, and refuses a second booking', async () => {
    const res = await book(mine[0]!, {
      at: '2026-05-02T11:00',
      pickup: true,
      pickupAddress: 'Flat 4, Baner Road, Pune',
      accompaniedBy: people.manager.id,
      note: 'Bring the cost sheet',
    });
    expect(res.statusCode, res.body).toBe(201);
    const visit = res.data.visit;
    expect(visit).toMatchObject({
      lead: { _id: mine[0], name: 'Buyer 0' },
      at: '2026-05-02T05:30:00.000Z',
      pickup: true,
      pickupAddress: 'Flat 4, Baner Road, Pune',
      accompaniedBy: { _id: people.manager.id, name: 'Manoj Manager' },
      assignedTo: { _id: people.executive.id, name: 'Esha Executive' },
      status: 'scheduled',
      interest: null,
    });
    const open = await openFollowUp(mine[0]!);
    expect(open.followUp).toMatchObject({ type: 'site_visit', siteVisitId: visit._id });
    expect(open.next?.toISOString()).toBe(visit.at);
    expect(open.status).toBe('new');
    expect(await kinds(mine[0]!)).toContain('site_visit_scheduled');
    const again = await book(mine[0]!, { at: '2026-05-03T11:00' });
    expect(again.statusCode).toBe(409);
  });

  it('moves the lead only when asked', async () => {
    const res = await book(mine[1]!, { at: '2026-05-01T12:30', leadStatus: 'site_visit_scheduled' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await openFollowUp(mine[1]!)).status).toBe('site_visit_scheduled');
  });

  it('answers a retry with the same Idempotency-Key from the first booking, written once', async () => {
    const headers = { 'idempotency-key': 'visit-retry-0001' };
    const body = { at: '2026-05-04T16:00' };
    const first = await book(mine[2]!, body, people.executive.token, headers);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await book(mine[2]!, body, people.executive.token, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.data.visit._id).toBe(first.data.visit._id);
    const rows = await t.database.db.select().from(siteVisits).where(eq(siteVisits.leadId, mine[2]!));
    expect(rows).toHaveLength(1);
    const other = await book(mine[2]!, { at: '2026-05-05T16:00' }, people.executive.token, headers);
    expect(other.statusCode).toBe(409);
    expect(other.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('an executive', () => {
  it('works only their own leads’ visits; another member’s is a 404', async () => {
    const res = await book(theirs, { at: '2026-05-02T10:00' }, people.executive.token);
    expect(res.statusCode).toBe(404);
    const farhans = await book(theirs, { at: '2026-05-02T10:00' }, farhan.token);
    expect(farhans.statusCode, farhans.body).toBe(201);
    const id = farhans.data.visit._id;
    expect(
      (await api('PUT', `/api/siteVisit/complete/${id}`, { result: 'cancelled' }, people.executive.token)).statusCode,
    ).toBe(404);
    expect(
      (await api('PUT', `/api/siteVisit/reschedule/${id}`, { at: '2026-05-03T10:00' }, people.executive.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await api('GET', `/api/siteVisit/getByLeadId/${theirs}`, undefined, people.executive.token)).statusCode,
    ).toBe(404);
    const list = await api('GET', '/api/siteVisit/getSiteVisits?pageSize=100', undefined, people.executive.token);
    expect(list.statusCode).toBe(200);
    expect(list.data.visits.map((v: { lead: { _id: string } }) => v.lead._id)).not.toContain(theirs);
    const all = await api('GET', '/api/siteVisit/getSiteVisits?pageSize=100');
    expect(all.data.visits.map((v: { lead: { _id: string } }) => v.lead._id)).toContain(theirs);
  });
});

describe('rescheduling and closing', () => {
  it('moves a visit ahead with its follow-up, never into the past', async () => {
    const id = (await api('GET', `/api/siteVisit/getByLeadId/${mine[0]}`)).data.visits[0]._id;
    const past = await api('PUT', `/api/siteVisit/reschedule/${id}`, { at: '2026-04-30T11:00' });
    expect(past.statusCode).toBe(400);
    const before = (await openFollowUp(mine[0]!)).followUp!;
    const res = await api('PUT', `/api/siteVisit/reschedule/${id}`, {
      at: '2026-05-03T15:00',
      note: 'Buyer asked for Sunday',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.visit.at).toBe('2026-05-03T09:30:00.000Z');
    const after = await openFollowUp(mine[0]!);
    expect(after.followUp).toMatchObject({ siteVisitId: id, type: 'site_visit' });
    expect(after.followUp!.id).not.toBe(before.id);
    expect(after.next?.toISOString()).toBe('2026-05-03T09:30:00.000Z');
    const [old] = await t.database.db.select().from(followUps).where(eq(followUps.id, before.id));
    expect(old?.status).toBe('rescheduled');
  });

  it('cannot mark done a visit of a day still to come; done on the day closes it and its follow-up', async () => {
    const id = (await api('GET', `/api/siteVisit/getByLeadId/${mine[0]}`)).data.visits[0]._id;
    const early = await api('PUT', `/api/siteVisit/complete/${id}`, { result: 'done' });
    expect(early.statusCode).toBe(400);
    t.clock.now = new Date('2026-05-03T12:00:00Z'); // 17:30 IST on the visit's day
    const wrongInterest = await api('PUT', `/api/siteVisit/complete/${id}`, { result: 'no_show', interest: 'hot' });
    expect(wrongInterest.statusCode).toBe(400);
    const lost = await api('PUT', `/api/siteVisit/complete/${id}`, { result: 'done', leadStatus: 'junk' });
    expect(lost.statusCode).toBe(400);
    expect(lost.data.fields.leadStatus).toMatch(/reason/);
    const res = await api('PUT', `/api/siteVisit/complete/${id}`, {
      result: 'done',
      interest: 'hot',
      feedback: 'Liked the 2 BHK in wing B',
      leadStatus: 'site_visit_done',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.visit).toMatchObject({ status: 'done', interest: 'hot', feedback: 'Liked the 2 BHK in wing B' });
    const after = await openFollowUp(mine[0]!);
    expect(after.followUp).toBeUndefined();
    expect(after.next).toBeNull();
    expect(after.status).toBe('site_visit_done');
    const [closed] = await t.database.db
      .select()
      .from(followUps)
      .where(and(eq(followUps.leadId, mine[0]!), eq(followUps.siteVisitId, id), eq(followUps.status, 'done')));
    expect(closed).toBeDefined();
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, mine[0]!));
    expect(lead?.lastContactedAt?.toISOString()).toBe('2026-05-03T12:00:00.000Z');
    expect(await kinds(mine[0]!)).toEqual(
      expect.arrayContaining(['site_visit_done', 'follow_up_done', 'status_changed']),
    );
    const twice = await api('PUT', `/api/siteVisit/complete/${id}`, { result: 'cancelled' });
    expect(twice.statusCode).toBe(409);
  });

  it('records a no-show, and a cancellation cancels the follow-up', async () => {
    const noShow = (await api('GET', `/api/siteVisit/getByLeadId/${mine[1]}`)).data.visits[0]._id;
    const res = await api('PUT', `/api/siteVisit/complete/${noShow}`, { result: 'no_show', feedback: 'Phone off' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.visit.status).toBe('no_show');
    expect(await kinds(mine[1]!)).toContain('site_visit_no_show');
    expect((await openFollowUp(mine[1]!)).status).toBe('site_visit_scheduled');

    const cancel = (await api('GET', `/api/siteVisit/getByLeadId/${mine[2]}`)).data.visits[0]._id;
    const keyed = { 'idempotency-key': 'cancel-visit-0001' };
    const done = await api(
      'PUT',
      `/api/siteVisit/complete/${cancel}`,
      { result: 'cancelled' },
      people.executive.token,
      keyed,
    );
    expect(done.statusCode, done.body).toBe(200);
    const retry = await api(
      'PUT',
      `/api/siteVisit/complete/${cancel}`,
      { result: 'cancelled' },
      people.executive.token,
      keyed,
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const rows = await t.database.db.select().from(followUps).where(eq(followUps.leadId, mine[2]!));
    expect(rows.map((r) => r.status)).toEqual(['cancelled']);
    expect(await kinds(mine[2]!)).toContain('site_visit_cancelled');
  });

  it('leaves a call booked after the visit open when the visit is closed', async () => {
    const booked = await book(mine[3]!, { at: '2026-05-03T18:00' });
    expect(booked.statusCode, booked.body).toBe(201);
    const admin = { id: people.admin.id, name: 'Asha Admin', role: 0 as const };
    await t.database.db.transaction((tx) =>
      replaceOpenFollowUp(
        tx,
        { leadId: mine[3]!, type: 'call', dueAt: new Date('2026-05-05T05:30:00Z') },
        admin,
        t.clock.now,
      ),
    );
    const res = await api('PUT', `/api/siteVisit/complete/${booked.data.visit._id}`, { result: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    const open = await openFollowUp(mine[3]!);
    expect(open.followUp).toMatchObject({ type: 'call', siteVisitId: null });
    expect(open.next?.toISOString()).toBe('2026-05-05T05:30:00.000Z');
  });
});

describe('the Schedules list', () => {
  it('groups by India day: 23:45 IST belongs to its own day, not the next', async () => {
    t.clock.now = new Date('2026-05-06T18:40:00Z'); // 00:10 IST on 7 May
    const late = await book(mine[4]!, { at: '2026-05-07T23:45' });
    expect(late.statusCode, late.body).toBe(201);
    const early = await book(mine[5]!, { at: '2026-05-08T00:15' });
    expect(early.statusCode, early.body).toBe(201);
    const day = async (d: string) =>
      (await api('GET', `/api/siteVisit/getSiteVisits?from=${d}&to=${d}`)).data as {
        visits: { _id: string }[];
        total: number;
        today: string;
      };
    const seventh = await day('2026-05-07');
    expect(seventh.visits.map((v) => v._id)).toEqual([late.data.visit._id]);
    expect(seventh.today).toBe('2026-05-07');
    const eighth = await day('2026-05-08');
    expect(eighth.visits.map((v) => v._id)).toEqual([early.data.visit._id]);
    const scheduled = await api('GET', '/api/siteVisit/getSiteVisits?status=scheduled&search=Buyer%205');
    expect(scheduled.data.total).toBe(1);
    const bad = await api('GET', '/api/siteVisit/getSiteVisits?from=2026-02-31');
    expect(bad.statusCode).toBe(400);
  });
});

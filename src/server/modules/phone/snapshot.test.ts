import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_WHATSAPP_GREETING,
  PHONE_APP_LEAD_LIMIT,
  phoneSnapshotSchema,
} from '../../../domain/schemas/phone-app';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, type TestUser, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
let farhan: TestUser;
let projectId: string;
const mine: string[] = [];
let theirs: string;
let adminsOwn: string;
let managersTeamLead: string;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

// 2026-05-01 12:00 IST.
const NOON = new Date('2026-05-01T06:30:00Z');

async function addLead(body: Record<string, unknown>) {
  // A minute apart, so "most recent first" has one answer.
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  const res = await api('POST', '/api/lead/create', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead._id as string;
}

const snapshot = async (token: string) => {
  const res = await api('GET', '/api/phone/snapshot', undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return phoneSnapshotSchema.parse(res.data);
};

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOON;
  people = await seedUsers(t);
  farhan = await addMember(t, people.admin.token, { name: 'Farhan Exec', email: 'farhan@example.in', role: 2 });
  const project = await api('POST', '/api/projects', {
    name: 'Sahyadri Heights',
    city: 'Thane',
    state: 'Maharashtra',
    latitude: 19.2307,
    longitude: 72.9781,
  });
  expect(project.statusCode, project.body).toBe(201);
  projectId = project.data._id;
  const e = people.executive.id;
  mine.push(await addLead({ name: 'Asha Patil', mobile: '9822010001', assignedTo: e, project: 'sahyadri  heights' }));
  mine.push(await addLead({ name: 'Bhavesh Shah', mobile: '9822010002', assignedTo: e }));
  mine.push(await addLead({ name: 'Chitra Rao', mobile: '9822010003', assignedTo: e }));
  theirs = await addLead({ name: 'Farhan Buyer', mobile: '9822019999', assignedTo: farhan.id });
  adminsOwn = await addLead({ name: 'Admin Own', mobile: '9822018888', assignedTo: people.admin.id });
  managersTeamLead = await addLead({ name: 'Team Lead', mobile: '9822017777', assignedTo: people.manager.id });
  t.clock.now = NOON;
  // A follow-up, a visit booked for tomorrow, and a contact on the first two of mine.
  expect(
    (await api('POST', `/api/lead/scheduleFollowup/${mine[1]}`, { type: 'call', dueAt: '2026-05-01T15:00' }))
      .statusCode,
  ).toBe(200);
  expect(
    (await api('POST', `/api/siteVisit/schedule/${mine[0]}`, { project: 'Sahyadri Heights', at: '2026-05-02T11:00' }))
      .statusCode,
  ).toBe(201);
  expect((await api('POST', `/api/lead/logOutcome/${mine[2]}`, { outcome: 'connected' })).statusCode).toBe(200);
  for (const [title, assignee, status] of [
    ['Collect the cheque', people.executive.id, null],
    ['Farhan’s task', farhan.id, null],
    ['Already done', people.executive.id, 'done'],
  ] as const) {
    const task = await api('POST', '/api/task/create', { title, assignee, dueAt: '2026-05-01T17:00', lead: mine[0] });
    expect(task.statusCode, task.body).toBe(201);
    if (status) await api('PUT', `/api/task/updateTaskStatus/${task.data.task._id}`, { status });
  }
  // A visit of Farhan's lead, which must not reach the executive's phone.
  await api('POST', `/api/siteVisit/schedule/${theirs}`, { project: 'Sahyadri Heights', at: '2026-05-02T12:00' });
});
afterAll(() => t.close());

describe('GET /api/phone/snapshot', () => {
  it('holds the member’s own leads, their follow-ups, visits, tasks and projects, and nobody else’s', async () => {
    const snap = await snapshot(people.executive.token);
    expect(snap).toMatchObject({
      now: NOON.toISOString(),
      today: '2026-05-01',
      user: { _id: people.executive.id, role: 2 },
      whatsappGreeting: DEFAULT_WHATSAPP_GREETING,
      leadsTotal: 3,
    });
    // Most recent first: the last one assigned comes first.
    expect(snap.leads.map((l) => l._id)).toEqual([...mine].reverse());
    const asha = snap.leads.find((l) => l._id === mine[0]);
    expect(asha).toMatchObject({ projectId, projectName: 'Sahyadri Heights', lastContactedAt: null });
    // The contacted lead carries when, by the same column as the fresh list.
    expect(snap.leads.find((l) => l._id === mine[2])?.lastContactedAt).toBe(NOON.toISOString());
    const fresh = await api('GET', '/api/lead/getLeads?fresh=true', undefined, people.executive.token);
    expect(fresh.data.leads.map((l: { _id: string }) => l._id).sort()).toEqual(
      snap.leads
        .filter((l) => l.lastContactedAt === null)
        .map((l) => l._id)
        .sort(),
    );
    expect(snap.followUps.map((f) => [f.leadId, f.type])).toEqual([
      [mine[1], 'call'],
      [mine[0], 'site_visit'],
    ]);
    expect(snap.visits).toHaveLength(1);
    expect(snap.visits[0]).toMatchObject({ leadId: mine[0], projectId, status: 'scheduled', checkIn: null });
    expect(snap.tasks.map((x) => x.title)).toEqual(['Collect the cheque']);
    expect(snap.tasks[0]?.lead).toEqual({ _id: mine[0], name: 'Asha Patil' });
    expect(snap.projects).toEqual([
      { _id: projectId, name: 'Sahyadri Heights', latitude: 19.2307, longitude: 72.9781, place: 'Thane, Maharashtra' },
    ]);
  });

  it('gives an administrator and a manager their own leads only, not their scope', async () => {
    const admin = await snapshot(people.admin.token);
    expect(admin.leads.map((l) => l._id)).toEqual([adminsOwn]);
    const manager = await snapshot(people.manager.token);
    expect(manager.leads.map((l) => l._id)).toEqual([managersTeamLead]);
    expect(manager.visits).toEqual([]);
  });

  it('keeps a visit closed today and drops one closed on an earlier day', async () => {
    const visit = (await snapshot(people.executive.token)).visits[0]!;
    t.clock.now = new Date('2026-05-02T06:30:00Z');
    const done = await api('PUT', `/api/siteVisit/complete/${visit._id}`, { result: 'done', interest: 'warm' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await snapshot(people.executive.token)).visits.map((v) => [v._id, v.status])).toEqual([
      [visit._id, 'done'],
    ]);
    t.clock.now = new Date('2026-05-02T18:31:00Z'); // 00:01 IST on the 3rd
    expect((await snapshot(people.executive.token)).visits).toEqual([]);
    t.clock.now = NOON;
  });

  it(`sends at most ${PHONE_APP_LEAD_LIMIT} leads, the most recent, and counts them all`, async () => {
    // 2,001 more leads of Farhan's, written in one statement, assigned a minute apart before today.
    await t.database.db.execute(sql`
      insert into leads (name, mobile, assigned_to, assigned_at, created_at, updated_at, project)
      select 'Bulk ' || g, (7000000000 + g)::text, ${farhan.id}::uuid,
        ${NOON.toISOString()}::timestamptz - make_interval(mins => g), ${NOON.toISOString()}::timestamptz - make_interval(mins => g),
        ${NOON.toISOString()}::timestamptz, 'Sahyadri Heights'
      from generate_series(1, ${PHONE_APP_LEAD_LIMIT + 1}) g`);
    const res = await api('GET', '/api/phone/snapshot', undefined, farhan.token, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const snap = phoneSnapshotSchema.parse(JSON.parse(gunzipSync(res.rawPayload).toString()));
    expect(snap.leadsTotal).toBe(PHONE_APP_LEAD_LIMIT + 2);
    expect(snap.leads).toHaveLength(PHONE_APP_LEAD_LIMIT);
    expect(snap.leads[0]?._id).toBe(theirs);
    expect(snap.leads.at(-1)?.name).toBe(`Bulk ${PHONE_APP_LEAD_LIMIT - 1}`);
    expect(snap.leads.some((l) => l.name === `Bulk ${PHONE_APP_LEAD_LIMIT + 1}`)).toBe(false);
  });
});

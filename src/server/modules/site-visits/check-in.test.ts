import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { siteVisits } from '../../db/schema/site-visits';
import { multipartBody, samples } from '../../test/multipart';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, type TestUser, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
let farhan: TestUser;
let heightsId: string;
/** Visits of the executive's leads: at Sahyadri Heights, at a project with no location, by the lead's project. */
let heightsVisit: string;
let unmappedVisit: string;
let byLeadVisit: string;
let farhansVisit: string;
let heightsLead: string;

const api = apiOf(() => ({ app: t.app, token: people.executive.token }));
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  api(method, url, body, people.admin.token);

// 2026-05-01 12:00 IST; Sahyadri Heights' gate, and a point 0.001° of latitude (~111 m) north of it.
const NOON = new Date('2026-05-01T06:30:00Z');
const SITE = { latitude: 19.2307, longitude: 72.9781 };
const NEAR = { latitude: 19.2317, longitude: 72.9781 };

async function visitFor(name: string, mobile: string, assignedTo: string, project: string, leadProject?: string) {
  const lead = await admin('POST', '/api/lead/create', { name, mobile, assignedTo, project: leadProject });
  expect(lead.statusCode, lead.body).toBe(201);
  const visit = await admin('POST', `/api/siteVisit/schedule/${lead.data.lead._id}`, {
    project,
    at: '2026-05-01T15:00',
  });
  expect(visit.statusCode, visit.body).toBe(201);
  return { leadId: lead.data.lead._id as string, visitId: visit.data.visit._id as string };
}

const checkIn = (id: string, body: unknown, headers?: Record<string, string>) =>
  api('POST', `/api/siteVisit/checkIn/${id}`, body, people.executive.token, headers);

const checkIns = async (leadId: string) =>
  t.database.db
    .select({ payload: activities.payload })
    .from(activities)
    .where(and(eq(activities.leadId, leadId), eq(activities.kind, 'site_visit_check_in')));

function photo(id: string, part: { filename: string; content: Buffer; contentType: string }) {
  const body = multipartBody({}, [{ field: 'file', ...part }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/siteVisit/${id}/photo`,
    headers: { ...body.headers, authorization: `Bearer ${people.executive.token}` },
    payload: body.payload,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOON;
  people = await seedUsers(t);
  farhan = await addMember(t, people.admin.token, { name: 'Farhan Exec', email: 'farhan@example.in', role: 2 });
  const heights = await admin('POST', '/api/projects', {
    name: 'Sahyadri Heights',
    city: 'Thane',
    state: 'Maharashtra',
    ...SITE,
  });
  heightsId = heights.data._id;
  await admin('POST', '/api/projects', { name: 'Green Valley', city: 'Pune', state: 'Maharashtra' });
  const e = people.executive.id;
  ({ visitId: heightsVisit, leadId: heightsLead } = await visitFor('Asha Patil', '9822010001', e, 'sahyadri heights'));
  ({ visitId: unmappedVisit } = await visitFor('Bhavesh Shah', '9822010002', e, 'Green Valley'));
  ({ visitId: byLeadVisit } = await visitFor(
    'Chitra Rao',
    '9822010003',
    e,
    'The tower near the lake',
    'Sahyadri Heights',
  ));
  ({ visitId: farhansVisit } = await visitFor('Farhan Buyer', '9822019999', farhan.id, 'Sahyadri Heights'));
});
afterAll(() => t.close());

describe('POST /api/siteVisit/checkIn/:id', () => {
  it('refuses bad positions, a time ahead and another member’s visit, changing nothing', async () => {
    const north = await checkIn(heightsVisit, { latitude: 91, longitude: 72.9 });
    expect(north.statusCode).toBe(400);
    expect(north.data.fields.latitude).toBe('Latitude must be between -90 and 90.');
    expect((await checkIn(heightsVisit, { latitude: 19.2, longitude: -181 })).data.fields.longitude).toMatch(/between/);
    expect((await checkIn(heightsVisit, { latitude: '19.2', longitude: 72.9 })).statusCode).toBe(400);
    expect((await checkIn(heightsVisit, { ...NEAR, accuracyMeters: -5 })).statusCode).toBe(400);
    const ahead = await checkIn(heightsVisit, { ...NEAR, at: '2026-05-01T07:00:00Z' });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.data.fields.at).toMatch(/future/);
    expect((await checkIn(farhansVisit, NEAR)).statusCode).toBe(404);
    expect((await checkIn('00000000-0000-4000-8000-000000000000', NEAR)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(siteVisits).where(eq(siteVisits.id, heightsVisit));
    expect(row?.checkInAt).toBeNull();
    expect(await checkIns(heightsLead)).toEqual([]);
  });

  it('keeps the position and its distance from the project, at site within 300 m, once per key', async () => {
    const headers = { 'idempotency-key': 'check-in-retry-0001' };
    const body = { ...NEAR, accuracyMeters: 18, at: '2026-05-01T06:25:00Z' };
    const first = await checkIn(heightsVisit, body, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data.visit.checkIn).toEqual({
      at: '2026-05-01T06:25:00.000Z',
      ...NEAR,
      accuracyMeters: 18,
      distanceMeters: 111,
      atSite: true,
      photoFileId: null,
    });
    const retry = await checkIn(heightsVisit, body, headers);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.data.visit.checkIn).toEqual(first.data.visit.checkIn);
    expect((await checkIn(heightsVisit, { ...body, accuracyMeters: 5 }, headers)).statusCode).toBe(409);
    const rows = await checkIns(heightsLead);
    expect(rows.map((r) => (r.payload as { summary: string }).summary)).toEqual([
      'Checked in at Sahyadri Heights, 111 m from the site',
    ]);
  });

  it('replaces the visit’s check-in with a later one and keeps both on the timeline', async () => {
    const far = await checkIn(heightsVisit, { latitude: 19.2607, longitude: 72.9781 });
    expect(far.statusCode, far.body).toBe(200);
    expect(far.data.visit.checkIn).toMatchObject({ at: NOON.toISOString(), distanceMeters: 3336, atSite: false });
    const summaries = (await checkIns(heightsLead)).map((r) => (r.payload as { summary: string }).summary).sort();
    expect(summaries).toEqual([
      'Checked in at Sahyadri Heights, 111 m from the site',
      'Checked in at Sahyadri Heights, 3.3 km from the site',
    ]);
    // The office's list shows it, and the visit a GET returned is still a valid reschedule.
    const list = await admin('GET', '/api/siteVisit/getSiteVisits?from=2026-05-01&to=2026-05-01');
    const shown = list.data.visits.find((v: { _id: string }) => v._id === heightsVisit);
    expect(shown.checkIn).toMatchObject({ distanceMeters: 3336, atSite: false });
    const again = await admin('PUT', `/api/siteVisit/reschedule/${heightsVisit}`, { ...shown, at: '2026-05-01T16:00' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.data.visit.checkIn).toEqual(shown.checkIn);
  });

  it('measures from the lead’s project when the visit’s text names none, and says so when there is no location', async () => {
    const byLead = await checkIn(byLeadVisit, SITE);
    expect(byLead.data.visit.checkIn).toMatchObject({ distanceMeters: 0, atSite: true });
    const unmapped = await checkIn(unmappedVisit, SITE);
    expect(unmapped.statusCode, unmapped.body).toBe(200);
    expect(unmapped.data.visit.checkIn).toMatchObject({ distanceMeters: null, atSite: null });
    const snap = await api('GET', '/api/phone/snapshot');
    const visits = new Map(snap.data.visits.map((v: { _id: string }) => [v._id, v]));
    expect(visits.get(byLeadVisit)).toMatchObject({ projectId: heightsId, checkIn: { distanceMeters: 0 } });
    expect(visits.get(unmappedVisit)).toMatchObject({ checkIn: { distanceMeters: null } });
  });

  it('refuses a closed visit with 409', async () => {
    const done = await api('PUT', `/api/siteVisit/complete/${byLeadVisit}`, { result: 'done', interest: 'hot' });
    expect(done.statusCode, done.body).toBe(200);
    const res = await checkIn(byLeadVisit, SITE);
    expect(res.statusCode).toBe(409);
    expect(res.data.code).toBe('VISIT_CLOSED');
  });
});

describe('POST /api/siteVisit/:id/photo', () => {
  it('takes an image on a checked-in visit, refuses anything else, and the photo can be opened', async () => {
    const [fresh] = await t.database.db.select().from(siteVisits).where(eq(siteVisits.id, farhansVisit));
    expect(fresh?.checkInAt).toBeNull();
    const notImage = await photo(heightsVisit, {
      filename: 'site.jpg',
      content: samples.pdf,
      contentType: 'image/jpeg',
    });
    expect(notImage.statusCode).toBe(415);
    expect(
      (await photo(farhansVisit, { filename: 'x.png', content: samples.png, contentType: 'image/png' })).statusCode,
    ).toBe(404);
    const res = await photo(heightsVisit, { filename: 'gate.png', content: samples.png, contentType: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    const fileId = JSON.parse(res.body).visit.checkIn.photoFileId as string;
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
    const file = await api('GET', `/api/files/${fileId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // A later check-in keeps the photo: it is of the site, not of the fix.
    expect((await checkIn(heightsVisit, NEAR)).data.visit.checkIn.photoFileId).toBe(fileId);
  });

  it('needs a check-in first', async () => {
    const { visitId } = await visitFor('Deepa Deshmukh', '9822010004', people.executive.id, 'Sahyadri Heights');
    const res = await photo(visitId, { filename: 'gate.png', content: samples.png, contentType: 'image/png' });
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body).code).toBe('NOT_CHECKED_IN');
  });
});

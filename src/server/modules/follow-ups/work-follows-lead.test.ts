import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { followUps } from '../../db/schema/follow-ups';
import { siteVisits } from '../../db/schema/site-visits';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, type TestUser, type TestUsers } from '../../test/users';

// Decision 155: reassigning a lead takes its open follow-up and upcoming visits along; booking a
// visit keeps a planned call unless asked to replace it; a note said with a status change is shown once.

let t: TestApp;
let people: TestUsers;
let rohit: TestUser;
let neha: TestUser;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

// Friday 2026-05-01 12:00 IST.
const NOON = new Date('2026-05-01T06:30:00Z');
let mobileNo = 0;

async function addLead(name: string, assignedTo: string, nextFollowUpAt?: string) {
  mobileNo++;
  const res = await api('POST', '/api/lead/create', {
    name,
    mobile: `98230${String(mobileNo).padStart(5, '0')}`,
    assignedTo,
    ...(nextFollowUpAt ? { nextFollowUpAt: `${nextFollowUpAt}:00+05:30` } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead;
}

const book = (leadId: string, body: Record<string, unknown>) =>
  api('POST', `/api/siteVisit/schedule/${leadId}`, { project: 'Sahyadri Heights', ...body });

async function openFollowUps(leadId: string) {
  return t.database.db
    .select()
    .from(followUps)
    .where(and(eq(followUps.leadId, leadId), eq(followUps.status, 'open')));
}

async function visitsOf(leadId: string) {
  return t.database.db.select().from(siteVisits).where(eq(siteVisits.leadId, leadId));
}

async function assignedRows(leadId: string) {
  return (
    await t.database.db
      .select({ payload: activities.payload })
      .from(activities)
      .where(and(eq(activities.leadId, leadId), eq(activities.kind, 'assigned')))
  ).map((r) => r.payload as { summary: string; changes: { field: string; from: string | null; to: string | null }[] });
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOON;
  people = await seedUsers(t);
  rohit = await addMember(t, people.admin.token, { name: 'Rohit Pawar', email: 'rohit@example.in', role: 2 });
  neha = await addMember(t, people.admin.token, { name: 'Neha Jadhav', email: 'neha@example.in', role: 2 });
});
afterAll(() => t.close());

describe('booking a site visit beside a planned call', () => {
  it('keeps the call unless asked to replace it; moving or closing the visit leaves the call', async () => {
    const lead = await addLead('Call And Visit', rohit.id, '2026-05-02T11:00');
    const booked = await book(lead._id, { at: '2026-05-03T10:30' });
    expect(booked.statusCode, booked.body).toBe(201);
    const [call] = await openFollowUps(lead._id);
    expect(call).toMatchObject({ type: 'call', siteVisitId: null, dueAt: new Date('2026-05-02T05:30:00Z') });
    const visitId = booked.data.visit._id;
    expect(await visitsOf(lead._id)).toMatchObject([{ id: visitId, status: 'scheduled' }]);

    const moved = await api('PUT', `/api/siteVisit/reschedule/${visitId}`, { at: '2026-05-04T10:30' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await openFollowUps(lead._id))[0]).toMatchObject({ id: call!.id, type: 'call' });

    const cancelled = await api('PUT', `/api/siteVisit/complete/${visitId}`, { result: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await openFollowUps(lead._id))[0]).toMatchObject({ id: call!.id, type: 'call' });
  });

  it('replaces the call with the visit when asked, and refuses a replace that is not yes or no', async () => {
    const lead = await addLead('Replace Call', rohit.id, '2026-05-02T11:00');
    const bad = await book(lead._id, { at: '2026-05-03T10:30', replaceFollowUp: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.replaceFollowUp).toBe('Replace the planned follow-up is yes or no.');
    expect(await visitsOf(lead._id)).toHaveLength(0);
    const booked = await book(lead._id, { at: '2026-05-03T10:30', replaceFollowUp: true });
    expect(booked.statusCode, booked.body).toBe(201);
    const open = await openFollowUps(lead._id);
    expect(open).toMatchObject([{ type: 'site_visit', siteVisitId: booked.data.visit._id }]);
  });
});

describe('work follows the lead', () => {
  it('one lead edited to another holder: its call and Sunday’s visit go to the new holder, said on the timeline', async () => {
    const lead = await addLead('Sunday Visit', rohit.id, '2026-05-02T11:00');
    const booked = await book(lead._id, { at: '2026-05-03T10:30', accompaniedBy: rohit.id });
    expect(booked.statusCode, booked.body).toBe(201);
    const current = (await api('GET', `/api/lead/getLeadById/${lead._id}`)).data.lead;
    const edit = await api('PUT', `/api/lead/update/${lead._id}`, { ...current, assignedTo: current.assignedTo });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await assignedRows(lead._id)).toEqual([]);

    const res = await api('PUT', `/api/lead/update/${lead._id}`, { ...current, assignedTo: { _id: neha.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await openFollowUps(lead._id)).toMatchObject([{ type: 'call', assignedTo: neha.id }]);
    expect(await visitsOf(lead._id)).toMatchObject([{ accompaniedBy: neha.id, status: 'scheduled' }]);
    const [row] = await assignedRows(lead._id);
    expect(row!.summary).toBe(
      'The open call of 02/05/2026, 11:00 and the site visit to Sahyadri Heights on 03/05/2026, 10:30 moved from Rohit Pawar to Neha Jadhav.',
    );

    // Neha's tomorrow list and her phone's visits have it at once; Rohit's no longer do.
    const tomorrow = (token: string) =>
      api('GET', '/api/lead/getOverallFollowupLeads?bucket=tomorrow', undefined, token);
    const nehaList = await tomorrow(neha.token);
    expect(nehaList.statusCode, nehaList.body).toBe(200);
    const ids = (list: { data: { items: { lead: { _id: string } }[] } }) => list.data.items.map((i) => i.lead._id);
    expect(ids(nehaList)).toContain(lead._id);
    expect(nehaList.data.items.find((i: { lead: { _id: string } }) => i.lead._id === lead._id).followUp).toMatchObject({
      assignedTo: { _id: neha.id },
    });
    expect(ids(await tomorrow(rohit.token))).not.toContain(lead._id);
    const schedules = await api(
      'GET',
      '/api/siteVisit/getSiteVisits?from=2026-05-03&to=2026-05-03',
      undefined,
      neha.token,
    );
    expect(schedules.data.visits).toMatchObject([
      { lead: { _id: lead._id }, assignedTo: { _id: neha.id }, accompaniedBy: { _id: neha.id } },
    ]);
    const byLead = await api('GET', `/api/lead/getFollowupsByLeadId/${lead._id}`, undefined, neha.token);
    expect(byLead.statusCode, byLead.body).toBe(200);
    expect(byLead.data.followUps.find((f: { status: string }) => f.status === 'open').assignedTo.name).toBe(
      'Neha Jadhav',
    );
  });

  it('bulk: every lead’s work moves in one go, one "assigned" row each; a visit of a past day keeps who was to go', async () => {
    const a = await addLead('Bulk A', rohit.id, '2026-05-02T09:00');
    const b = await addLead('Bulk B', rohit.id);
    const c = await addLead('Bulk C', neha.id, '2026-05-02T09:30');
    expect((await book(b._id, { at: '2026-05-01T18:00', accompaniedBy: rohit.id })).statusCode).toBe(201);
    // A day later the visit of yesterday evening is still open (nobody closed it).
    t.clock.advanceHours(24);
    try {
      const res = await api('PUT', '/api/lead/assign', { leadIds: [a._id, b._id, c._id], assignedTo: neha.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.updated).toBe(2);
      expect(await openFollowUps(a._id)).toMatchObject([{ assignedTo: neha.id }]);
      // The unclosed visit is still the lead's open follow-up, now Neha's to close; Rohit stays the one
      // who was to go on a day already past.
      expect(await visitsOf(b._id)).toMatchObject([{ accompaniedBy: rohit.id, status: 'scheduled' }]);
      expect(await openFollowUps(b._id)).toMatchObject([{ type: 'site_visit', assignedTo: neha.id }]);
      const rowsA = await assignedRows(a._id);
      expect(rowsA).toHaveLength(1);
      expect(rowsA[0]!.summary).toBe(
        'Assigned to Neha Jadhav. The open call of 02/05/2026, 09:00 moved from Rohit Pawar to Neha Jadhav.',
      );
      expect(rowsA[0]!.changes[0]).toEqual({ field: 'Assigned to', from: 'Rohit Pawar', to: 'Neha Jadhav' });
      expect(await assignedRows(b._id)).toMatchObject([
        {
          summary:
            'Assigned to Neha Jadhav. The open site visit of 01/05/2026, 18:00 moved from Rohit Pawar to Neha Jadhav.',
        },
      ]);
      expect(await assignedRows(c._id)).toEqual([]);
    } finally {
      t.clock.now = NOON;
    }
  });

  it('idle leads, to a named member and by the rules: the follow-up goes with each', async () => {
    const byName = await addLead('Idle Named', rohit.id, '2026-05-03T12:00');
    t.clock.advanceHours(25);
    try {
      const named = await api('POST', '/api/lead/reassignIdle', { assignedTo: neha.id });
      expect(named.statusCode, named.body).toBe(200);
      expect(await openFollowUps(byName._id)).toMatchObject([{ assignedTo: neha.id }]);
      expect((await assignedRows(byName._id))[0]!.summary).toBe(
        'Idle lead reassigned to Neha Jadhav. The open call of 03/05/2026, 12:00 moved from Rohit Pawar to Neha Jadhav.',
      );

      const rule = await api('POST', '/api/assignment-rules', { name: 'Everyone', members: [rohit.id] });
      expect(rule.statusCode, rule.body).toBe(201);
      const byRule = await addLead('Idle By Rule', neha.id, '2026-05-04T12:00');
      t.clock.advanceHours(25);
      const res = await api('POST', '/api/lead/reassignIdle', {});
      expect(res.statusCode, res.body).toBe(200);
      const lead = (await api('GET', `/api/lead/getLeadById/${byRule._id}`)).data.lead;
      expect(lead.assignedTo._id).toBe(rohit.id);
      expect(await openFollowUps(byRule._id)).toMatchObject([{ assignedTo: rohit.id }]);
      expect(await assignedRows(byRule._id)).toMatchObject([
        { summary: expect.stringMatching(/^Idle lead reassigned to Rohit Pawar\. The open call of/) },
      ]);
    } finally {
      t.clock.now = NOON;
    }
  });
});

describe('a note said with a status change', () => {
  it('is on the timeline once when logged with an outcome', async () => {
    const lead = await addLead('Note Once', rohit.id, '2026-05-02T11:00');
    const res = await api('POST', `/api/lead/logOutcome/${lead._id}`, {
      outcome: 'interested',
      status: 'site_visit_scheduled',
      note: 'Wants a 2 BHK facing east',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.select().from(activities).where(eq(activities.leadId, lead._id));
    const withNote = rows.filter((r) => JSON.stringify(r.payload).includes('Wants a 2 BHK facing east'));
    expect(withNote.map((r) => r.kind)).toEqual(['follow_up_done']);
    expect(rows.map((r) => r.kind)).toContain('status_changed');
  });

  it('is on the timeline once when a visit is closed with feedback and a new status', async () => {
    const lead = await addLead('Feedback Once', rohit.id);
    const booked = await book(lead._id, { at: '2026-05-01T18:00' });
    expect(booked.statusCode, booked.body).toBe(201);
    const res = await api('PUT', `/api/siteVisit/complete/${booked.data.visit._id}`, {
      result: 'done',
      interest: 'hot',
      feedback: 'Liked the corner flat on the 7th floor',
      leadStatus: 'site_visit_done',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.select().from(activities).where(eq(activities.leadId, lead._id));
    const withNote = rows.filter((r) => JSON.stringify(r.payload).includes('Liked the corner flat'));
    expect(withNote.map((r) => r.kind)).toEqual(['site_visit_done']);
    expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['follow_up_done', 'status_changed']));
  });
});

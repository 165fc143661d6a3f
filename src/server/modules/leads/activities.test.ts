import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
let mobileSeq = 9100000000;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

async function addLead(overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/lead/create', {
    name: 'Kavita Joshi',
    mobile: String(++mobileSeq),
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead as { _id: string; name: string; mobile: string };
}

interface Activity {
  kind: string;
  by: { _id: string | null; name: string };
  at: string;
  payload: { summary: string; changes?: unknown[]; note?: string | null };
}
const activities = async (id: string, query = '', token = people.admin.token) => {
  const res = await api('GET', `/api/lead/getActivitiesByLeadId/${id}${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.data as { activities: Activity[]; total: number; page: number; pageSize: number };
};

/** A lead with five changes: created, updated, two status changes, binned and restored. */
async function busyLead(assignedTo?: string) {
  const lead = await addLead(assignedTo ? { assignedTo } : {});
  const edit = await api('PUT', `/api/lead/update/${lead._id}`, {
    name: 'Kavita R. Joshi',
    mobile: lead.mobile,
    assignedTo: assignedTo ?? null,
  });
  expect(edit.statusCode, edit.body).toBe(200);
  for (const status of ['contacted', 'interested']) {
    const res = await api('PUT', `/api/lead/updateLeadStatus/${lead._id}`, { status, note: `Now ${status}` });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await api('PUT', `/api/lead/moveToRecycleBin/${lead._id}`)).statusCode).toBe(200);
  expect((await api('PUT', `/api/lead/restoreLead/${lead._id}`)).statusCode).toBe(200);
  return lead;
}

describe('lead activities', () => {
  it('records every change as an activity, newest first, and keeps the history endpoint answering', async () => {
    const lead = await busyLead();
    const all = await activities(lead._id);
    expect(all.total).toBe(6);
    expect(all.activities.map((a) => a.kind)).toEqual([
      'restored',
      'binned',
      'status_changed',
      'status_changed',
      'updated',
      'created',
    ]);
    expect(all.activities[2]).toMatchObject({
      by: { _id: people.admin.id },
      payload: {
        summary: 'Status changed to Interested',
        note: 'Now interested',
        changes: [{ field: 'Status', from: 'Contacted', to: 'Interested' }],
      },
    });
    const history = await api('GET', `/api/lead/getLeadHistoryByLeadId/${lead._id}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.data.history.map((h: { action: string }) => h.action)).toEqual([
      'restored',
      'moved_to_bin',
      'status_changed',
      'status_changed',
      'updated',
      'created',
    ]);
    expect(history.data.history[2]).toEqual({
      _id: expect.any(String),
      action: 'status_changed',
      summary: 'Status changed to Interested',
      changes: [{ field: 'Status', from: 'Contacted', to: 'Interested' }],
      note: 'Now interested',
      by: { _id: people.admin.id, name: all.activities[2]!.by.name },
      at: all.activities[2]!.at,
    });
  });

  it('filters by kind and pages', async () => {
    const lead = await busyLead();
    const changes = await activities(lead._id, '?kind=status_changed');
    expect(changes.total).toBe(2);
    expect(changes.activities.map((a) => a.payload.note)).toEqual(['Now interested', 'Now contacted']);
    expect((await activities(lead._id, '?kind=call')).activities).toEqual([]);
    const second = await activities(lead._id, '?page=2&pageSize=4');
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(second.activities.map((a) => a.kind)).toEqual(['updated', 'created']);
    const bad = await api('GET', `/api/lead/getActivitiesByLeadId/${lead._id}?kind=teleported`);
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toEqual(expect.any(String));
  });

  it('shows an executive the timeline of their own leads only (404 for others)', async () => {
    const mine = await busyLead(people.executive.id);
    const notMine = await busyLead(people.manager.id);
    const token = people.executive.token;
    expect((await activities(mine._id, '', token)).total).toBe(6);
    const other = await api('GET', `/api/lead/getActivitiesByLeadId/${notMine._id}`, undefined, token);
    expect(other.statusCode).toBe(404);
    expect(other.data.code).toBe('LEAD_NOT_FOUND');
    const missing = await api('GET', '/api/lead/getActivitiesByLeadId/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('goes with the lead when it is purged', async () => {
    const lead = await addLead();
    expect((await api('PUT', `/api/lead/moveToRecycleBin/${lead._id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/lead/deleteLead/${lead._id}`)).statusCode).toBe(200);
    const gone = await api('GET', `/api/lead/getActivitiesByLeadId/${lead._id}`);
    expect(gone.statusCode).toBe(404);
  });
});

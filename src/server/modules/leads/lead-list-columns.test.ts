import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

// The lead list's optional columns (decision 159): when anything last happened to a lead and when
// it was last contacted, on every list answer built from the lead list (list, bin, report rows).

let t: TestApp;
let people: TestUsers;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

/** 2026-09-14 at this India wall-clock time. */
const ist = (hhmm: string, day = '2026-09-14') => new Date(`${day}T${hhmm}:00+05:30`);

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = ist('09:00');
  people = await seedUsers(t);
});
afterAll(() => t.close());

type Row = { _id: string; name: string; lastActivityAt: string | null; lastContactedAt: string | null };
const listed = async (url: string) => {
  const res = await api('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.data.leads as Row[];
};

describe('lead list: last activity and last contact', () => {
  it('gives each row its newest activity and its last contact, the order unchanged', async () => {
    const called = await api('POST', '/api/lead/create', { name: 'Columns Called', mobile: '9811100001' });
    expect(called.statusCode, called.body).toBe(201);
    const calledId = called.data.lead._id as string;

    t.clock.now = ist('11:30');
    const quiet = await api('POST', '/api/lead/create', { name: 'Columns Quiet', mobile: '9811100002' });
    expect(quiet.statusCode, quiet.body).toBe(201);

    // A call's outcome is a contact and an activity; a status change later is only an activity.
    t.clock.now = ist('15:45');
    const outcome = await api('POST', `/api/lead/logOutcome/${calledId}`, { outcome: 'connected' });
    expect(outcome.statusCode, outcome.body).toBe(200);
    t.clock.now = ist('10:15', '2026-09-16');
    const status = await api('PUT', `/api/lead/updateLeadStatus/${calledId}`, { status: 'negotiation' });
    expect(status.statusCode, status.body).toBe(200);

    const rows = await listed('/api/lead/getLeads?search=Columns');
    // Newest created first, as before.
    expect(rows.map((r) => r.name)).toEqual(['Columns Quiet', 'Columns Called']);
    expect(rows[0]).toMatchObject({ lastActivityAt: ist('11:30').toISOString(), lastContactedAt: null });
    expect(rows[1]).toMatchObject({
      lastActivityAt: ist('10:15', '2026-09-16').toISOString(),
      lastContactedAt: ist('15:45').toISOString(),
    });

    // Sorted by name the same figures follow their leads.
    const byName = await listed('/api/lead/getLeads?search=Columns&sort=name');
    expect(byName.map((r) => [r.name, r.lastContactedAt])).toEqual([
      ['Columns Called', ist('15:45').toISOString()],
      ['Columns Quiet', null],
    ]);

    // The recycle bin is the same list of binned leads.
    const binned = await api('PUT', `/api/lead/moveToRecycleBin/${calledId}`);
    expect(binned.statusCode, binned.body).toBe(200);
    const bin = await listed('/api/lead/getRecycleBinsLeads');
    expect(bin.find((r) => r._id === calledId)?.lastContactedAt).toBe(ist('15:45').toISOString());
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../db/schema/calls';
import { leads } from '../../db/schema/leads';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { liveThenRolledUp } from './rollup/rollup-fixture';
import { reportWorld } from './work-report-fixture';

/**
 * A lead's first contact (decision 147) is kept by the database in the writer's transaction:
 * these tests go through the real writers (call sync, assignment) and read it back as the
 * performance report's "contacted within SLA".
 */
let t: TestApp;
let people: TestUsers;
const ist = (local: string) => new Date(`${local}+05:30`);
const NOON = ist('2026-05-01T12:00:00');
const DAY = 'period=custom&from=2026-05-01&to=2026-05-01';

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

async function addLead(name: string, mobile: string, assignedTo: string) {
  const res = await api('POST', '/api/lead/create', { name, mobile, assignedTo });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead._id as string;
}

let seq = 0;
const aCall = (number: string, direction: string, local: string, durationSeconds: number) => ({
  deviceCallId: `fc-${++seq}`,
  number,
  direction,
  startedAt: ist(local).toISOString(),
  durationSeconds,
});
const sync = async (items: unknown[], token = people.executive.token) => {
  const res = await api('POST', '/api/callhistory/sync', { calls: items }, token);
  expect(res.statusCode, res.body).toBeLessThan(300);
};

async function firstContact(id: string) {
  const [row] = await t.database.db
    .select({ at: leads.firstContactAt, by: leads.firstContactBy })
    .from(leads)
    .where(eq(leads.id, id));
  return { at: row!.at?.toISOString() ?? null, by: row!.by };
}

async function slaOf(memberId: string, period = DAY) {
  const res = await api('GET', `/api/report/performance?${period}`);
  expect(res.statusCode, res.body).toBe(200);
  const m = (res.data.members as { memberId: string; current: Record<string, number> }[]).find(
    (x) => x.memberId === memberId,
  );
  return { assigned: m?.current.leadsAssigned ?? 0, inSla: m?.current.contactedInSla ?? 0 };
}

let reached: string;
let missed: string;
let before: string;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOON;
  people = await seedUsers(t);
  reached = await addLead('Reached', '9811100001', people.executive.id);
  missed = await addLead('Missed', '9811100002', people.executive.id);
  before = await addLead('Called before', '9811100003', people.executive.id);
});
afterAll(() => t.close());

describe('first contact kept at write time', () => {
  it('a synced call sets it; a missed or rejected call, or one before assignment, does not', async () => {
    await sync([
      aCall('9811100001', 'outgoing', '2026-05-01T13:00:00', 0),
      aCall('9811100001', 'outgoing', '2026-05-01T12:30:00', 40),
      aCall('9811100002', 'missed', '2026-05-01T12:10:00', 0),
      aCall('9811100002', 'rejected', '2026-05-01T12:20:00', 0),
      aCall('9811100003', 'outgoing', '2026-05-01T11:59:59', 60),
    ]);
    expect(await firstContact(reached)).toEqual({
      at: ist('2026-05-01T12:30:00').toISOString(),
      by: people.executive.id,
    });
    expect(await firstContact(missed)).toEqual({ at: null, by: null });
    expect(await firstContact(before)).toEqual({ at: null, by: null });
    // A later batch bringing an earlier call moves it earlier; exactly at assigned_at counts.
    await sync([aCall('9811100003', 'incoming', '2026-05-01T12:00:00', 5)]);
    expect((await firstContact(before)).at).toBe(NOON.toISOString());
    expect(await slaOf(people.executive.id)).toEqual({ assigned: 3, inSla: 2 });
  });

  it('a reassigned lead counts only its new holder’s contact after the new assigned_at', async () => {
    t.clock.now = ist('2026-05-01T14:00:00');
    const res = await api('PUT', '/api/lead/assign', { leadIds: [reached], assignedTo: people.manager.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await slaOf(people.manager.id)).toEqual({ assigned: 1, inSla: 0 });
    expect(await slaOf(people.executive.id)).toEqual({ assigned: 2, inSla: 1 });
    // The old holder's late-synced call after the reassignment is not the new holder's contact.
    await sync([aCall('9811100001', 'outgoing', '2026-05-01T14:10:00', 30)]);
    expect(await slaOf(people.manager.id)).toEqual({ assigned: 1, inSla: 0 });
    await reportWorld(t).call({
      memberId: people.manager.id,
      leadId: reached,
      direction: 'outgoing',
      at: ist('2026-05-01T15:00:00').toISOString(),
      seconds: 0,
    });
    expect(await firstContact(reached)).toEqual({
      at: ist('2026-05-01T15:00:00').toISOString(),
      by: people.manager.id,
    });
    expect(await slaOf(people.manager.id)).toEqual({ assigned: 1, inSla: 1 });
  });

  it('a call deleted, moved to another lead or re-timed is recomputed from what remains', async () => {
    const db = t.database.db;
    await db.delete(calls).where(and(eq(calls.leadId, reached), eq(calls.memberId, people.manager.id)));
    expect(await firstContact(reached)).toEqual({ at: null, by: null });
    // The executive's answered call to "Called before" moved onto "Missed": its only contact now.
    await db.execute(sql`update calls set lead_id = ${missed}::uuid where lead_id = ${before}::uuid`);
    expect(await firstContact(missed)).toEqual({ at: NOON.toISOString(), by: people.executive.id });
    expect(await firstContact(before)).toEqual({ at: null, by: null });
    await db.execute(sql`update calls set started_at = started_at - interval '1 hour' where lead_id = ${missed}::uuid
      and direction = 'incoming'`);
    expect(await firstContact(missed)).toEqual({ at: null, by: null });
  });
});

describe('first contact among every call of one sync batch', () => {
  const DAY3 = 'period=custom&from=2026-05-03&to=2026-05-03';

  it('a batch that also holds a call from before the assignment still counts the call after it', async () => {
    t.clock.now = ist('2026-05-03T12:00:00');
    const both = await addLead('Old and new call', '9811100011', people.executive.id);
    const alone = await addLead('New call only', '9811100012', people.executive.id);
    // The case: one batch with a call 26 hours before the assignment and one now.
    await sync([
      aCall('9811100011', 'outgoing', '2026-05-02T10:00:00', 50),
      aCall('9811100011', 'outgoing', '2026-05-03T12:00:00', 40),
    ]);
    await sync([aCall('9811100012', 'outgoing', '2026-05-03T12:00:00', 40)]);
    expect(await firstContact(both)).toEqual({ at: ist('2026-05-03T12:00:00').toISOString(), by: people.executive.id });
    expect(await firstContact(alone)).toEqual({
      at: ist('2026-05-03T12:00:00').toISOString(),
      by: people.executive.id,
    });
    // Live, then from the member rollups (decision 148), which read the same kept value.
    const { live, rolled } = await liveThenRolledUp(t, () => slaOf(people.executive.id, DAY3));
    expect(live).toEqual({ assigned: 2, inSla: 2 });
    expect(rolled).toEqual(live);
  });

  it('a mixed batch moves a kept contact only to an earlier call after the assignment', async () => {
    t.clock.now = ist('2026-05-03T15:00:00');
    const kept = await addLead('Kept contact', '9811100013', people.executive.id);
    await sync([aCall('9811100013', 'outgoing', '2026-05-03T16:00:00', 30)]);
    await sync([
      aCall('9811100013', 'outgoing', '2026-05-03T09:00:00', 30),
      aCall('9811100013', 'outgoing', '2026-05-03T17:00:00', 30),
    ]);
    expect((await firstContact(kept)).at).toBe(ist('2026-05-03T16:00:00').toISOString());
    await sync([
      aCall('9811100013', 'outgoing', '2026-05-03T10:00:00', 30),
      aCall('9811100013', 'outgoing', '2026-05-03T15:30:00', 30),
    ]);
    expect((await firstContact(kept)).at).toBe(ist('2026-05-03T15:30:00').toISOString());
  });
});

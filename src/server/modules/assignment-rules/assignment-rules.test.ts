import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isIdleLead, type Lead } from '../../../domain/schemas/lead';
import { assignmentRules } from '../../db/schema/assignment-rules';
import { users } from '../../db/schema/users';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { pickAssignee } from './public';

let t: TestApp;
let people: TestUsers;
let seq = 0;
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(assignmentRules);
  t.clock.now = new Date('2026-05-10T06:00:00Z');
});

/** Members straight in the table: the rules care only about role and status. */
async function members(n: number): Promise<string[]> {
  const rows = await t.database.db
    .insert(users)
    .values(Array.from({ length: n }, () => ({ name: `Exec ${++seq}`, email: `exec${seq}@example.in`, role: 2 })))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

const admin = () => people.admin.token;
const rule = async (body: Record<string, unknown>) => {
  const res = await call(t.app, 'POST', '/api/assignment-rules', { token: admin(), body: { name: 'Rule', ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.rule;
};
const newLead = async (body: Record<string, unknown> = {}) => {
  const mobile = `9${String(100_000_000 + ++seq).padStart(9, '0')}`;
  const res = await call(t.app, 'POST', '/api/lead/create', {
    token: admin(),
    body: { name: `Buyer ${seq}`, mobile, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead;
};
const pick = (lead = {}) => t.database.db.transaction((tx) => pickAssignee(tx, lead, t.clock.now));
const tally = (ids: (string | undefined)[]) => {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id ?? 'none', (counts.get(id ?? 'none') ?? 0) + 1);
  return counts;
};

describe('assignment rules', () => {
  it('round-robins 1,000 leads so counts differ by at most 1, skipping a deactivated member', async () => {
    const team = await members(7);
    await rule({ members: team });
    const firstHalf: string[] = [];
    for (let i = 0; i < 500; i++) firstHalf.push((await pick())!.id);
    const a = [...tally(firstHalf).values()];
    expect(a).toHaveLength(7);
    expect(Math.max(...a) - Math.min(...a)).toBeLessThanOrEqual(1);
    await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, team[3]!));
    const secondHalf: string[] = [];
    for (let i = 0; i < 500; i++) secondHalf.push((await pick())!.id);
    const b = tally(secondHalf);
    expect(b.has(team[3]!)).toBe(false);
    expect(Math.max(...b.values()) - Math.min(...b.values())).toBeLessThanOrEqual(1);
  }, 120_000);

  it('respects the daily cap per India day (23:50 IST is still today, 00:10 IST is the next day)', async () => {
    const team = await members(2);
    await rule({ members: team, dailyCap: 2 });
    t.clock.now = new Date('2026-05-10T18:20:00Z'); // 23:50 IST on 10 May
    const today = [await pick(), await pick(), await pick(), await pick(), await pick()];
    expect(today.slice(0, 4).map((p) => p?.id)).toEqual([team[0], team[1], team[0], team[1]]);
    expect(today[4]).toBeNull();
    t.clock.now = new Date('2026-05-10T18:40:00Z'); // 00:10 IST on 11 May
    expect((await pick())?.id).toBe(team[0]);
  });

  it('uses the most specific matching rule, then the default; a lead with an assignee is left alone', async () => {
    const [d, s, sp, b] = await members(4);
    const source = (
      await call(t.app, 'POST', '/api/source/create', { token: admin(), body: { name: `Portal ${seq}` } })
    ).data.source._id;
    const branch = (await call(t.app, 'POST', '/api/branch/create', { token: admin(), body: { name: `Pune ${seq}` } }))
      .data.branch._id;
    await rule({ name: 'Default', members: [d] });
    await rule({ name: 'Portal', source, members: [s] });
    await rule({ name: 'Portal Skyline', source, project: ' skyline ', members: [sp] });
    await rule({ name: 'Pune', branch, members: [b] });
    expect((await newLead({ sourceId: source, project: 'Skyline' })).assignedTo._id).toBe(sp);
    expect((await newLead({ sourceId: source, project: 'Other', branchId: branch })).assignedTo._id).toBe(s);
    expect((await newLead({ branchId: branch })).assignedTo._id).toBe(b);
    expect((await newLead({ project: 'Skyline' })).assignedTo._id).toBe(d);
    expect((await newLead({ assignedTo: people.manager.id })).assignedTo._id).toBe(people.manager.id);
    await t.database.db.delete(assignmentRules);
    expect((await newLead()).assignedTo).toBeNull();
  });

  it('shares leads created at the same moment fairly', async () => {
    const team = await members(3);
    await rule({ members: team });
    const made = await Promise.all(Array.from({ length: 30 }, () => newLead()));
    expect([...tally(made.map((l) => l.assignedTo?._id)).values()]).toEqual([10, 10, 10]);
  });

  it('flags a lead still new N hours after assignment and reassigns idle leads by the rules', async () => {
    const team = await members(2);
    await rule({ members: team });
    const idle = await newLead();
    const contacted = await newLead();
    await call(t.app, 'PUT', `/api/lead/updateLeadStatus/${contacted._id}`, {
      token: admin(),
      body: { status: 'contacted' },
    });
    const idleIds = async () =>
      (await call(t.app, 'GET', '/api/lead/getLeads?idle=true&pageSize=100', { token: admin() })).data.leads.map(
        (l: { _id: string }) => l._id,
      );
    t.clock.advanceHours(23.9);
    expect(await idleIds()).not.toContain(idle._id);
    t.clock.advanceHours(0.2);
    expect(await idleIds()).toContain(idle._id);
    expect(await idleIds()).not.toContain(contacted._id);
    // The whole list marks the same leads (the row's badge), by the cutoff it returns.
    const list = (await call(t.app, 'GET', '/api/lead/getLeads?pageSize=100', { token: admin() })).data;
    const marked = list.leads.filter((l: Lead) => isIdleLead(l, list.idleSince)).map((l: Lead) => l._id);
    expect(marked).toEqual(await idleIds());
    const refused = await call(t.app, 'POST', '/api/lead/reassignIdle', { token: people.manager.token, body: {} });
    expect(refused.statusCode).toBe(403);
    const res = await call(t.app, 'POST', '/api/lead/reassignIdle', { token: admin(), body: {} });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await call(t.app, 'GET', `/api/lead/getLeadById/${idle._id}`, { token: admin() })).data.lead;
    expect(after.assignedTo._id).not.toBe(idle.assignedTo._id);
    expect(await idleIds()).toEqual([]);
    // A shorter window, set by an administrator, flags it again sooner.
    const set = await call(t.app, 'PUT', '/api/assignment-rules/idle-hours', {
      token: admin(),
      body: { idleHours: 1 },
    });
    expect(set.statusCode, set.body).toBe(200);
    t.clock.advanceHours(1);
    expect(await idleIds()).toContain(idle._id);
    await call(t.app, 'PUT', '/api/assignment-rules/idle-hours', { token: admin(), body: { idleHours: 24 } });
  });

  it('lets managers read rules, administrators change them, and refuses bad input with a sentence', async () => {
    const [m] = await members(1);
    const made = await rule({ name: 'Walk-ins', members: [m], dailyCap: '5' });
    expect(made).toMatchObject({ name: 'Walk-ins', dailyCap: 5, members: [{ _id: m, active: true }] });
    const list = await call(t.app, 'GET', '/api/assignment-rules', { token: people.manager.token });
    expect(list.data).toMatchObject({ idleHours: 24, rules: [{ _id: made._id }] });
    const managerPost = await call(t.app, 'POST', '/api/assignment-rules', {
      token: people.manager.token,
      body: { name: 'x', members: [m] },
    });
    expect(managerPost.statusCode).toBe(403);
    const empty = await call(t.app, 'POST', '/api/assignment-rules', {
      token: admin(),
      body: { name: 'x', members: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.data.fields.members).toBe('Choose at least one member.');
    const ghost = await call(t.app, 'POST', '/api/assignment-rules', {
      token: admin(),
      body: { name: 'x', members: [randomUUID()] },
    });
    expect(ghost.statusCode).toBe(400);
    const back = await call(t.app, 'PUT', `/api/assignment-rules/${made._id}`, { token: admin(), body: made });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.data.rule).toEqual({ ...made, updatedAt: back.data.rule.updatedAt });
    expect((await call(t.app, 'DELETE', `/api/assignment-rules/${made._id}`, { token: admin() })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/assignment-rules/${made._id}`, { token: admin() })).statusCode).toBe(404);
  });
});

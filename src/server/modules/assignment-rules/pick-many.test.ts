import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/database';
import { assignmentRules } from '../../db/schema/assignment-rules';
import { users } from '../../db/schema/users';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { type LeadFacts, pickAssignee, pickAssignees } from './public';

let t: TestApp;
let people: TestUsers;
let seq = 0;
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  await t.database.db.delete(assignmentRules);
  t.clock.now = new Date('2026-05-10T18:20:00Z'); // 23:50 IST: the India day, not the UTC one
});
afterAll(() => t.close());

async function members(n: number, status = 'active'): Promise<string[]> {
  const rows = await t.database.db
    .insert(users)
    .values(Array.from({ length: n }, () => ({ name: `Pm ${++seq}`, email: `pm${seq}@example.in`, role: 2, status })))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}
const rule = async (body: Record<string, unknown>) => {
  const res = await call(t.app, 'POST', '/api/assignment-rules', {
    token: people.admin.token,
    body: { name: 'Rule', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.rule._id as string;
};
const make = async (path: string, key: string, name: string) =>
  (await call(t.app, 'POST', path, { token: people.admin.token, body: { name } })).data[key]._id as string;

/** Cursors and the day's counts: the state both paths must leave behind. */
async function state(tx: DbOrTx) {
  const rows = (r: unknown) => (r as { rows: unknown[] }).rows;
  return {
    cursors: rows(await tx.execute(sql`select id, cursor from assignment_rules order by id`)),
    counts: rows(
      await tx.execute(
        sql`select rule_id, user_id, day::text, count from assignment_daily_counts where count > 0 order by 1, 2, 3`,
      ),
    ),
  };
}

class Rollback extends Error {
  constructor(readonly result: unknown) {
    super('rollback');
  }
}
/** Runs `work` in a transaction that is always rolled back, so both paths start from one state. */
async function dryRun<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    await t.database.db.transaction(async (tx) => {
      throw new Rollback(await work(tx));
    });
  } catch (e) {
    if (e instanceof Rollback) return e.result as T;
    throw e;
  }
  throw new Error('unreachable');
}

describe('pickAssignees (set-based) equals pickAssignee lead by lead', () => {
  it('gives the same assignee to every lead and leaves the same cursors and daily counts', async () => {
    const source = await make('/api/source/create', 'source', 'Portal PM');
    const other = await make('/api/source/create', 'source', 'Walk-in PM');
    const branch = await make('/api/branch/create', 'branch', 'Pune PM');
    const team = await members(4);
    const [gone] = await members(1, 'deactivated');
    // No default rule: a lead no rule matches, or whose rules are all at their cap, stays unassigned.
    await rule({ name: 'Portal capped', source, members: [team[1], team[3]], dailyCap: 3 });
    await rule({ name: 'Portal Skyline', source, project: ' Skyline ', members: [team[2], team[0]] });
    await rule({ name: 'Pune', branch, members: [team[3], gone, team[2], team[1]], dailyCap: 5 });
    await rule({ name: 'Skyline anywhere', project: 'skyline', members: [team[0], team[3]] });
    // Equal specificity: the older rule first.
    await rule({ name: 'Walk-in A', source: other, members: [team[2]], dailyCap: 2 });
    await rule({ name: 'Walk-in B', source: other, members: [team[1], team[0]] });
    // Some of today's slots already taken, and cursors moved, by leads made one at a time.
    await t.database.db.transaction(async (tx) => {
      for (const lead of [{ sourceId: source }, { branchId: branch }, {}, { sourceId: other }]) {
        await pickAssignee(tx, lead, t.clock.now);
      }
    });

    // A deterministic mix of facts, the import's defaults included (nulls, blank project, cases).
    let x = 7;
    const next = (n: number) => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return Math.floor(x / 65_536) % n; // the high bits: an LCG's low bits repeat with a short period
    };
    const projects = [null, 'Skyline', ' skyline', 'SKYLINE ', 'Other', '   ', ''];
    const leads: LeadFacts[] = Array.from({ length: 300 }, () => ({
      sourceId: [null, source, other, source][next(4)],
      branchId: [null, branch][next(2)],
      project: projects[next(projects.length)],
    }));

    const one = await dryRun(async (tx) => {
      const picks = [];
      for (const lead of leads) picks.push((await pickAssignee(tx, lead, t.clock.now))?.id ?? null);
      return { picks, after: await state(tx) };
    });
    const many = await dryRun(async (tx) => {
      const picks = (await pickAssignees(tx, leads, t.clock.now)).map((p) => p?.id ?? null);
      return { picks, after: await state(tx) };
    });
    expect(many.picks).toEqual(one.picks);
    expect(many.after).toEqual(one.after);
    // The case is not trivial: caps were reached, some leads matched nothing, several rules served.
    expect(one.picks).toContain(null);
    expect(one.after.counts).toContainEqual(expect.objectContaining({ count: 3 }));
    expect(new Set(one.picks).size).toBeGreaterThanOrEqual(4);
    expect(one.picks).not.toContain(gone);
  }, 60_000);

  it('returns no one for every lead when there are no rules, and nothing for no leads', async () => {
    await t.database.db.delete(assignmentRules);
    expect(await dryRun((tx) => pickAssignees(tx, [{}, { project: 'x' }], t.clock.now))).toEqual([null, null]);
    expect(await dryRun((tx) => pickAssignees(tx, [], t.clock.now))).toEqual([]);
  });
});

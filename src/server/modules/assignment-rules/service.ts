import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AssignmentRule, assignmentRuleInputSchema } from '../../../domain/schemas/assignment-rule';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { assignmentRuleMembers, assignmentRules } from '../../db/schema/assignment-rules';
import { branches } from '../../db/schema/branches';
import { sources } from '../../db/schema/sources';
import { users } from '../../db/schema/users';
import { badRequest, notFound } from '../../lib/app-error';
import { idleHoursSetting, readIdleHours } from './idle-setting';

type Input = z.output<typeof assignmentRuleInputSchema>;

const ruleMissing = () => notFound('That assignment rule does not exist.', 'ASSIGNMENT_RULE_NOT_FOUND');

async function readRules(db: DbOrTx, id?: string): Promise<AssignmentRule[]> {
  const rows = await db
    .select({ rule: assignmentRules, sourceName: sources.name, branchName: branches.name })
    .from(assignmentRules)
    .leftJoin(sources, eq(sources.id, assignmentRules.sourceId))
    .leftJoin(branches, eq(branches.id, assignmentRules.branchId))
    .where(id ? eq(assignmentRules.id, id) : undefined)
    .orderBy(asc(assignmentRules.name), asc(assignmentRules.id));
  if (rows.length === 0) return [];
  const members = await db
    .select({ ruleId: assignmentRuleMembers.ruleId, _id: users.id, name: users.name, status: users.status })
    .from(assignmentRuleMembers)
    .innerJoin(users, eq(users.id, assignmentRuleMembers.userId))
    .where(
      inArray(
        assignmentRuleMembers.ruleId,
        rows.map((r) => r.rule.id),
      ),
    )
    .orderBy(asc(assignmentRuleMembers.position));
  return rows.map(({ rule, sourceName, branchName }) => ({
    _id: rule.id,
    name: rule.name,
    source: rule.sourceId && sourceName !== null ? { _id: rule.sourceId, name: sourceName } : null,
    branch: rule.branchId && branchName !== null ? { _id: rule.branchId, name: branchName } : null,
    project: rule.project,
    dailyCap: rule.dailyCap,
    members: members
      .filter((m) => m.ruleId === rule.id)
      .map((m) => ({ _id: m._id, name: m.name, active: m.status === 'active' })),
    createdAt: rule.createdAt.toISOString(),
    updatedAt: rule.updatedAt.toISOString(),
  }));
}

export async function listRules(deps: Pick<AppContext, 'db' | 'settings'>) {
  return { rules: await readRules(deps.db), idleHours: await readIdleHours(deps) };
}

/** Unknown references are a 400 on their field, not a foreign-key 500. */
async function checkRefs(tx: DbOrTx, input: Input): Promise<string[]> {
  if (input.source && !(await tx.select().from(sources).where(eq(sources.id, input.source))).length) {
    throw badRequest('That source does not exist.', { source: 'That source does not exist.' });
  }
  if (input.branch && !(await tx.select().from(branches).where(eq(branches.id, input.branch))).length) {
    throw badRequest('That branch does not exist.', { branch: 'That branch does not exist.' });
  }
  const ids = [...new Set(input.members)];
  const found = await tx.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, ids));
  if (found.length !== ids.length || found.some((u) => u.role === null)) {
    const message = 'Every member of a rule must be a team member with a role.';
    throw badRequest(message, { members: message });
  }
  return ids;
}

async function save(tx: DbOrTx, id: string, members: string[]) {
  await tx.delete(assignmentRuleMembers).where(eq(assignmentRuleMembers.ruleId, id));
  await tx.insert(assignmentRuleMembers).values(members.map((userId, position) => ({ ruleId: id, userId, position })));
}

const columns = (input: Input) => ({
  name: input.name,
  sourceId: input.source,
  branchId: input.branch,
  project: input.project,
  dailyCap: input.dailyCap,
});

export async function createRule(deps: AppContext, input: Input): Promise<AssignmentRule> {
  const now = deps.clock();
  const id = await deps.db.transaction(async (tx) => {
    const members = await checkRefs(tx, input);
    const [row] = await tx
      .insert(assignmentRules)
      .values({ ...columns(input), createdAt: now, updatedAt: now })
      .returning({ id: assignmentRules.id });
    await save(tx, row!.id, members);
    return row!.id;
  });
  return (await readRules(deps.db, id))[0]!;
}

export async function updateRule(deps: AppContext, id: string, input: Input): Promise<AssignmentRule> {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(assignmentRules).where(eq(assignmentRules.id, id)).for('update');
    if (!current) throw ruleMissing();
    const members = await checkRefs(tx, input);
    // A changed member list restarts the round-robin at its top.
    const before = await tx
      .select({ userId: assignmentRuleMembers.userId })
      .from(assignmentRuleMembers)
      .where(eq(assignmentRuleMembers.ruleId, id))
      .orderBy(asc(assignmentRuleMembers.position));
    const same = before.map((m) => m.userId).join() === members.join();
    await tx
      .update(assignmentRules)
      .set({ ...columns(input), cursor: same ? current.cursor : 0, updatedAt: deps.clock() })
      .where(eq(assignmentRules.id, id));
    await save(tx, id, members);
  });
  return (await readRules(deps.db, id))[0]!;
}

export async function deleteRule(deps: AppContext, id: string) {
  const gone = await deps.db
    .delete(assignmentRules)
    .where(eq(assignmentRules.id, id))
    .returning({ name: assignmentRules.name });
  if (gone.length === 0) throw ruleMissing();
  return { message: `Rule ${gone[0]!.name} deleted.` };
}

export async function setIdleHours(deps: AppContext, idleHours: number, by: string) {
  await deps.settings.set(idleHoursSetting, idleHours, { by });
  return { idleHours };
}

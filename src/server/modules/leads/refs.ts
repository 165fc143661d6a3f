import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { can } from '../../../domain/permissions';
import type { LeadOptions } from '../../../domain/schemas/lead';
import type { DbOrTx } from '../../db/database';
import { branches } from '../../db/schema/branches';
import { sources } from '../../db/schema/sources';
import { users } from '../../db/schema/users';
import { badRequest } from '../../lib/app-error';
import { type LeadActor, scopeMemberIds } from '../lead-records/public';
import { projectOptions } from '../projects/public';

/** Only an active member with a role can work a lead; a pending or deactivated one cannot. */
const assignable = and(eq(users.status, 'active'), isNotNull(users.role));

/**
 * The name of an assignee, who must be active with a role; for a manager `by`, also in their scope
 * (decision 156): a lead they hand to someone outside it would vanish from their own list.
 */
export async function assigneeName(tx: DbOrTx, id: string, by?: LeadActor): Promise<string> {
  const [user] = await tx
    .select({
      name: users.name,
      inScope:
        by && can(by.role, 'leads.view') && !can(by.role, 'leads.all')
          ? sql<boolean>`${users.id} in (${scopeMemberIds(by.id)})`
          : sql<boolean>`true`,
    })
    .from(users)
    .where(and(eq(users.id, id), assignable));
  if (!user) {
    const message = 'Leads can be assigned only to an active team member with a role.';
    throw badRequest(message, { assignedTo: message }, 'ASSIGNEE_NOT_ACTIVE');
  }
  if (!user.inScope) {
    const message = 'You can assign leads only to the people of your branches and team.';
    throw badRequest(message, { assignedTo: message }, 'ASSIGNEE_OUT_OF_SCOPE');
  }
  return user.name;
}

/**
 * Checks the source, branch and assignee of a lead form and returns their names for the history.
 * An unknown id is a 400 on its field, not a foreign-key 500.
 */
export async function resolveRefs(
  tx: DbOrTx,
  input: { sourceId?: string | undefined; branchId?: string | undefined; assignedTo?: string | undefined },
  by?: LeadActor,
) {
  const names = { source: null as string | null, branch: null as string | null, assignedTo: null as string | null };
  if (input.sourceId) {
    const [row] = await tx.select({ name: sources.name }).from(sources).where(eq(sources.id, input.sourceId));
    if (!row) throw badRequest('That source does not exist.', { sourceId: 'That source does not exist.' });
    names.source = row.name;
  }
  if (input.branchId) {
    const [row] = await tx.select({ name: branches.name }).from(branches).where(eq(branches.id, input.branchId));
    if (!row) throw badRequest('That branch does not exist.', { branchId: 'That branch does not exist.' });
    names.branch = row.name;
  }
  if (input.assignedTo) names.assignedTo = await assigneeName(tx, input.assignedTo, by);
  return names;
}

export async function leadOptions(db: DbOrTx): Promise<LeadOptions> {
  const [sourceRows, branchRows, userRows, projectRows] = await Promise.all([
    db.select({ _id: sources.id, name: sources.name, active: sources.active }).from(sources).orderBy(asc(sources.name)),
    db.select({ _id: branches.id, name: branches.name }).from(branches).orderBy(asc(branches.name)),
    db
      .select({ _id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(and(assignable, inArray(users.role, [0, 1, 2])))
      .orderBy(asc(users.name)),
    projectOptions(db),
  ]);
  return {
    sources: sourceRows,
    branches: branchRows,
    assignees: userRows.map((u) => ({ ...u, role: u.role ?? 2 })),
    projects: projectRows,
  };
}

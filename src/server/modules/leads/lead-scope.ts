import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { memberLeadBranches, users } from '../../db/schema/users';

/*
 * A manager's scope (decision 156), as SQL over the few rows of users, so any query over leads can
 * take it and the planner runs each subquery once (an InitPlan) before reading the leads' indexes.
 */

/** The branches a manager works: their own and the ones an administrator added. */
export const scopeBranchIds = (managerId: string): SQL => sql`select ${users.branchId} from ${users}
  where ${users.id} = ${managerId}::uuid and ${users.branchId} is not null
  union all select ${memberLeadBranches.branchId} from ${memberLeadBranches}
  where ${memberLeadBranches.userId} = ${managerId}::uuid`;

/** True when an administrator widened the manager to every branch. */
export const widenedToAll = (managerId: string): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${managerId}::uuid and ${users.allLeadBranches})`;

/**
 * The members in a manager's scope: themselves, the people who report to them (the reporting line
 * is one level deep: an executive reports to a manager, a manager to an administrator) and the
 * people of their branches — everyone when widened to all.
 */
export const scopeMemberIds = (managerId: string): SQL => sql`select ${users.id} from ${users}
  where ${users.id} = ${managerId}::uuid or ${users.reportsTo} = ${managerId}::uuid
    or ${users.branchId} in (${scopeBranchIds(managerId)}) or ${widenedToAll(managerId)}`;

/**
 * The leads a manager works: the ones assigned to a member in their scope, and the unassigned
 * ones of their branches (every unassigned lead when widened to all). `any(array(…))` keeps each
 * list a one-time InitPlan, so the assignee and branch indexes serve the lead list.
 */
export function managerLeadScope(
  leadAssignee: SQL | AnyPgColumn,
  leadBranch: SQL | AnyPgColumn,
  managerId: string,
): SQL {
  return sql`(${leadAssignee} = any(array(${scopeMemberIds(managerId)}))
    or (${leadAssignee} is null and (${leadBranch} = any(array(${scopeBranchIds(managerId)})) or ${widenedToAll(managerId)})))`;
}

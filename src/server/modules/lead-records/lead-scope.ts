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

/** A lead's columns as the query at hand names them. */
export interface LeadColumns {
  assignee: SQL | AnyPgColumn;
  branch: SQL | AnyPgColumn;
  creator: SQL | AnyPgColumn;
}

/**
 * The leads a manager works: the ones assigned to a member in their scope, the unassigned ones of
 * their branches (every unassigned lead when widened to all), and the ones they created, so a lead
 * they add never vanishes from their own list. `any(array(…))` keeps each list a one-time
 * InitPlan, so the list still reads the index of its order.
 */
export function managerLeadScope(lead: LeadColumns, managerId: string): SQL {
  return sql`(${lead.assignee} = any(array(${scopeMemberIds(managerId)}))
    or (${lead.assignee} is null and (${lead.branch} = any(array(${scopeBranchIds(managerId)})) or ${widenedToAll(managerId)}))
    or ${lead.creator} = ${managerId}::uuid)`;
}

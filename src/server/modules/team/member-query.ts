import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isRole } from '../../../domain/roles';
import type { Member } from '../../../domain/schemas/team';
import type { DbOrTx } from '../../db/database';
import { branches } from '../../db/schema/branches';
import { memberLeadBranches, users } from '../../db/schema/users';

const manager = alias(users, 'manager');

/** Members with their branch and manager names, in name order. */
export async function selectMembers(db: DbOrTx, where?: SQL): Promise<Member[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      role: users.role,
      status: users.status,
      branchId: users.branchId,
      branchName: branches.name,
      reportsTo: users.reportsTo,
      reportsToName: manager.name,
      allLeadBranches: users.allLeadBranches,
      leadBranchIds: sql<string[]>`array(select ${memberLeadBranches.branchId}::text from ${memberLeadBranches}
        where ${memberLeadBranches.userId} = ${users.id} order by ${memberLeadBranches.branchId})`,
      passwordHash: users.passwordHash,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(branches, eq(branches.id, users.branchId))
    .leftJoin(manager, eq(manager.id, users.reportsTo))
    .where(where)
    .orderBy(asc(users.name));
  return rows.map(({ id, passwordHash, role, status, lastLoginAt, createdAt, ...rest }) => ({
    _id: id,
    ...rest,
    role: isRole(role) ? role : null,
    status: status === 'deactivated' ? 'deactivated' : 'active',
    hasPassword: passwordHash !== null,
    lastLoginAt: lastLoginAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  }));
}

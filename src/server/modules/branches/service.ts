import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Branch, BranchInput, branchInputSchema } from '../../../domain/schemas/branch';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { branches } from '../../db/schema/branches';
import { users } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/app-error';
import { undefinedToNull } from '../../lib/nulls';
import { isInUseError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';

const duplicateName = () =>
  conflict('A branch with this name already exists.', 'DUPLICATE_NAME', {
    name: 'A branch with this name already exists.',
  });

async function selectBranches(db: Db, id?: string): Promise<Branch[]> {
  const rows = await db
    .select({ ...getTableColumns(branches), memberCount: sql<number>`cast(count(${users.id}) as integer)` })
    .from(branches)
    .leftJoin(users, eq(users.branchId, branches.id))
    .where(id ? eq(branches.id, id) : undefined)
    .groupBy(branches.id)
    .orderBy(asc(branches.name));
  return rows.map(({ id: _id, updatedAt: _u, createdAt, memberCount, ...rest }) => ({
    _id,
    ...rest,
    memberCount: Number(memberCount),
    createdAt: createdAt.toISOString(),
  }));
}

async function getBranch(db: Db, id: string): Promise<Branch> {
  const [branch] = await selectBranches(db, id);
  if (!branch) throw notFound('That branch does not exist.');
  return branch;
}

export const listBranches = (deps: AppContext) => selectBranches(deps.db);

export async function createBranch(deps: AppContext, input: BranchInput) {
  const now = deps.clock();
  try {
    const [row] = await deps.db
      .insert(branches)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning({ id: branches.id });
    return getBranch(deps.db, row!.id);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicateName();
    throw error;
  }
}

export async function updateBranch(deps: AppContext, id: string, input: z.output<typeof branchInputSchema>) {
  try {
    const rows = await deps.db
      .update(branches)
      .set({
        ...undefinedToNull({
          code: input.code,
          address: input.address,
          city: input.city,
          state: input.state,
          phone: input.phone,
        }),
        name: input.name,
        updatedAt: deps.clock(),
      })
      .where(eq(branches.id, id))
      .returning({ id: branches.id });
    if (rows.length === 0) throw notFound('That branch does not exist.');
    return getBranch(deps.db, id);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicateName();
    throw error;
  }
}

export async function deleteBranch(deps: AppContext, id: string) {
  const branch = await getBranch(deps.db, id);
  const inUse = () =>
    conflict(
      `${branch.name} is used by team members or other records. Move them to another branch first.`,
      'BRANCH_IN_USE',
    );
  const [members] = await deps.db.select({ n: count() }).from(users).where(eq(users.branchId, id));
  if (Number(members?.n ?? 0) > 0) throw inUse();
  try {
    await deps.db.delete(branches).where(eq(branches.id, id));
  } catch (error) {
    if (isInUseError(error)) throw inUse();
    throw error;
  }
  return { message: `${branch.name} has been deleted.` };
}

import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Role, roleTitles } from '../../../domain/roles';
import type { Member, MemberCreate, MemberUpdate } from '../../../domain/schemas/team';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { branches } from '../../db/schema/branches';
import { memberLeadBranches, users } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isInUseError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { issuePasswordLink, revokeUserSessions } from '../auth/public';
import { selectMembers } from './member-query';

export async function listMembers(deps: AppContext, role?: Role): Promise<Member[]> {
  return selectMembers(deps.db, role === undefined ? undefined : eq(users.role, role));
}

export async function getMember(db: DbOrTx, id: string): Promise<Member> {
  const [member] = await selectMembers(db, eq(users.id, id));
  if (!member) throw notFound('That team member does not exist.');
  return member;
}

const emailTaken = () =>
  conflict('A team member with this email already exists.', 'EMAIL_TAKEN', {
    email: 'A team member with this email already exists.',
  });

/** The manager someone may report to: an executive to a manager, a manager to an administrator. */
async function assertReportsTo(db: DbOrTx, role: Role | null, reportsTo: string | null, selfId?: string) {
  if (!reportsTo) return;
  if (reportsTo === selfId)
    throw badRequest('A member cannot report to themselves.', { reportsTo: 'Choose someone else.' });
  const [boss] = await db.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, reportsTo));
  if (!boss) throw badRequest('The person to report to does not exist.', { reportsTo: 'Choose a team member.' });
  const expected = role === 2 ? 1 : role === 1 ? 0 : null;
  if (expected === null) {
    const message = 'Only area business managers and executives report to someone.';
    throw badRequest(message, { reportsTo: message });
  }
  if (boss.role !== expected || boss.status !== 'active') {
    const message = `A ${roleTitles[role as Role].toLowerCase()} reports to an active ${roleTitles[expected as Role].toLowerCase()}.`;
    throw badRequest(message, { reportsTo: message });
  }
}

async function assertBranch(db: DbOrTx, branchId: string | null) {
  if (!branchId) return;
  const [branch] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
  if (!branch) throw badRequest('That branch does not exist.', { branchId: 'Choose a branch from the list.' });
}

/**
 * The widening of a manager's leads after an update (decision 156): only a manager has one (a
 * member who is or becomes anything else has none, whatever was sent), and every branch must exist.
 */
async function leadScopeOf(
  tx: DbOrTx,
  role: Role | null,
  current: Member,
  branchIds: string[] | undefined,
  all: boolean | undefined,
): Promise<{ all: boolean; branchIds: string[] | null }> {
  // A record read as a manager and saved with another role keeps no widening.
  if (role !== 1) return { all: false, branchIds: current.leadBranchIds.length > 0 ? [] : null };
  if (branchIds === undefined) return { all: all ?? current.allLeadBranches, branchIds: null };
  const unique = [...new Set(branchIds)];
  if (unique.length > 0) {
    const found = await tx.select({ id: branches.id }).from(branches).where(inArray(branches.id, unique));
    if (found.length !== unique.length) {
      const message = 'One of the extra branches does not exist.';
      throw badRequest(message, { leadBranchIds: 'Choose branches from the list.' });
    }
  }
  return { all: all ?? current.allLeadBranches, branchIds: unique };
}

/** Replaces a manager's extra branches with these, in one statement each way. */
async function setLeadBranches(tx: DbOrTx, userId: string, branchIds: string[]) {
  await tx.delete(memberLeadBranches).where(eq(memberLeadBranches.userId, userId));
  if (branchIds.length > 0)
    await tx.insert(memberLeadBranches).values(branchIds.map((branchId) => ({ userId, branchId })));
}

async function activeAdminCount(db: DbOrTx, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 0), eq(users.status, 'active'), ne(users.id, exceptId)));
  return Number(row?.n ?? 0);
}

export async function createMember(deps: AppContext, input: MemberCreate, createdBy: string) {
  const now = deps.clock();
  try {
    return await deps.db.transaction(async (tx) => {
      const [dup] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${input.email}`);
      if (dup) throw emailTaken();
      await assertBranch(tx, input.branchId ?? null);
      await assertReportsTo(tx, input.role, input.reportsTo ?? null);
      const [row] = await tx
        .insert(users)
        .values({ ...input, createdAt: now, updatedAt: now })
        .returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      const invite = await issuePasswordLink(deps, tx, {
        user: { id: row.id, name: input.name, email: input.email },
        purpose: 'invite',
        createdBy,
        ttlHours: deps.config.inviteTtlHours,
      });
      return { member: await getMember(tx, row.id), invite };
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

export async function updateMember(deps: AppContext, id: string, input: MemberUpdate, actorId: string) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const current = await getMember(tx, id);
    const role = input.role === undefined ? current.role : input.role;
    const status = input.status ?? current.status;
    if (id === actorId && (role !== 0 || status !== 'active')) {
      throw badRequest(
        'You cannot remove your own administrator access. Ask another administrator.',
        undefined,
        'SELF_LOCKOUT',
      );
    }
    const losesAdmin = current.role === 0 && current.status === 'active' && (role !== 0 || status !== 'active');
    if (losesAdmin && (await activeAdminCount(tx, id)) === 0) {
      throw conflict('EstateDesk needs at least one active administrator.', 'LAST_ADMIN');
    }
    if (input.email && input.email !== current.email.toLowerCase()) {
      const [dup] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${input.email}`, ne(users.id, id)));
      if (dup) throw emailTaken();
    }
    if (input.branchId !== undefined) await assertBranch(tx, input.branchId);
    const reportsTo = input.reportsTo === undefined ? current.reportsTo : input.reportsTo;
    // A role change can make the old manager wrong; drop it rather than keep an impossible line.
    const keepReportsTo = input.reportsTo !== undefined || role === current.role ? reportsTo : null;
    await assertReportsTo(tx, role, keepReportsTo, id);
    const { leadBranchIds, allLeadBranches, ...fields } = input;
    const widening = await leadScopeOf(tx, role, current, leadBranchIds, allLeadBranches);
    await tx
      .update(users)
      .set({ ...fields, role, status, reportsTo: keepReportsTo, allLeadBranches: widening.all, updatedAt: now })
      .where(eq(users.id, id));
    if (widening.branchIds) await setLeadBranches(tx, id, widening.branchIds);
    if (status === 'deactivated' && current.status !== 'deactivated') await revokeUserSessions(tx, id, now);
    return getMember(tx, id);
  });
}

export async function inviteMember(deps: AppContext, id: string, actorId: string) {
  return deps.db.transaction(async (tx) => {
    const member = await getMember(tx, id);
    if (member.status !== 'active') throw conflict('Activate this member before sending them a link.', 'DEACTIVATED');
    return issuePasswordLink(deps, tx, {
      user: { id, name: member.name, email: member.email },
      purpose: member.hasPassword ? 'reset' : 'invite',
      createdBy: actorId,
      ttlHours: deps.config.inviteTtlHours,
    });
  });
}

export async function deleteMember(deps: AppContext, id: string, actorId: string) {
  if (id === actorId) throw badRequest('You cannot delete your own account.', undefined, 'SELF_DELETE');
  const member = await getMember(deps.db, id);
  const inUse = () =>
    conflict(
      `${member.name} is referenced by other records (people who report to them, or their work). Deactivate them instead.`,
      'MEMBER_IN_USE',
    );
  const [reports] = await deps.db.select({ n: count() }).from(users).where(eq(users.reportsTo, id));
  if (Number(reports?.n ?? 0) > 0) throw inUse();
  if (member.role === 0 && member.status === 'active' && (await activeAdminCount(deps.db, id)) === 0) {
    throw conflict('EstateDesk needs at least one active administrator.', 'LAST_ADMIN');
  }
  try {
    await deps.db.delete(users).where(eq(users.id, id));
  } catch (error) {
    if (isInUseError(error)) throw inUse();
    throw error;
  }
  return { message: `${member.name} has been deleted.` };
}

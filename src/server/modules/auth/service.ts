import { count, eq, sql } from 'drizzle-orm';
import { passwordProblem } from '../../../domain/password-rules';
import type { CreatePasswordInput, LoginInput, RegisterInput } from '../../../domain/schemas/auth';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/users';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/app-error';
import { burnVerifyTime, hashPassword, verifyPassword } from './password-hash';
import { consumePasswordToken } from './password-tokens';
import { openSession, revokeSession, revokeUserSessions } from './sessions';
import { clearLoginFailures, recordLoginFailure } from './throttle';
import { toSessionUser } from './user-view';

interface ClientInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

function assertPasswordRules(password: string) {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem, { password: problem }, 'WEAK_PASSWORD');
}

export async function needsFirstUser(deps: AppContext): Promise<boolean> {
  const [row] = await deps.db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return rows[0] ?? null;
}

/** The first account becomes the administrator and is signed in; later ones wait for approval. */
export async function registerUser(deps: AppContext, input: RegisterInput, client: ClientInfo) {
  assertPasswordRules(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // Serialises registrations so two people racing on an empty install cannot both become administrator.
    await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email}`)
      .limit(1);
    if (existing.length > 0) {
      throw conflict('An account with this email already exists.', 'EMAIL_TAKEN', {
        email: 'An account with this email already exists.',
      });
    }
    const [total] = await tx.select({ n: count() }).from(users);
    const first = Number(total?.n ?? 0) === 0;
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        role: first ? 0 : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!user) throw new Error('insert returned no row');
    if (!first) {
      return {
        message: 'Your account has been created. An administrator must approve it before you can log in.',
        user: toSessionUser(user),
      };
    }
    const token = await openSession(tx, { userId: user.id, now, ttlHours: deps.config.sessionTtlHours, ...client });
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    return { message: 'Welcome to EstateDesk. Your administrator account is ready.', user: toSessionUser(user), token };
  });
}

/**
 * A deactivated account answers exactly like a wrong password, whatever password was sent, so a
 * guesser cannot learn that a password is right (decision 061). Only a right password on an active
 * account may hear that it still waits for approval.
 */
export async function login(deps: AppContext, input: LoginInput, client: ClientInfo) {
  const user = await findUserByEmail(deps.db, input.email);
  const refuse = async () => {
    await recordLoginFailure(deps, input.email, client.ip);
    return unauthorized('Incorrect email or password.', 'INVALID_CREDENTIALS');
  };
  if (!user?.passwordHash) {
    await burnVerifyTime(input.password);
    throw await refuse();
  }
  if (!(await verifyPassword(user.passwordHash, input.password)) || user.status !== 'active') throw await refuse();
  await clearLoginFailures(deps, input.email);
  if (user.role === null) {
    throw forbidden('Your account is waiting for an administrator to approve it.', 'PENDING_APPROVAL');
  }
  const now = deps.clock();
  const token = await openSession(deps.db, { userId: user.id, now, ttlHours: deps.config.sessionTtlHours, ...client });
  await deps.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  return { token, user: toSessionUser(user) };
}

export async function logout(deps: AppContext, sessionId: string) {
  await revokeSession(deps.db, sessionId, deps.clock());
  return { message: 'You have been logged out.' };
}

/** Sets a password from an invitation or reset link; the link works once. */
export async function createPassword(deps: AppContext, input: CreatePasswordInput) {
  if (input.password !== input.confirmPassword) {
    throw badRequest('Passwords do not match.', { confirmPassword: 'Passwords do not match.' }, 'PASSWORD_MISMATCH');
  }
  assertPasswordRules(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const userId = await consumePasswordToken(tx, input.token, now);
    if (!userId) {
      throw badRequest(
        'This link is invalid or has expired. Ask an administrator for a new one.',
        undefined,
        'INVALID_TOKEN',
      );
    }
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    // A new password ends every other session, as a reset should.
    await revokeUserSessions(tx, userId, now);
    return { message: 'Your password has been set. You can now log in.' };
  });
}

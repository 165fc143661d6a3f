import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { sessions } from '../../db/schema/users';
import { newToken } from '../../lib/tokens';

export async function openSession(
  db: DbOrTx,
  input: { userId: string; now: Date; ttlHours: number; userAgent?: string | undefined; ip?: string | undefined },
): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(sessions).values({
    userId: input.userId,
    tokenHash: hash,
    userAgent: input.userAgent?.slice(0, 300),
    ip: input.ip,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlHours * 3600_000),
  });
  return token;
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every open session of a user (deactivation, password change). */
export async function revokeUserSessions(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

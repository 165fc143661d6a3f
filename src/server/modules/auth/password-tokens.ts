import { and, eq, isNull } from 'drizzle-orm';
import { paths } from '../../../domain/paths';
import type { DbOrTx } from '../../db/database';
import { passwordTokens } from '../../db/schema/users';
import { hashToken, newToken } from '../../lib/tokens';

export type PasswordTokenPurpose = 'invite' | 'reset';

/**
 * Issues a single-use link to /create-password. Earlier unused links of the same user stop
 * working, so only the newest link a manager shared is valid.
 */
export async function issuePasswordToken(
  db: DbOrTx,
  input: { userId: string; purpose: PasswordTokenPurpose; createdBy: string | null; now: Date; ttlHours: number },
): Promise<{ invitePath: string; expiresAt: string }> {
  await db
    .update(passwordTokens)
    .set({ usedAt: input.now })
    .where(and(eq(passwordTokens.userId, input.userId), isNull(passwordTokens.usedAt)));
  const { token, hash } = newToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlHours * 3600_000);
  await db.insert(passwordTokens).values({
    userId: input.userId,
    tokenHash: hash,
    purpose: input.purpose,
    createdBy: input.createdBy,
    createdAt: input.now,
    expiresAt,
  });
  return { invitePath: paths.createPassword({ token }), expiresAt: expiresAt.toISOString() };
}

/**
 * Marks the token used and returns its user, or null when it is unknown, used or expired.
 * The update is the claim: of two concurrent uses only one gets the row back.
 */
export async function consumePasswordToken(db: DbOrTx, token: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.tokenHash, hashToken(token)), isNull(passwordTokens.usedAt)))
    .returning({ userId: passwordTokens.userId, expiresAt: passwordTokens.expiresAt });
  const row = rows[0];
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return row.userId;
}

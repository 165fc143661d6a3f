import { and, count, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { passwordTokens } from '../../db/schema/users';
import { smtpSetting } from '../../mail/smtp-settings';
import { issuePasswordLink } from './password-link-email';
import { findUserByEmail } from './service';

/** Reset links are short-lived: whoever reads the mailbox within the hour can use one. */
export const RESET_LINK_TTL_HOURS = 1;
/** At most this many reset emails to one account an hour, so the form cannot flood an inbox. */
const RESETS_PER_ACCOUNT_PER_HOUR = 3;
/** Every answer takes at least this long, so timing does not tell a known address from an unknown one. */
const MIN_ANSWER_MS = 300;

export const RESET_SENT_MESSAGE =
  'If an account exists for this email, a link to set a new password is on its way. The link works once and expires in an hour.';
export const RESET_UNAVAILABLE_MESSAGE =
  'Email is not set up on this server, so a reset link cannot be sent. Ask an administrator for a new link.';

/**
 * "Forgot password?": the answer is the same whether or not the email belongs to anyone (same
 * status, words and, within the floor, time). Only an active account gets a link.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<{ message: string }> {
  const started = performance.now();
  try {
    if ((await ctx.settings.get(smtpSetting)) === null) return { message: RESET_UNAVAILABLE_MESSAGE };
    const user = await findUserByEmail(ctx.db, email);
    if (user?.status !== 'active') return { message: RESET_SENT_MESSAGE };
    const now = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      const [recent] = await tx
        .select({ n: count() })
        .from(passwordTokens)
        .where(
          and(
            eq(passwordTokens.userId, user.id),
            eq(passwordTokens.purpose, 'reset'),
            gt(passwordTokens.createdAt, new Date(now.getTime() - 3600_000)),
          ),
        );
      if (Number(recent?.n ?? 0) >= RESETS_PER_ACCOUNT_PER_HOUR) return;
      await issuePasswordLink(ctx, tx, {
        user,
        purpose: 'reset',
        createdBy: null,
        ttlHours: RESET_LINK_TTL_HOURS,
      });
    });
    return { message: RESET_SENT_MESSAGE };
  } finally {
    const left = MIN_ANSWER_MS - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

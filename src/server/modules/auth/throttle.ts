import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { authThrottle } from '../../db/schema/auth-throttle';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';

/**
 * Sign-in throttling after OWASP ASVS V6 (decision 060): only failed sign-ins count, per account
 * and per address, in a fixed window of an hour. Past the limit each further failure holds the
 * account (or address) back for a growing time: 1, 2, 4, 8 minutes, then 15 minutes at most. A
 * right password clears the account's count and never counts against the address, so an office of
 * fifteen behind one router signs in at 9:30 without trouble.
 */
export const LOGIN_FAILURE_WINDOW_MS = 60 * 60_000;
const FIRST_HOLD_MS = 60_000;
const LONGEST_HOLD_MS = 15 * 60_000;
const ADDRESS_WINDOW_MS = 60_000;

type ThrottleContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

const tooMany = (message: string) => new AppError(429, 'RATE_LIMITED', message);

const accountKey = (email: string) => `login-account:${hashToken(email.trim().toLowerCase())}`;
const addressKey = (ip: string | undefined) => `login-address:${ip ?? 'unknown'}`;

function minutes(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? '1 minute' : `${n} minutes`;
}

/** Counts one hit on `key` in a fixed window; returns the count in the current window. */
async function countHit(db: Db, key: string, now: Date, windowMs: number) {
  const windowEnd = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(authThrottle)
    .values({ key, hits: 1, windowStartedAt: now, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        hits: sql`case when ${authThrottle.expiresAt} <= ${now} then 1 else ${authThrottle.hits} + 1 end`,
        windowStartedAt: sql`case when ${authThrottle.expiresAt} <= ${now} then ${now} else ${authThrottle.windowStartedAt} end`,
        blockedUntil: sql`case when ${authThrottle.expiresAt} <= ${now} then null else ${authThrottle.blockedUntil} end`,
        expiresAt: sql`case when ${authThrottle.expiresAt} <= ${now} then ${windowEnd} else ${authThrottle.expiresAt} end`,
      },
    })
    .returning({ hits: authThrottle.hits, expiresAt: authThrottle.expiresAt });
  return row!;
}

/**
 * A preHandler for the sign-in route: refuses it while its account or address is held back, before
 * the password is looked at.
 */
export function loginHold(ctx: ThrottleContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { email } = request.body as { email: string };
    const now = ctx.clock();
    const rows = await ctx.db
      .select({ blockedUntil: authThrottle.blockedUntil })
      .from(authThrottle)
      .where(
        and(inArray(authThrottle.key, [accountKey(email), addressKey(request.ip)]), gt(authThrottle.blockedUntil, now)),
      );
    const wait = Math.max(0, ...rows.map((r) => (r.blockedUntil?.getTime() ?? 0) - now.getTime()));
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      throw tooMany(
        `Too many failed sign-in attempts. Wait ${minutes(wait)} and try again, or ask an administrator to reset your password.`,
      );
    }
  };
}

/** Records a failed sign-in against the account and the address, holding either back past its limit. */
export async function recordLoginFailure(ctx: ThrottleContext, email: string, ip: string | undefined) {
  const now = ctx.clock();
  // Old counters go on a failure only, so a successful sign-in costs nothing extra.
  await ctx.db.delete(authThrottle).where(lte(authThrottle.expiresAt, now));
  const limits: [string, number][] = [
    [accountKey(email), ctx.config.loginFailuresPerAccount],
    [addressKey(ip), ctx.config.loginFailuresPerAddress],
  ];
  for (const [key, limit] of limits) {
    const { hits } = await countHit(ctx.db, key, now, LOGIN_FAILURE_WINDOW_MS);
    if (hits < limit) continue;
    const hold = Math.min(FIRST_HOLD_MS * 2 ** Math.min(hits - limit, 10), LONGEST_HOLD_MS);
    const blockedUntil = new Date(now.getTime() + hold);
    await ctx.db
      .update(authThrottle)
      .set({ blockedUntil, expiresAt: sql`greatest(${authThrottle.expiresAt}, ${blockedUntil})` })
      .where(sql`${authThrottle.key} = ${key}`);
  }
}

/** A right password (on an active account) forgets the account's failures; the address keeps its own. */
export async function clearLoginFailures(ctx: ThrottleContext, email: string) {
  await ctx.db.delete(authThrottle).where(sql`${authThrottle.key} = ${accountKey(email)}`);
}

/**
 * An onRequest hook limiting a route to `perMinute` requests a minute per address, whatever
 * their outcome: register, create-password, forgot-password. `name` keeps each route's count apart.
 */
export function perAddressLimit(ctx: ThrottleContext, name: string, perMinute = ctx.config.loginRateLimitPerMinute) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const now = ctx.clock();
    const { hits, expiresAt } = await countHit(ctx.db, `${name}:${request.ip}`, now, ADDRESS_WINDOW_MS);
    if (hits > perMinute) {
      const wait = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
      reply.header('retry-after', String(wait));
      throw tooMany('Too many attempts from your network. Wait a minute and try again.');
    }
  };
}

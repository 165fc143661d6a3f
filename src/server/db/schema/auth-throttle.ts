import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters for sign-in throttling and per-address limits (decision 060). In the database rather
 * than in memory so that several API processes on one PostgreSQL share them; a row is forgotten
 * once `expires_at` has passed.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    /** What is counted and for whom, e.g. `login-account:<sha256 of email>` or `register:<address>`. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_throttle_expires_idx').on(t.expiresAt)],
);

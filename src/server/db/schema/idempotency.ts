import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per (user, Idempotency-Key) of a phone's write (tasks, follow-ups, notes): the request's
 * fingerprint and the id of what the first request made or changed, so a retry is answered again
 * instead of doing the work twice (decision 057). Any module's writes share it: one copy.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    request: text('request').notNull(),
    /** The record the first request answered with; its module reads it again on a retry (a 404 if since deleted). */
    resultId: text('result_id'),
    /** A write whose answer is not a record (a call-log sync's counts): the first answer itself. */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

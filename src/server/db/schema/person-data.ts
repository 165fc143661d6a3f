import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The opt-outs of people whose data was erased (decision 165): a keyed SHA-256 of the mobile or
 * email they opted out with, never the value itself. A lead that comes back with that mobile or
 * email (a portal enquiry, an old import file) is still not messaged on that channel.
 */
export const erasedOptOuts = pgTable(
  'erased_opt_outs',
  {
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    /** Hex SHA-256 of the digest key and the 10-digit mobile or the lower-case email. */
    digest: text('digest').notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.digest] }),
    check('erased_opt_outs_channel_check', sql`${t.channel} in ('sms', 'email')`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Important Contacts: the administrator's address book of lawyers, officials, agents. */
export const importantContacts = pgTable(
  'important_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** '+91' and 10 digits. */
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    pan: text('pan'),
    profession: text('profession').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('important_contacts_created_idx').on(t.createdAt),
    check('important_contacts_mobile_check', sql`${t.mobile} ~ '^\\+91[0-9]{10}$'`),
    check('important_contacts_pan_check', sql`${t.pan} is null or ${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';

/** One row: the developer's own letterhead. */
export const companyProfile = pgTable(
  'company_profile',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city'),
    state: text('state').notNull(),
    pincode: text('pincode'),
    gstin: text('gstin'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    signatoryName: text('signatory_name'),
    signatoryTitle: text('signatory_title'),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('company_profile_single_row', sql`${t.id} = 1`)],
);

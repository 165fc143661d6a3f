import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SALES_CONTACT_KINDS } from '../../../domain/schemas/contact';
import { oneOf } from '../sql-list';
import { leads } from './leads';
import { users } from './users';

/**
 * Contacts of the sales side (spec route `contact`, decision 052): channel partners, brokers,
 * referrers, site neighbours, vendors. A contact may become a lead (`converted_lead_id`).
 */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The 10 digits (normaliseIndianMobile); one contact per mobile. */
    mobile: text('mobile').notNull(),
    alternateMobile: text('alternate_mobile'),
    email: text('email'),
    company: text('company'),
    kind: text('kind').notNull(),
    city: text('city'),
    notes: text('notes'),
    /** RESTRICT as for leads: a member who holds contacts is deactivated, not deleted. */
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'restrict' }),
    /** SET NULL: purging the lead from the recycle bin leaves the contact, no longer marked converted. */
    convertedLeadId: uuid('converted_lead_id').references(() => leads.id, { onDelete: 'set null' }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_mobile_unique').on(t.mobile),
    // The list: newest first, ties by id (paging never repeats a row).
    index('contacts_created_idx').on(t.createdAt, t.id),
    index('contacts_assigned_to_idx').on(t.assignedTo),
    index('contacts_converted_lead_idx').on(t.convertedLeadId),
    // Search is ILIKE '%…%' on name, mobile, email and company.
    index('contacts_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('contacts_mobile_trgm_idx').using('gin', sql`${t.mobile} gin_trgm_ops`),
    index('contacts_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('contacts_company_trgm_idx').using('gin', sql`${t.company} gin_trgm_ops`),
    check('contacts_kind_check', oneOf(t.kind, SALES_CONTACT_KINDS)),
  ],
);

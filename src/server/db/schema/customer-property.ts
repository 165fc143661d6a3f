import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CUSTOMER_TYPES, SUB_TYPES } from '../../../domain/schemas/customer-property';
import { oneOf, sqlList } from '../sql-list';
import { files } from './files';
import { users } from './users';

/**
 * Customer property records. The four basic documents are columns pointing at
 * files; other documents are rows of customer_property_documents.
 */
export const customerProperties = pgTable(
  'customer_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerName: text('owner_name').notNull(),
    address: text('address').notNull(),
    /** '91' and 10 digits. */
    contact: text('contact').notNull(),
    type: text('type').notNull(),
    subType: text('sub_type').notNull(),
    projectName: text('project_name').notNull(),
    profileFileId: uuid('profile_file_id').references(() => files.id, { onDelete: 'set null' }),
    aadharCardFileId: uuid('aadhar_card_file_id').references(() => files.id, { onDelete: 'set null' }),
    panCardFileId: uuid('pan_card_file_id').references(() => files.id, { onDelete: 'set null' }),
    lightBillFileId: uuid('light_bill_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_properties_type_idx').on(t.type, t.subType, t.createdAt),
    index('customer_properties_created_idx').on(t.createdAt),
    index('customer_properties_owner_trgm_idx').using('gin', sql`${t.ownerName} gin_trgm_ops`),
    check('customer_properties_contact_check', sql`${t.contact} ~ '^91[0-9]{10}$'`),
    // Each type with its own sub-types, from the same table the form and the zod schema use.
    check(
      'customer_properties_type_check',
      sql.join(
        CUSTOMER_TYPES.map((type) => sql`(${t.type} = ${sqlList([type])} and ${oneOf(t.subType, SUB_TYPES[type])})`),
        sql.raw('\n        or '),
      ),
    ),
  ],
);

export const customerPropertyDocuments = pgTable(
  'customer_property_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerPropertyId: uuid('customer_property_id')
      .notNull()
      .references(() => customerProperties.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_property_documents_owner_idx').on(t.customerPropertyId, t.createdAt)],
);

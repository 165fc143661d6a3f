import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_KINDS } from '../../../domain/schemas/customer-contact';
import { ENTITY_TYPES } from '../../../domain/schemas/entity';
import { PAYMENT_DIRECTIONS, PAYMENT_MODES } from '../../../domain/schemas/entity-payment';
import { oneOf } from '../sql-list';
import { files } from './files';
import { users } from './users';

/** Parties the company deals with: flat buyers, land owners, channel partners, contractors. */
export const entities = pgTable(
  'entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    pan: text('pan'),
    gstin: text('gstin'),
    address: text('address'),
    project: text('project'),
    wing: text('wing'),
    flatNo: text('flat_no'),
    floor: text('floor'),
    /** Square feet. */
    carpetArea: numeric('carpet_area', { precision: 12, scale: 2 }),
    agreementValue: numeric('agreement_value', { precision: 14, scale: 2 }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('entities_type_name_idx').on(t.type, t.name),
    index('entities_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('entities_mobile_idx').on(t.mobile),
    check('entities_type_check', oneOf(t.type, ENTITY_TYPES)),
    check('entities_agreement_value_check', sql`${t.agreementValue} is null or ${t.agreementValue} >= 0`),
  ],
);

export const entityPayments = pgTable(
  'entity_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    date: date('date').notNull(),
    mode: text('mode').notNull(),
    reference: text('reference'),
    bank: text('bank'),
    note: text('note'),
    direction: text('direction').notNull().default('received'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('entity_payments_entity_idx').on(t.entityId, t.date),
    check('entity_payments_amount_check', sql`${t.amount} > 0`),
    check('entity_payments_mode_check', oneOf(t.mode, PAYMENT_MODES)),
    check('entity_payments_direction_check', oneOf(t.direction, PAYMENT_DIRECTIONS)),
  ],
);

export const entityDocuments = pgTable(
  'entity_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    title: text('title'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('entity_documents_entity_idx').on(t.entityId, t.createdAt)],
);

/** Who changed what on an entity, and when. `changes` is [{ field, from, to }]. */
export const entityHistory = pgTable(
  'entity_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Orders rows written in the same millisecond (several changes in one request). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    changes: jsonb('changes').$type<{ field: string; from: string | null; to: string | null }[]>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the history still says who it was after the member is deleted. */
    userName: text('user_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('entity_history_entity_idx').on(t.entityId, t.seq)],
);

/** Co-applicants and family contacts of a flat buyer (/api/customerContact/). */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    pan: text('pan'),
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_contacts_entity_idx').on(t.entityId, t.createdAt),
    check('customer_contacts_kind_check', oneOf(t.kind, CONTACT_KINDS)),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SUPPLY_TYPES } from '../../../domain/money/supply-type';
import { PAYMENT_MODES } from '../../../domain/schemas/entity-payment';
import { oneOf } from '../sql-list';
import { files } from './files';
import { users } from './users';

export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    mobile: text('mobile').notNull(),
    email: text('email'),
    gstin: text('gstin'),
    address: text('address'),
    state: text('state').notNull(),
    bankName: text('bank_name'),
    accNo: text('acc_no'),
    ifsc: text('ifsc'),
    bankBranch: text('bank_branch'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('suppliers_name_unique').on(sql`lower(${t.name})`)],
);

export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    hsn: text('hsn'),
    rate: numeric('rate', { precision: 14, scale: 2 }).notNull(),
    gst: numeric('gst', { precision: 5, scale: 2 }).notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('materials_name_unit_unique').on(sql`lower(${t.name})`, sql`lower(${t.unit})`),
    check('materials_rate_check', sql`${t.rate} >= 0`),
    check('materials_gst_check', sql`${t.gst} >= 0 and ${t.gst} <= 100`),
  ],
);

/** A supplier's bill. Totals are computed by the server from the lines. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    invoiceNo: text('invoice_no').notNull(),
    date: date('date').notNull(),
    supplyType: text('supply_type').notNull(),
    notes: text('notes'),
    subtotal: numeric('subtotal', { precision: 14, scale: 2 }).notNull(),
    cgst: numeric('cgst', { precision: 14, scale: 2 }).notNull(),
    sgst: numeric('sgst', { precision: 14, scale: 2 }).notNull(),
    igst: numeric('igst', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The same supplier's invoice entered twice would be paid twice.
    uniqueIndex('purchases_supplier_invoice_unique').on(t.supplierId, sql`lower(${t.invoiceNo})`),
    index('purchases_date_idx').on(t.date),
    index('purchases_supplier_date_idx').on(t.supplierId, t.date),
    check('purchases_supply_type_check', oneOf(t.supplyType, SUPPLY_TYPES)),
    check('purchases_total_check', sql`${t.total} >= 0`),
  ],
);

export const purchaseItems = pgTable(
  'purchase_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'restrict' }),
    qty: numeric('qty', { precision: 14, scale: 3 }).notNull(),
    rate: numeric('rate', { precision: 14, scale: 2 }).notNull(),
    gst: numeric('gst', { precision: 5, scale: 2 }).notNull(),
    taxable: numeric('taxable', { precision: 14, scale: 2 }).notNull(),
    cgst: numeric('cgst', { precision: 14, scale: 2 }).notNull(),
    sgst: numeric('sgst', { precision: 14, scale: 2 }).notNull(),
    igst: numeric('igst', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    index('purchase_items_purchase_idx').on(t.purchaseId, t.lineNo),
    index('purchase_items_material_idx').on(t.materialId),
    check('purchase_items_qty_check', sql`${t.qty} > 0`),
  ],
);

export const purchasePayments = pgTable(
  'purchase_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    date: date('date').notNull(),
    mode: text('mode').notNull(),
    reference: text('reference'),
    note: text('note'),
    advance: boolean('advance').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_payments_purchase_idx').on(t.purchaseId, t.date),
    check('purchase_payments_amount_check', sql`${t.amount} > 0`),
    check('purchase_payments_mode_check', oneOf(t.mode, PAYMENT_MODES)),
  ],
);

export const purchaseAttachments = pgTable(
  'purchase_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_attachments_purchase_idx').on(t.purchaseId, t.createdAt)],
);

import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SUPPLY_TYPES } from '../../../domain/money/supply-type';
import type { Invoice } from '../../../domain/schemas/invoice';
import { INVOICE_STATUSES } from '../../../domain/schemas/invoice';
import { oneOf } from '../sql-list';
import { quotations } from './quotations';
import { users } from './users';

/**
 * The last invoice serial of each financial year. Allocating a number updates this row in the
 * same transaction as the invoice insert, so concurrent issues queue on its lock and a failed
 * insert rolls the number back: no gaps, no duplicates (docs/decisions/011-invoice-numbering.md).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSerial: integer('last_serial').notNull(),
});

/** GST tax invoices (CGST Rule 46). Parties and lines are copies taken at issue; never edited. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceNo: text('invoice_no').notNull(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    quotationId: uuid('quotation_id').references(() => quotations.id, { onDelete: 'set null' }),
    quoteNo: text('quote_no').notNull(),
    supplier: jsonb('supplier').$type<Invoice['supplier']>().notNull(),
    recipient: jsonb('recipient').$type<Invoice['recipient']>().notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    placeOfSupplyCode: text('place_of_supply_code').notNull(),
    supplyType: text('supply_type').notNull(),
    lines: jsonb('lines').$type<Invoice['lines']>().notNull(),
    signatory: jsonb('signatory').$type<Invoice['signatory']>().notNull(),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2 }).notNull(),
    cgst: numeric('cgst', { precision: 14, scale: 2 }).notNull(),
    sgst: numeric('sgst', { precision: 14, scale: 2 }).notNull(),
    igst: numeric('igst', { precision: 14, scale: 2 }).notNull(),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2 }).notNull(),
    /** The quotation's total at issue and why it differs (a copy like the parties); null before 0006. */
    quotationComparison: jsonb('quotation_comparison').$type<NonNullable<Invoice['quotationComparison']>>(),
    status: text('status').notNull().default('issued'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_invoice_no_unique').on(t.invoiceNo),
    uniqueIndex('invoices_year_serial_unique').on(t.financialYear, t.serial),
    check('invoices_status_check', oneOf(t.status, INVOICE_STATUSES)),
    check('invoices_supply_type_check', oneOf(t.supplyType, SUPPLY_TYPES)),
    check('invoices_number_length_check', sql`length(${t.invoiceNo}) <= 16`),
    index('invoices_created_idx').on(t.createdAt.desc()),
    index('invoices_quotation_idx').on(t.quotationId),
  ],
);

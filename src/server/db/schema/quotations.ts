import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BRANCH_TYPES } from '../../../domain/billing/catalogue';
import type { Address, ProductLine, QuotationBank } from '../../../domain/schemas/quotation';
import { oneOf } from '../sql-list';
import { users } from './users';

/**
 * Quotations. Addresses, bank and product lines are kept as JSON copies: a quotation is
 * a document, so later changes to a bank or the catalogue must not rewrite it. Totals are columns,
 * recomputed by the server on every save.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteNo: text('quote_no').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    valid: date('valid').notNull(),
    /** The creation date in India: the list's date filter and its order. */
    quoteDate: date('quote_date').notNull(),
    branchtype: text('branchtype').notNull(),
    branch: text('branch').notNull().default(''),
    gstin: text('gstin').notNull().default(''),
    type: text('type').notNull().default(''),
    billing: jsonb('billing').$type<Address>().notNull(),
    shipping: jsonb('shipping').$type<Address>().notNull(),
    bank: jsonb('bank').$type<QuotationBank>().notNull(),
    products: jsonb('products').$type<ProductLine[]>().notNull(),
    totalAmountBeforeTax: numeric('total_amount_before_tax', { precision: 14, scale: 2 }).notNull(),
    totalCgst: numeric('total_cgst', { precision: 14, scale: 2 }).notNull(),
    totalSgst: numeric('total_sgst', { precision: 14, scale: 2 }).notNull(),
    totalIgst: numeric('total_igst', { precision: 14, scale: 2 }).notNull(),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2 }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotations_quote_no_unique').on(sql`lower(${t.quoteNo})`),
    check('quotations_branchtype_check', oneOf(t.branchtype, BRANCH_TYPES)),
    // Newest first, and the from/to filter walks the same index.
    index('quotations_date_order_idx').on(t.quoteDate.desc(), t.createdAt.desc(), t.id.desc()),
    index('quotations_type_idx').on(sql`lower(${t.type})`),
    // Case-insensitive substring search (ILIKE '%…%') over quote number, name and mobile.
    index('quotations_quote_no_trgm_idx').using('gin', t.quoteNo.op('gin_trgm_ops')),
    index('quotations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('quotations_mobile_trgm_idx').using('gin', t.mobile.op('gin_trgm_ops')),
  ],
);

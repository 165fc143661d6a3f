import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The developer's own bank accounts, printed on quotations. */
export const banks = pgTable(
  'banks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    accountHolder: text('account_holder').notNull(),
    accNo: text('acc_no').notNull(),
    ifsc: text('ifsc').notNull(),
    branch: text('branch'),
    message: text('message'),
    terms: text('terms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The same account saved twice would print twice in the quotation's bank picker.
  (t) => [uniqueIndex('banks_account_unique').on(t.ifsc, t.accNo)],
);

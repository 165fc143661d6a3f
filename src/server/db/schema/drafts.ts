import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DRAFT_KINDS } from '../../../domain/schemas/draft';
import { oneOf } from '../sql-list';
import { quotations } from './quotations';
import { users } from './users';

/** Unfinished quotation forms, each visible only to its author. */
export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    quotationId: uuid('quotation_id').references(() => quotations.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('drafts_kind_check', oneOf(t.kind, DRAFT_KINDS)),
    index('drafts_user_idx').on(t.userId, t.updatedAt.desc()),
  ],
);

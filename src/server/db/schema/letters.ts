import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LETTER_TYPES } from '../../../domain/schemas/letter';
import { oneOf } from '../sql-list';
import { entities } from './entities';
import { users } from './users';

/**
 * A letter given to a flat buyer (demand letter, receipt, permission to mortgage, cost break-up,
 * possession letter), kept with its field values exactly as printed so it can be reopened and
 * reprinted. The letters belong to the buyer's documents and go when the buyer's record goes.
 */
export const issuedLetters = pgTable(
  'issued_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    /** The letter's fields as issued, checked by the schema of its type (src/domain/schemas/letter.ts). */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the record still says who issued it after the member is deleted. */
    issuedByName: text('issued_by_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('issued_letters_entity_idx').on(t.entityId, t.issuedAt),
    index('issued_letters_issued_at_idx').on(t.issuedAt),
    check('issued_letters_type_check', oneOf(t.type, LETTER_TYPES)),
  ],
);

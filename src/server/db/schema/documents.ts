import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_CATEGORIES } from '../../../domain/schemas/document';
import { oneOf } from '../sql-list';
import { files } from './files';
import { users } from './users';

/** The shared document library: a titled, categorised file. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_created_idx').on(t.createdAt),
    index('documents_category_idx').on(t.category, t.createdAt),
    index('documents_uploader_idx').on(t.uploadedBy, t.createdAt),
    index('documents_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    check('documents_category_check', oneOf(t.category, DOCUMENT_CATEGORIES)),
  ],
);

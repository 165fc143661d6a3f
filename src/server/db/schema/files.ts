import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Metadata of every uploaded file. The bytes live in the storage service under a
 * server-made key; a record that owns files keeps their ids. `readCapability` is the permission a
 * user needs to open the file, fixed at upload by the module that owns it.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    readCapability: text('read_capability').notNull(),
    /** Every view is written to file_access_log (KYC documents). */
    audited: boolean('audited').notNull().default(false),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('files_size_check', sql`${t.sizeBytes} >= 0`)],
);

export const fileAccessLog = pgTable(
  'file_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null once the file is deleted; the log outlives the file (an audit trail must). */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the log still says who it was after the member is deleted. */
    userName: text('user_name').notNull(),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_access_log_at_idx').on(t.at), index('file_access_log_file_idx').on(t.fileId)],
);

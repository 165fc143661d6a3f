import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LeadImportMapping, LeadImportOptions } from '../../../domain/schemas/lead-import';
import { LEAD_IMPORT_STATUSES } from '../../../domain/schemas/lead-import';
import { oneOf } from '../sql-list';
import { users } from './users';

/**
 * A file uploaded for import and not yet imported. The bytes are in storage under the
 * row's id; rows and files older than a day are cleared by the next upload.
 */
export const leadImportUploads = pgTable('lead_import_uploads', {
  id: uuid('id').primaryKey(),
  fileName: text('file_name').notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  fileKind: text('file_kind').$type<'csv' | 'xlsx'>().notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One import of a file of leads (decision 090). `rows_done` is the last row of the file whose
 * outcome is committed: it moves in the same transaction as the batch it ends, so a resumed job
 * starts after it with nothing applied twice.
 */
export const leadImports = pgTable(
  'lead_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The stored file (storage key); kept while the import may still be resumed. */
    fileKey: uuid('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    fileKind: text('file_kind').$type<'csv' | 'xlsx'>().notNull(),
    sheet: text('sheet'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: text('status').$type<(typeof LEAD_IMPORT_STATUSES)[number]>().notNull().default('queued'),
    mapping: jsonb('mapping').$type<LeadImportMapping>().notNull(),
    options: jsonb('options').$type<LeadImportOptions>().notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    /** Bytes of the file behind rows_done, for the estimate of the rows still to come. */
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    restored: integer('restored').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** Exact once the whole file is read. */
    totalRows: integer('total_rows'),
    /** The next round-robin slot among options.roundRobinMemberIds. */
    roundRobinNext: integer('round_robin_next').notNull().default(0),
    jobId: uuid('job_id'),
    error: text('error'),
    undoJobId: uuid('undo_job_id'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('lead_imports_created_idx').on(t.createdAt.desc(), t.id),
    check('lead_imports_status_check', oneOf(t.status, LEAD_IMPORT_STATUSES)),
  ],
);

/**
 * What became of each mobile of an import: the first row that had it, the lead it touched and how
 * (created, updated, restored, skipped), and for an updated or restored lead the values it had
 * before, so undo puts back exactly those. The primary key is what finds a duplicate in the file.
 */
export const leadImportOutcomes = pgTable(
  'lead_import_outcomes',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => leadImports.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    rowNo: integer('row_no').notNull(),
    /** No foreign key: a purged lead leaves its outcome, and undo skips what is gone. */
    leadId: uuid('lead_id'),
    outcome: text('outcome').$type<'created' | 'updated' | 'restored' | 'skipped'>().notNull(),
    /** Column name → value before the import (text, as PostgreSQL prints it), for undo. */
    previous: jsonb('previous').$type<Record<string, string | null>>(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.mobile] }),
    index('lead_import_outcomes_changed_idx')
      .on(t.importId, t.rowNo)
      .where(sql`${t.outcome} in ('updated', 'restored')`),
  ],
);

/** Rows that were not imported: the original cells, the row number in the file and why. */
export const leadImportRejects = pgTable(
  'lead_import_rejects',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => leadImports.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    reason: text('reason').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNo] })],
);

/** Mappings saved by name and offered on the next upload. */
export const leadImportMappings = pgTable('lead_import_mappings', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  mapping: jsonb('mapping').$type<LeadImportMapping>().notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The shape of one batch of an import, loaded with COPY and worked on set-based. The batches go
 * into a temporary copy of it per connection (`lead_import_batch`, emptied at each commit, decision
 * 090), so this table itself stays empty.
 */
export const leadImportStaging = pgTable(
  'lead_import_staging',
  {
    importId: uuid('import_id').notNull(),
    rowNo: integer('row_no').notNull(),
    reason: text('reason'),
    cells: jsonb('cells').$type<string[]>(),
    name: text('name'),
    mobile: text('mobile'),
    alternateMobile: text('alternate_mobile'),
    email: text('email'),
    sourceId: uuid('source_id'),
    branchId: uuid('branch_id'),
    assignedTo: uuid('assigned_to'),
    project: text('project'),
    requirement: text('requirement'),
    budget: numeric('budget', { precision: 14, scale: 2 }),
    city: text('city'),
    status: text('status'),
    nextFollowUpAt: timestamp('next_follow_up_at', { withTimezone: true }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }),
    leadId: uuid('lead_id'),
    match: text('match'),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNo] }),
    index('lead_import_staging_mobile_idx').on(t.importId, t.mobile),
  ],
);

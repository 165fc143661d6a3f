import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export interface OutboxAttachment {
  fileId: string;
  fileName: string;
}

/**
 * Every email the app sends, written in the transaction of the change that causes it and sent by
 * a job (mail/send-email-job.ts). The row is the record of what went out and why it did not.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /**
     * Kept files sent with the mail (a demand letter, a receipt): ids of `files` rows and the name
     * the reader sees. The bytes are read from storage when the mail is sent (decision 197).
     */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id'),
    /** One email per cause: the same key again is the same email, not a second one. */
    idempotencyKey: text('idempotency_key'),
    relatedKind: text('related_kind'),
    relatedId: text('related_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_outbox_idempotency_unique').on(t.idempotencyKey),
    index('email_outbox_created_idx').on(t.createdAt),
    check('email_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

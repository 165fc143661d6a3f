import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Company-wide configuration, one row per key. A row holds either a plain JSON value or one
 * secret, encrypted with AES-256-GCM (settings/secret-box.ts): the table never holds a secret in
 * clear, and key_id says which key sealed it, so a wrong SECRETS_KEY is named rather than guessed.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value'),
  secretCiphertext: text('secret_ciphertext'),
  secretIv: text('secret_iv'),
  secretTag: text('secret_tag'),
  secretKeyId: text('secret_key_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

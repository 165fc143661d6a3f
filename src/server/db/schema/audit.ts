import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, type AuditAction } from '../../../domain/audit';
import { oneOf } from '../sql-list';
import { users } from './users';

/**
 * What an administrator did that the law or the company may ask about later: a backup downloaded,
 * a person's data exported or erased. One row per act, never updated; the actor's name is kept as
 * text so the row still says who it was after the member is deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** A dotted name from AUDIT_ACTIONS in domain/audit.ts, e.g. `backup.download`. */
    action: text('action').$type<AuditAction>().notNull(),
    /** What the act was about: `backup`, `lead`, … and its id or file name. */
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id'),
    /** One sentence a person reads on the audit screen. */
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
  },
  (t) => [
    check('audit_events_action_check', oneOf(t.action, AUDIT_ACTIONS)),
    index('audit_events_at_idx').on(t.at),
    index('audit_events_subject_idx').on(t.subjectKind, t.subjectId),
  ],
);

import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_KINDS, type ActivityKind } from '../../../domain/schemas/activity';
import { oneOf } from '../sql-list';
import { leads } from './leads';
import { users } from './users';

/**
 * Everything that happened to a lead, one timeline (decision 053). `payload` is typed per kind by
 * the zod schemas in src/domain/schemas/activity.ts; the kind list is the check constraint.
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Orders rows written at the same instant (one transaction, or a fixed test clock). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ActivityKind>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the timeline still names the person after the member is deleted. */
    actorName: text('actor_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('activities_lead_at_idx').on(t.leadId, t.at.desc(), t.seq.desc()),
    index('activities_lead_kind_at_idx').on(t.leadId, t.kind, t.at.desc(), t.seq.desc()),
    check('activities_kind_check', oneOf(t.kind, ACTIVITY_KINDS)),
  ],
);

import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEAD_FIELDS } from '../../../domain/leads/lead-changes';
import { LEAD_STATUS_LABELS } from '../../../domain/leads/statuses';
import { ACTIVITY_KINDS, type ActivityKind } from '../../../domain/schemas/activity';
import { oneOf } from '../sql-list';
import { leads } from './leads';
import { users } from './users';

/** The change a move to Booked records (describeLeadChanges' words), as a jsonb literal. */
const BOOKED_CHANGE = JSON.stringify([{ field: LEAD_FIELDS.status!.label, to: LEAD_STATUS_LABELS.booked }]);

/**
 * "This row moved the lead to Booked": the bookings of the reports and the dashboard. Written with
 * the literal inline (not a bound parameter) so PostgreSQL matches it to activities_booked_idx.
 */
export const isBookedChange = (kind: AnyColumn | SQL, payload: AnyColumn | SQL): SQL =>
  sql`(${kind} = 'status_changed' and (${payload} -> 'changes') @> ${sql.raw(`'${BOOKED_CHANGE}'`)}::jsonb)`;

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
    // The activity report (decision 141): a period's member × kind matrix read from the
    // index alone, and its rows newest first; one member's rows; one kind's rows and the bookings.
    index('activities_at_idx').on(t.at, t.seq, t.actorId, t.kind),
    index('activities_actor_at_idx').on(t.actorId, t.at, t.seq),
    index('activities_kind_at_idx').on(t.kind, t.at, t.seq),
    // Bookings in a period (decision 140): only the moves to Booked, a small index.
    index('activities_booked_idx').on(t.at, t.leadId).where(isBookedChange(t.kind, t.payload)),
    check('activities_kind_check', oneOf(t.kind, ACTIVITY_KINDS)),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  FOLLOW_UP_OUTCOMES,
  FOLLOW_UP_STATUSES,
  FOLLOW_UP_TYPES,
  type FollowUpOutcome,
  type FollowUpStatus,
  type FollowUpType,
  LOST_REASONS,
  type LostReason,
} from '../../../domain/schemas/follow-up';
import { oneOf } from '../sql-list';
import { leads } from './leads';
import { users } from './users';

/**
 * The calls, meetings and visits planned with a lead (decision 055). At most one is open per lead
 * (the partial unique index); `leads.next_follow_up_at` mirrors its due time in the same
 * transaction, so the bucket lists and counts read the leads table and its indexes.
 */
export const followUps = pgTable(
  'follow_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Orders follow-ups made at the same instant (a reschedule and its replacement, a fixed test clock). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    type: text('type').$type<FollowUpType>().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<FollowUpStatus>().notNull().default('open'),
    outcome: text('outcome').$type<FollowUpOutcome>(),
    reason: text('reason').$type<LostReason>(),
    note: text('note'),
    /** The site visit this follow-up stands for (site-visits module); no FK so either side may be removed. */
    siteVisitId: uuid('site_visit_id'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follow_ups_one_open_idx').on(t.leadId).where(sql`${t.status} = 'open'`),
    index('follow_ups_lead_created_idx').on(t.leadId, t.createdAt.desc(), t.seq.desc()),
    // The follow-up report: by due date, optionally one member's. The columns its summary counts
    // ride along so a period is read from the index alone (decision 147).
    index('follow_ups_due_idx').on(t.dueAt, t.seq, t.assignedTo, t.status, t.doneAt, t.outcome),
    index('follow_ups_assignee_due_idx').on(t.assignedTo, t.dueAt, t.seq),
    // The performance report: follow-ups a member closed as done in a period, with the due time
    // "on time" compares, read from the index alone (decisions 140, 147).
    index('follow_ups_done_by_idx').on(t.doneBy, t.doneAt, t.dueAt).where(sql`${t.status} = 'done'`),
    check('follow_ups_type_check', oneOf(t.type, FOLLOW_UP_TYPES)),
    check('follow_ups_status_check', oneOf(t.status, FOLLOW_UP_STATUSES)),
    check('follow_ups_outcome_check', sql`${t.outcome} is null or ${oneOf(t.outcome, FOLLOW_UP_OUTCOMES)}`),
    check('follow_ups_reason_check', sql`${t.reason} is null or ${oneOf(t.reason, LOST_REASONS)}`),
  ],
);

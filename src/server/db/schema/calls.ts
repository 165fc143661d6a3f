import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CALL_DIRECTIONS, CALL_SOURCES } from '../../../domain/schemas/call';
import { FOLLOW_UP_OUTCOMES } from '../../../domain/schemas/follow-up';
import { oneOf } from '../sql-list';
import { contacts } from './contacts';
import { files } from './files';
import { leads } from './leads';
import { users } from './users';

/**
 * Every call a member made or got (decision 100): the phone's call log, synced, and the
 * office line's click-to-call. `number` is the last 10 digits, the key every lookup and match uses.
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Orders calls that started at the same instant, and keys the CSV export's pages. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** RESTRICT as leads.assigned_to: a member with a call history is deactivated, not deleted. */
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The phone's id of the call-log entry (click-to-call: the provider's call id). */
    deviceCallId: text('device_call_id').notNull(),
    number: text('number').notNull(),
    /** As the phone wrote it (+91 98…, 098…). */
    rawNumber: text('raw_number').notNull(),
    direction: text('direction').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Someone talked: incoming or outgoing with a duration (isAnsweredCall). */
    answered: boolean('answered').notNull().default(false),
    /**
     * A missed or rejected call from a known number that nobody has called back (an outgoing call
     * to the number within 2 hours after it). Kept by every writer of calls in the same
     * transaction (recheckMissedCalls, decision 106), so the figures count a flag instead of
     * probing outgoing calls per missed call on every read.
     */
    notReturned: boolean('not_returned').notNull().default(false),
    line: text('line'),
    outcome: text('outcome'),
    note: text('note'),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    source: text('source').notNull().default('phone'),
    recordingFileId: uuid('recording_file_id').references(() => files.id, { onDelete: 'set null' }),
    providerCallId: text('provider_call_id'),
    providerStatus: text('provider_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calls_member_device_unique').on(t.memberId, t.deviceCallId),
    // A member's history (newest first) and their stats over a period: the figures are read from
    // the index alone (the columns ride along).
    index('calls_member_started_idx').on(
      t.memberId,
      t.startedAt,
      t.seq,
      t.direction,
      t.durationSeconds,
      t.answered,
      t.leadId,
      t.number,
      t.notReturned,
    ),
    // Everything with one number; "was that missed call returned within 2 hours?".
    index('calls_number_started_idx').on(t.number, t.startedAt),
    // "Was this missed call returned?" probes outgoing calls only: a smaller index whose entries
    // answer without visiting the table (decision 102).
    index('calls_outgoing_number_started_idx').on(t.number, t.startedAt).where(sql`${t.direction} = 'outgoing'`),
    index('calls_lead_started_idx').on(t.leadId, t.startedAt).where(sql`${t.leadId} is not null`),
    // The team report over a period.
    index('calls_started_idx').on(t.startedAt),
    uniqueIndex('calls_provider_call_unique').on(t.providerCallId).where(sql`${t.providerCallId} is not null`),
    check('calls_direction_check', oneOf(t.direction, CALL_DIRECTIONS)),
    check('calls_source_check', oneOf(t.source, CALL_SOURCES)),
    check('calls_outcome_check', sql`${t.outcome} is null or ${oneOf(t.outcome, FOLLOW_UP_OUTCOMES)}`),
    check('calls_duration_check', sql`${t.durationSeconds} >= 0`),
  ],
);

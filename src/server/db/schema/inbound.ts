import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONNECTOR_KINDS, INBOUND_RESULTS, PUSH_KINDS } from '../../../domain/schemas/inbound';
import { oneOf } from '../sql-list';
import { leads } from './leads';
import { users } from './users';

/**
 * One pull connector per portal kind (decision 120). The plain settings are JSON; the
 * credentials are settings-table secrets named `inbound.<kind>.<field>`, sealed like every secret
 * (decision 082), so `secrets:rotate` re-encrypts them with the rest.
 */
export const inboundConnectors = pgTable(
  'inbound_connectors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    pollMinutes: integer('poll_minutes').notNull().default(15),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** The end of the last fully successful window; the next one starts a margin before it. */
    highWaterMark: timestamp('high_water_mark', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastResult: text('last_result'),
    lastError: text('last_error'),
    lastFound: integer('last_found'),
    failuresInRow: integer('failures_in_row').notNull().default(0),
    /** The member whose name the timeline shows beside the portal's (leads need a creator). */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbound_connectors_kind_unique').on(t.kind),
    check('inbound_connectors_kind_check', oneOf(t.kind, CONNECTOR_KINDS)),
    check('inbound_connectors_poll_check', sql`${t.pollMinutes} between 5 and 60`),
    index('inbound_connectors_due_idx').on(t.nextRunAt).where(sql`${t.enabled}`),
  ],
);

/** One push source per kind: its unguessable URL key; its secret lives in the settings table. */
export const inboundPushSources = pgTable(
  'inbound_push_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    sourceKey: text('source_key').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** Refused calls (bad key or signature): counted, nothing else stored (decision 120). */
    rejectedCount: integer('rejected_count').notNull().default(0),
    lastReceivedAt: timestamp('last_received_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbound_push_sources_kind_unique').on(t.kind),
    uniqueIndex('inbound_push_sources_key_unique').on(t.sourceKey),
    check('inbound_push_sources_kind_check', oneOf(t.kind, PUSH_KINDS)),
  ],
);

/**
 * The inbound log: every enquiry as it arrived (secrets removed), once per (origin, external id),
 * and what became of it. The unique index is what makes a re-sync, a retried webhook and a run
 * resumed after a crash add nothing twice (decision 120).
 */
export const inboundEvents = pgTable(
  'inbound_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `pull:<connector kind>` or `push:<push kind>`. */
    origin: text('origin').notNull(),
    /** The sender's enquiry / event id, or `m:<mobile>|<project>|<enquiry time>` without one. */
    externalId: text('external_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The sender's own time of the enquiry (null: it sent none); the order a pull's rows are made in. */
    enquiredAt: timestamp('enquired_at', { withTimezone: true }),
    /** The order rows were logged in: the tie-break of one pull's rows that share both times. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    result: text('result').notNull().default('pending'),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inbound_events_origin_external_unique').on(t.origin, t.externalId),
    index('inbound_events_received_idx').on(t.receivedAt.desc(), t.id),
    index('inbound_events_pending_idx')
      .on(t.origin, sql`coalesce(${t.enquiredAt}, ${t.receivedAt})`, t.receivedAt, t.seq)
      .where(sql`${t.result} = 'pending'`),
    check('inbound_events_result_check', oneOf(t.result, INBOUND_RESULTS)),
  ],
);

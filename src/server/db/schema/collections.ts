import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CHEQUE_STATUSES,
  DEMAND_STATUSES,
  FORM_16B_STATUSES,
  MILESTONE_TRIGGERS,
  RECEIPT_MODES,
} from '../../../domain/collections/lists';
import { oneOf } from '../sql-list';
import { bookings } from './bookings';
import { entityPayments } from './entities';
import { files } from './files';
import { towers } from './inventory';
import { users } from './users';

/*
 * Collections (issue 28, decision 191): payment plans, each booking's schedule, stage progress per
 * tower, demands, receipts and their allocations, RERA overrides. Money is whole paise in bigint
 * columns (decision 068); percentages of a plan are whole basis points (100% = 10000).
 */

/**
 * A booking's own schedule: the plan's milestones copied at booking with their amounts from the
 * booking's frozen agreement value, then editable for that booking (each edit a booking event).
 * Positions are rewritten whole on an edit, so they carry an index, not a unique key.
 */
export const bookingInstalments = pgTable(
  'booking_instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    trigger: text('trigger').notNull(),
    stageKey: text('stage_key'),
    dueOn: date('due_on'),
    dueAfterDays: integer('due_after_days'),
    percentBp: integer('percent_bp').notNull(),
    parkingBp: integer('parking_bp'),
    locationBp: integer('location_bp'),
    /** What this instalment asks of the agreement value, before GST, in paise. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /**
     * On a booking made by transfer (decision 203): the demand the earlier buyer was given for this
     * instalment. It is never demanded again, and it keeps its share and amount like a raised one.
     */
    earlierDemandId: uuid('earlier_demand_id').references((): AnyPgColumn => demands.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_instalments_booking_idx').on(t.bookingId, t.position),
    index('booking_instalments_earlier_demand_idx').on(t.earlierDemandId).where(sql`${t.earlierDemandId} is not null`),
    index('booking_instalments_stage_idx').on(t.stageKey, t.bookingId).where(sql`${t.stageKey} is not null`),
    check('booking_instalments_trigger_check', oneOf(t.trigger, MILESTONE_TRIGGERS)),
    check('booking_instalments_amount_check', sql`${t.amountPaise} >= 0`),
    check(
      'booking_instalments_bp_check',
      sql`${t.percentBp} between 0 and 10000 and coalesce(${t.parkingBp}, 0) between 0 and 10000 and coalesce(${t.locationBp}, 0) between 0 and 10000`,
    ),
    check(
      'booking_instalments_due_check',
      sql`(${t.trigger} = 'stage') = (${t.stageKey} is not null) and (${t.trigger} = 'date') = (${t.dueOn} is not null) and (${t.trigger} = 'days_after_booking') = (${t.dueAfterDays} is not null)`,
    ),
  ],
);

/** A construction stage a tower has reached (certified on a date): it raises that stage's demands. */
export const towerStages = pgTable(
  'tower_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    towerId: uuid('tower_id')
      .notNull()
      .references(() => towers.id, { onDelete: 'cascade' }),
    stageKey: text('stage_key').notNull(),
    /** The stage's name as the person marking it typed it. */
    name: text('name').notNull(),
    reachedOn: date('reached_on').notNull(),
    note: text('note'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tower_stages_tower_stage_key').on(t.towerId, t.stageKey)],
);

/** The engineer's certificate and photos of a stage (files of the files module). */
export const towerStageFiles = pgTable(
  'tower_stage_files',
  {
    towerStageId: uuid('tower_stage_id')
      .notNull()
      .references(() => towerStages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.towerStageId, t.fileId] })],
);

/**
 * An administrator's written reason for demanding more than 10% of the cost before the agreement
 * for sale is registered (RERA section 13).
 */
export const reraOverrides = pgTable(
  'rera_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    instalmentId: uuid('instalment_id').references(() => bookingInstalments.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** What would have been demanded in all, and the 10% limit, when the override was given. */
    demandedPaise: bigint('demanded_paise', { mode: 'number' }).notNull(),
    limitPaise: bigint('limit_paise', { mode: 'number' }).notNull(),
    by: uuid('by').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rera_overrides_booking_idx').on(t.bookingId, t.at),
    check('rera_overrides_reason_check', sql`length(trim(${t.reason})) > 0`),
  ],
);

/**
 * A demand for one instalment of one booking. UNIQUE (booking, instalment): raising a stage twice,
 * a retried job or a restart mid-run never makes a second demand (INSERT … ON CONFLICT DO NOTHING).
 * `settled_paise` is the sum of its allocations, kept by the receipt that writes them.
 */
export const demands = pgTable(
  'demands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    demandNo: text('demand_no').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    instalmentId: uuid('instalment_id')
      .notNull()
      .references(() => bookingInstalments.id, { onDelete: 'restrict' }),
    towerStageId: uuid('tower_stage_id').references(() => towerStages.id, { onDelete: 'set null' }),
    raisedOn: date('raised_on').notNull(),
    dueOn: date('due_on').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    gstPercent: numeric('gst_percent', { precision: 5, scale: 2 }).notNull(),
    gstPaise: bigint('gst_paise', { mode: 'number' }).notNull(),
    /** Earlier demands still unpaid when this one was raised, and interest on them for the days late. */
    arrearsPaise: bigint('arrears_paise', { mode: 'number' }).notNull().default(0),
    interestPaise: bigint('interest_paise', { mode: 'number' }).notNull().default(0),
    /** Amount + GST + arrears + interest. */
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /** The consideration is ₹50 lakh or more: the letter carries the section 194-IA note. */
    tdsApplies: boolean('tds_applies').notNull().default(false),
    settledPaise: bigint('settled_paise', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('raised'),
    letterFileId: uuid('letter_file_id').references(() => files.id, { onDelete: 'set null' }),
    reraOverrideId: uuid('rera_override_id').references(() => reraOverrides.id, { onDelete: 'set null' }),
    /** The last overdue reminder (at most one a week per demand). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('demands_no_key').on(t.demandNo),
    uniqueIndex('demands_booking_instalment_key').on(t.bookingId, t.instalmentId),
    index('demands_booking_idx').on(t.bookingId, t.raisedOn),
    // The collections lists page in (due, id) order: open demands, and a month's with the paid ones.
    index('demands_open_due_idx').on(t.dueOn, t.id).where(sql`${t.status} in ('raised', 'sent', 'part_paid')`),
    index('demands_due_idx').on(t.dueOn, t.id),
    index('demands_stage_idx').on(t.towerStageId),
    check('demands_status_check', oneOf(t.status, DEMAND_STATUSES)),
    check(
      'demands_amounts_check',
      sql`${t.amountPaise} >= 0 and ${t.gstPaise} >= 0 and ${t.arrearsPaise} >= 0 and ${t.interestPaise} >= 0 and ${t.settledPaise} >= 0 and ${t.totalPaise} >= 0`,
    ),
    check('demands_dates_check', sql`${t.dueOn} >= ${t.raisedOn}`),
  ],
);

/**
 * A payment received against a booking. The buyer's credit is `amount_paise` (received) plus
 * `tds_paise` (deducted and deposited for the buyer under section 194-IA). A bounced cheque
 * reverses the receipt: `reversed_at` is set and its allocations are deleted.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptNo: text('receipt_no').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    mode: text('mode').notNull(),
    /** Cheque or DD number, UTR, UPI reference. */
    reference: text('reference'),
    bankName: text('bank_name'),
    receivedOn: date('received_on').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull().default(0),
    form16bStatus: text('form16b_status').notNull().default('not_applicable'),
    form16bReceivedOn: date('form16b_received_on'),
    /** Cheques and DDs only. */
    chequeStatus: text('cheque_status'),
    chequeStatusOn: date('cheque_status_on'),
    bounceChargePaise: bigint('bounce_charge_paise', { mode: 'number' }).notNull().default(0),
    /** More than was due, kept as an advance after the person recording it said so. */
    advance: boolean('advance').notNull().default(false),
    note: text('note'),
    receiptFileId: uuid('receipt_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The Entity Manager payment this receipt was made from by the migration of a buyer's payments. */
    entityPaymentId: uuid('entity_payment_id').references(() => entityPayments.id, { onDelete: 'set null' }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_no_key').on(t.receiptNo),
    uniqueIndex('receipts_entity_payment_key').on(t.entityPaymentId),
    index('receipts_booking_idx').on(t.bookingId, t.receivedOn),
    index('receipts_received_idx').on(t.receivedOn, t.id),
    index('receipts_form16b_pending_idx').on(t.receivedOn).where(sql`${t.form16bStatus} = 'pending'`),
    check('receipts_mode_check', oneOf(t.mode, RECEIPT_MODES)),
    check('receipts_form16b_status_check', oneOf(t.form16bStatus, FORM_16B_STATUSES)),
    check('receipts_cheque_status_check', sql`${t.chequeStatus} is null or ${oneOf(t.chequeStatus, CHEQUE_STATUSES)}`),
    check('receipts_amounts_check', sql`${t.amountPaise} > 0 and ${t.tdsPaise} >= 0 and ${t.bounceChargePaise} >= 0`),
  ],
);

/** How much of a receipt settled which demand (oldest demands first). */
export const receiptAllocations = pgTable(
  'receipt_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipt_allocations_key').on(t.receiptId, t.demandId),
    index('receipt_allocations_demand_idx').on(t.demandId),
    check('receipt_allocations_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

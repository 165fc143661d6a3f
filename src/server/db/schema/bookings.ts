import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CostSheet } from '../../../domain/inventory/cost-sheet';
import { BOOKING_STATUSES, DISCOUNT_STATUSES, LIVE_BOOKING_STATUSES } from '../../../domain/inventory/statuses';
import { oneOf, sqlList } from '../sql-list';
import { customerProperties } from './customer-property';
import { entities } from './entities';
import { priceLists, units } from './inventory';
import { leads } from './leads';
import { paymentPlans } from './payment-plans';
import { projects } from './projects';
import { users } from './users';

/**
 * The sale of a unit to a buyer. The cost sheet is frozen at booking from the price list in force
 * that day (a later price change never alters it). One live booking per unit.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** BK-<year>-<sequence>, printed on letters. */
    bookingNo: text('booking_no').notNull(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** The first applicant's flat-buyer record in the Entity Manager. */
    entityId: uuid('entity_id').references(() => entities.id, { onDelete: 'set null' }),
    customerPropertyId: uuid('customer_property_id').references(() => customerProperties.id, {
      onDelete: 'set null',
    }),
    bookingDate: date('booking_date').notNull(),
    status: text('status').notNull().default('booked'),
    priceListId: uuid('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
    /** The payment plan the booking's schedule was copied from (decision 191). */
    paymentPlanId: uuid('payment_plan_id').references(() => paymentPlans.id, { onDelete: 'set null' }),
    costSheet: jsonb('cost_sheet').$type<CostSheet>().notNull(),
    agreementValue: numeric('agreement_value', { precision: 14, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull(),
    gstPercent: numeric('gst_percent', { precision: 5, scale: 2 }).notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    discountStatus: text('discount_status').notNull().default('none'),
    discountRequestedBy: uuid('discount_requested_by').references(() => users.id, { onDelete: 'set null' }),
    discountDecidedBy: uuid('discount_decided_by').references(() => users.id, { onDelete: 'set null' }),
    discountDecidedAt: timestamp('discount_decided_at', { withTimezone: true }),
    discountNote: text('discount_note'),
    bookingAmount: numeric('booking_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    agreementRegisteredOn: date('agreement_registered_on'),
    possessionOn: date('possession_on'),
    cancelledOn: date('cancelled_on'),
    cancellationCharges: numeric('cancellation_charges', { precision: 14, scale: 2 }),
    cancellationReason: text('cancellation_reason'),
    /** The booking that took this one's place when it was transferred to another buyer. */
    transferredToId: uuid('transferred_to_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_no_key').on(t.bookingNo),
    // The list's search (ILIKE '%…%' on the number, decision 181).
    index('bookings_no_trgm_idx').using('gin', sql`${t.bookingNo} gin_trgm_ops`),
    uniqueIndex('bookings_live_unit_key')
      .on(t.unitId)
      .where(sql`${t.status} in (${sqlList(LIVE_BOOKING_STATUSES)})`),
    // Every booking of a unit, cancelled ones too: the search by unit number joins through it (decision 189).
    index('bookings_unit_idx').on(t.unitId),
    index('bookings_date_idx').on(t.bookingDate, t.id),
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_project_idx').on(t.projectId, t.bookingDate),
    index('bookings_lead_idx').on(t.leadId),
    // A flat buyer's bookings, for the Entity Manager's view of their money (decision 201).
    index('bookings_entity_idx').on(t.entityId),
    index('bookings_creator_idx').on(t.createdBy, t.bookingDate),
    index('bookings_discount_pending_idx').on(t.createdAt).where(sql`${t.discountStatus} = 'pending'`),
    check('bookings_status_check', oneOf(t.status, BOOKING_STATUSES)),
    check('bookings_discount_status_check', oneOf(t.discountStatus, DISCOUNT_STATUSES)),
    check('bookings_discount_check', sql`${t.discountPercent} >= 0 and ${t.discountPercent} < 100`),
    check(
      'bookings_amounts_check',
      sql`${t.agreementValue} >= 0 and ${t.totalAmount} >= 0 and ${t.bookingAmount} >= 0`,
    ),
  ],
);

/** The applicant and co-applicants of a booking, in order (position 1 is the first applicant). */
export const bookingApplicants = pgTable(
  'booking_applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** '91' and 10 digits. */
    mobile: text('mobile'),
    email: text('email'),
    pan: text('pan'),
    address: text('address'),
    /** A woman applicant: with every applicant a woman, the state's stamp-duty concession applies. */
    woman: boolean('woman').notNull().default(false),
    relation: text('relation'),
    entityId: uuid('entity_id').references(() => entities.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('booking_applicants_position_key').on(t.bookingId, t.position),
    index('booking_applicants_entity_idx').on(t.entityId),
    index('booking_applicants_mobile_idx').on(t.mobile),
    index('booking_applicants_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('booking_applicants_mobile_check', sql`${t.mobile} is null or ${t.mobile} ~ '^91[0-9]{10}$'`),
    check('booking_applicants_position_check', sql`${t.position} between 1 and 10`),
  ],
);

/** What happened to a booking, newest last: status changes, discount decisions, edits. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Orders events written at the same instant (one transaction, or a fixed test clock). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    by: uuid('by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.seq)],
);

import { sql } from 'drizzle-orm';
import {
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
import type { LocationCharge, OtherCharge } from '../../../domain/inventory/cost-sheet';
import { FACINGS, HOLD_END_REASONS, RATE_BASES, UNIT_STATUSES } from '../../../domain/inventory/statuses';
import { UNIT_TYPES } from '../../../domain/inventory/unit-types';
import { oneOf } from '../sql-list';
import { leads } from './leads';
import { projects } from './projects';
import { users } from './users';

/** A tower or wing of a project, with the floors it has. */
export const towers = pgTable(
  'towers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lowest and highest floor with units (0 is the ground floor; podium or basement may be negative). */
    floorFrom: integer('floor_from').notNull().default(0),
    floorTo: integer('floor_to').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('towers_project_name_key').on(t.projectId, sql`lower(${t.name})`),
    check('towers_floors_check', sql`${t.floorFrom} <= ${t.floorTo} and ${t.floorTo} <= 200 and ${t.floorFrom} >= -10`),
  ],
);

/**
 * A flat, shop, office, plot or row house. Areas in m² as RERA states them (decision 173); the
 * status is written by holds and bookings in the same transaction as their own rows, so the
 * availability grid reads one table.
 */
export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    towerId: uuid('tower_id')
      .notNull()
      .references(() => towers.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    floor: integer('floor').notNull(),
    type: text('type').notNull(),
    carpetSqm: numeric('carpet_sqm', { precision: 10, scale: 2 }).notNull(),
    balconySqm: numeric('balcony_sqm', { precision: 10, scale: 2 }).notNull().default('0'),
    saleableSqm: numeric('saleable_sqm', { precision: 10, scale: 2 }).notNull(),
    facing: text('facing'),
    parkingSlots: integer('parking_slots').notNull().default(0),
    /** Keys of the price list's preferential locations this unit has (corner, garden-facing…). */
    locations: text('locations').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('available'),
    /** Why management blocked it; set only while blocked. */
    blockedReason: text('blocked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('units_tower_number_key').on(t.towerId, sql`lower(${t.number})`),
    index('units_project_grid_idx').on(t.projectId, t.towerId, t.floor, t.number),
    index('units_project_status_idx').on(t.projectId, t.status),
    // The bookings list's search by unit number (ILIKE '%…%', decision 189).
    index('units_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    check('units_type_check', oneOf(t.type, UNIT_TYPES)),
    check('units_status_check', oneOf(t.status, UNIT_STATUSES)),
    check('units_facing_check', sql`${t.facing} is null or ${oneOf(t.facing, FACINGS)}`),
    check('units_areas_check', sql`${t.carpetSqm} > 0 and ${t.balconySqm} >= 0 and ${t.saleableSqm} >= ${t.carpetSqm}`),
    check('units_parking_check', sql`${t.parkingSlots} between 0 and 20`),
  ],
);

/**
 * A project's prices from a date: the version in force on a day is the one with the latest
 * `effective_from` on or before it. Rupees as numeric(14,2); the engine works in paise.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from').notNull(),
    rateBasis: text('rate_basis').notNull().default('carpet'),
    baseRatePerSqft: numeric('base_rate_per_sqft', { precision: 12, scale: 2 }).notNull(),
    floorRiseAboveFloor: integer('floor_rise_above_floor'),
    floorRisePerSqft: numeric('floor_rise_per_sqft', { precision: 12, scale: 2 }),
    parkingPerSlot: numeric('parking_per_slot', { precision: 14, scale: 2 }).notNull().default('0'),
    locationCharges: jsonb('location_charges').$type<LocationCharge[]>().notNull().default([]),
    otherCharges: jsonb('other_charges').$type<OtherCharge[]>().notNull().default([]),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_lists_project_from_key').on(t.projectId, t.effectiveFrom),
    check('price_lists_rate_basis_check', oneOf(t.rateBasis, RATE_BASES)),
    check('price_lists_base_rate_check', sql`${t.baseRatePerSqft} > 0`),
    check('price_lists_floor_rise_check', sql`(${t.floorRiseAboveFloor} is null) = (${t.floorRisePerSqft} is null)`),
  ],
);

/**
 * Holds of units for leads. At most one open hold per unit (the partial unique index), and the
 * unit's status says `held` while it is open; a hold ends by release, by lapsing at `held_until`
 * or by turning into a booking.
 */
export const unitHolds = pgTable(
  'unit_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    heldBy: uuid('held_by').references(() => users.id, { onDelete: 'set null' }),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    extendedBy: uuid('extended_by').references(() => users.id, { onDelete: 'set null' }),
    extendedAt: timestamp('extended_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('unit_holds_open_key').on(t.unitId).where(sql`${t.endedAt} is null`),
    index('unit_holds_open_until_idx').on(t.heldUntil).where(sql`${t.endedAt} is null`),
    index('unit_holds_lead_idx').on(t.leadId, t.heldAt),
    check('unit_holds_end_check', sql`(${t.endedAt} is null) = (${t.endReason} is null)`),
    check('unit_holds_end_reason_check', sql`${t.endReason} is null or ${oneOf(t.endReason, HOLD_END_REASONS)}`),
  ],
);

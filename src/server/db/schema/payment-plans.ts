import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHARGE_SPLITS, MILESTONE_TRIGGERS, PAYMENT_PLAN_KINDS } from '../../../domain/collections/lists';
import { oneOf } from '../sql-list';
import { projects } from './projects';
import { users } from './users';

/*
 * Payment plan templates of a project (issue 28, decision 191). Percentages are whole basis points
 * (100% = 10000). Bookings point at the plan they were made on; the schedule itself is copied into
 * booking_instalments (collections.ts).
 */

/** A project's payment plan template: the milestones a booking's schedule is copied from. */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** How parking and preferential-location charges are asked for (CHARGE_SPLITS). */
    parkingSplit: text('parking_split').notNull().default('pro_rata'),
    locationSplit: text('location_split').notNull().default('pro_rata'),
    note: text('note'),
    /** An archived plan is kept for the bookings made on it but offered to no new booking. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_plans_project_name_key').on(t.projectId, sql`lower(${t.name})`),
    check('payment_plans_kind_check', oneOf(t.kind, PAYMENT_PLAN_KINDS)),
    check('payment_plans_parking_split_check', oneOf(t.parkingSplit, CHARGE_SPLITS)),
    check('payment_plans_location_split_check', oneOf(t.locationSplit, CHARGE_SPLITS)),
  ],
);

/**
 * A plan's milestones in order. `percent_bp` is the share of the agreement value (less parking and
 * location charges that are split by milestone); `parking_bp` / `location_bp` are set only when the
 * plan splits that charge by milestone. A stage milestone is matched to a tower's progress by
 * `stage_key` (the name, lower-cased with single spaces).
 */
export const paymentPlanMilestones = pgTable(
  'payment_plan_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => paymentPlans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    trigger: text('trigger').notNull(),
    stageKey: text('stage_key'),
    dueOn: date('due_on'),
    dueAfterDays: integer('due_after_days'),
    percentBp: integer('percent_bp').notNull(),
    parkingBp: integer('parking_bp'),
    locationBp: integer('location_bp'),
  },
  (t) => [
    uniqueIndex('payment_plan_milestones_position_key').on(t.planId, t.position),
    check('payment_plan_milestones_trigger_check', oneOf(t.trigger, MILESTONE_TRIGGERS)),
    check(
      'payment_plan_milestones_bp_check',
      sql`${t.percentBp} between 0 and 10000 and coalesce(${t.parkingBp}, 0) between 0 and 10000 and coalesce(${t.locationBp}, 0) between 0 and 10000`,
    ),
    check(
      'payment_plan_milestones_due_check',
      sql`(${t.trigger} = 'stage') = (${t.stageKey} is not null) and (${t.trigger} = 'date') = (${t.dueOn} is not null) and (${t.trigger} = 'days_after_booking') = (${t.dueAfterDays} is not null)`,
    ),
  ],
);

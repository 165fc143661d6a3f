import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SITE_VISIT_STATUSES, VISIT_INTEREST_LEVELS } from '../../../domain/schemas/site-visit';
import { oneOf } from '../sql-list';
import { files } from './files';
import { leads } from './leads';
import { users } from './users';

/** A buyer's visit to a project site (decision 058). */
export const siteVisits = pgTable(
  'site_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** CASCADE: purging a lead takes its visits with it, as it takes its timeline. */
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    project: text('project').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    pickup: boolean('pickup').notNull().default(false),
    pickupAddress: text('pickup_address'),
    accompaniedBy: uuid('accompanied_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('scheduled'),
    feedback: text('feedback'),
    interest: text('interest'),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was marked done, no-show or cancelled, and by whom. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The latest check-in at the site from the phone app (decision 209): when the phone took the
     * position, where, how sure it was, and how far that is from the project the visit names (null
     * when the project has no location). A later check-in replaces it; the timeline keeps each.
     */
    checkInAt: timestamp('check_in_at', { withTimezone: true }),
    checkInLatitude: doublePrecision('check_in_latitude'),
    checkInLongitude: doublePrecision('check_in_longitude'),
    checkInAccuracyM: doublePrecision('check_in_accuracy_m'),
    checkInDistanceM: integer('check_in_distance_m'),
    /** SET NULL: a photo removed with its file leaves the check-in. */
    checkInPhotoFileId: uuid('check_in_photo_file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The Schedules screen: a range of days by visit time.
    index('site_visits_at_idx').on(t.at, t.id),
    index('site_visits_lead_idx').on(t.leadId, t.at),
    // Visits done, credited to who went (performance report) or to the lead's holder (team
    // performance), read from the index alone (decision 147).
    index('site_visits_done_at_idx').on(t.at, t.accompaniedBy, t.closedBy, t.leadId).where(sql`${t.status} = 'done'`),
    // One booked visit per lead at a time: it is the lead's open follow-up.
    uniqueIndex('site_visits_one_scheduled_unique').on(t.leadId).where(sql`${t.status} = 'scheduled'`),
    // Today's booked visits (the sidebar's badge) read only the scheduled ones.
    index('site_visits_scheduled_at_idx').on(t.at).where(sql`${t.status} = 'scheduled'`),
    check('site_visits_status_check', oneOf(t.status, SITE_VISIT_STATUSES)),
    check('site_visits_interest_check', sql`${t.interest} is null or ${oneOf(t.interest, VISIT_INTEREST_LEVELS)}`),
    check(
      'site_visits_check_in_check',
      sql`(${t.checkInAt} is null) = (${t.checkInLatitude} is null) and (${t.checkInAt} is null) = (${t.checkInLongitude} is null)
        and (${t.checkInLatitude} is null or ${t.checkInLatitude} between -90 and 90)
        and (${t.checkInLongitude} is null or ${t.checkInLongitude} between -180 and 180)`,
    ),
    check('site_visits_pickup_address_check', sql`not ${t.pickup} or ${t.pickupAddress} is not null`),
  ],
);

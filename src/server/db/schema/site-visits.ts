import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SITE_VISIT_STATUSES, VISIT_INTEREST_LEVELS } from '../../../domain/schemas/site-visit';
import { oneOf } from '../sql-list';
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
    check('site_visits_pickup_address_check', sql`not ${t.pickup} or ${t.pickupAddress} is not null`),
  ],
);

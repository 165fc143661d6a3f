import { sql } from 'drizzle-orm';
import { bigint, index, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { bookingInstalments, demands, towerStages } from './collections';
import { jobs } from './jobs';
import { users } from './users';

/*
 * Raising a stage's demands (issue 28, decision 196): what the background job refused under RERA
 * section 13, the home loan a demand letter is addressed to, and the job that raised a stage.
 */

/** Demand numbers: DM-<year>-<sequence>, unique whoever raises the demand. */
export const demandNoSeq = pgSequence('demand_no_seq', { startWith: 1 });

/**
 * A demand the raise refused: the booking's agreement is not registered and the instalment would
 * take what is demanded past 10% of the cost. UNIQUE (booking, instalment): a retried raise records
 * it once. An administrator's override with a written reason raises it and fills `demand_id`.
 */
export const demandRefusals = pgTable(
  'demand_refusals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    instalmentId: uuid('instalment_id')
      .notNull()
      .references(() => bookingInstalments.id, { onDelete: 'cascade' }),
    towerStageId: uuid('tower_stage_id').references(() => towerStages.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** What would have been demanded in all before GST, and the 10% limit, in paise. */
    demandedPaise: bigint('demanded_paise', { mode: 'number' }).notNull(),
    limitPaise: bigint('limit_paise', { mode: 'number' }).notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
    /** The demand raised after an administrator's override. */
    demandId: uuid('demand_id').references(() => demands.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('demand_refusals_booking_instalment_key').on(t.bookingId, t.instalmentId),
    index('demand_refusals_stage_idx').on(t.towerStageId),
    index('demand_refusals_open_idx').on(t.refusedAt).where(sql`${t.demandId} is null`),
  ],
);

/** The buyer's home loan: a demand letter then goes to this bank and branch (the disbursement). */
export const bookingHomeLoans = pgTable('booking_home_loans', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  bank: text('bank').notNull(),
  branch: text('branch').notNull(),
  /** The bank's loan account or sanction reference, printed on the letter. */
  loanAccount: text('loan_account'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The background job that raised (or is raising) a tower stage's demands. */
export const towerStageRaises = pgTable('tower_stage_raises', {
  towerStageId: uuid('tower_stage_id')
    .primaryKey()
    .references(() => towerStages.id, { onDelete: 'cascade' }),
  jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

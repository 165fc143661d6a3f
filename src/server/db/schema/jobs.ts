import { sql } from 'drizzle-orm';
import {
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
import { users } from './users';

/**
 * Durable background work (docs/decisions/080-own-job-runner.md). Workers claim a row with
 * `FOR UPDATE SKIP LOCKED`; a running row carries its worker and lock expiry, renewed by a
 * heartbeat, so a job whose worker died is taken again once the lock has expired.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockSeconds: integer('lock_seconds').notNull().default(60),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedBy: text('locked_by'),
    lockExpiresAt: timestamp('lock_expires_at', { withTimezone: true }),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    progressMessage: text('progress_message'),
    checkpoint: jsonb('checkpoint'),
    result: jsonb('result'),
    error: text('error'),
    idempotencyKey: text('idempotency_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`),
    uniqueIndex('jobs_kind_idempotency_key_idx').on(t.kind, t.idempotencyKey),
    // The two ways a row becomes claimable, each with its own small partial index.
    index('jobs_queued_run_at_idx').on(t.runAt).where(sql`${t.status} = 'queued'`),
    index('jobs_running_lock_idx').on(t.lockExpiresAt).where(sql`${t.status} = 'running'`),
    index('jobs_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('jobs_finished_at_idx').on(t.finishedAt).where(sql`${t.finishedAt} is not null`),
  ],
);

/** Repeating work: every N minutes, or daily at HH:MM India time. Rows are synced from code. */
export const jobSchedules = pgTable(
  'job_schedules',
  {
    name: text('name').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    everyMinutes: integer('every_minutes'),
    /** HH:MM in India time (UTC+05:30). */
    dailyAt: text('daily_at'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'job_schedules_rule_check',
      sql`(${t.everyMinutes} is null) <> (${t.dailyAt} is null) and (${t.everyMinutes} is null or ${t.everyMinutes} > 0) and (${t.dailyAt} is null or ${t.dailyAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,
    ),
    index('job_schedules_next_run_idx').on(t.nextRunAt).where(sql`${t.enabled}`),
  ],
);

import { bigserial, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Day rollups of the reports (decision 137): counts per India day of a subject's rows ('leads' by
 * created day, 'activities' by their time), one row per (grouping, key1, key2), e.g. grouping
 * 'member_status' with key1 = assignee id, key2 = status. A day is rebuilt whole by the refresh
 * job (reports/rollup); no primary key because a key may be null (unassigned, no source).
 */
export const reportDayCounts = pgTable(
  'report_day_counts',
  {
    subject: text('subject').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    grouping: text('grouping').notNull(),
    key1: text('key1'),
    key2: text('key2'),
    n: integer('n').notNull(),
  },
  // Every column, so a period's counts are an index-only range read.
  (t) => [index('report_day_counts_idx').on(t.subject, t.grouping, t.day, t.key1, t.key2, t.n)],
);

/**
 * Days whose rollup is stale: written by statement triggers on the subjects' tables (migration
 * 0025) in the writer's own transaction, so a day is never read from the rollup while a committed
 * change is missing from it. Append-only for writers (no unique key, so concurrent writers never
 * wait on each other); the refresh deletes a day's rows in the transaction that rebuilds it.
 */
export const reportDirtyDays = pgTable(
  'report_dirty_days',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: text('subject').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('report_dirty_days_idx').on(t.subject, t.day)],
);

import { bigint, date, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';

/*
 * The collections screen's rollup (decision 195): what the demands of live bookings add up to per
 * (booking's project, unit's tower, due day). Statement triggers on demands, bookings and units
 * (migration 0044) append one signed row per key a write changed, in the writer's transaction, so
 * the sum of a key's rows is always the truth of every committed write. Readers only ever sum, so
 * several rows of one key read the same as one; the job `collections.dues-compact` folds them.
 * Append-only for writers: no unique key, so two receipts of one tower never wait on each other.
 * No foreign keys: a derived table, rebuilt by its migration, that a write must not lock beyond.
 */
export const collectionDueDays = pgTable(
  'collection_due_days',
  {
    projectId: uuid('project_id').notNull(),
    towerId: uuid('tower_id').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** Demands not cancelled, what they ask (own total), how much is settled of it, what is left (≥ 0). */
    n: integer('n').notNull(),
    expectedPaise: bigint('expected_paise', { mode: 'number' }).notNull(),
    collectedPaise: bigint('collected_paise', { mode: 'number' }).notNull(),
    duePaise: bigint('due_paise', { mode: 'number' }).notNull(),
    /** Open demands (raised, sent, part paid) with something left, and what is left of them. */
    openN: integer('open_n').notNull(),
    openPaise: bigint('open_paise', { mode: 'number' }).notNull(),
  },
  (t) => [index('collection_due_days_tower_idx').on(t.towerId, t.dueOn)],
);

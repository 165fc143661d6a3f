import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import { groupedOn, ROLLUP_GROUPINGS, type RollupGrouping, type RollupSubject } from './rollup-subjects';

export interface RollupCount {
  key1: string | null;
  key2: string | null;
  n: number;
}

/**
 * The stale days of a subject in [from, to]: read live. In the same statement as the rollup rows,
 * so one snapshot sees a day either stale (and counts it live) or rebuilt, never both or neither.
 */
const staleDays = (subject: RollupSubject, from: string, to: string) =>
  sql`select distinct x.day from report_dirty_days x
    where x.subject = ${subject} and x.day between ${from}::date and ${to}::date`;

function unionOf<S extends RollupSubject>(subject: S, grouping: RollupGrouping<S>, from: string, to: string) {
  return sql`select c.day, c.key1, c.key2, c.n from report_day_counts c
      where c.subject = ${subject} and c.grouping = ${grouping} and c.day between ${from}::date and ${to}::date
        and not exists (select 1 from report_dirty_days x where x.subject = c.subject and x.day = c.day)
    union all
    ${groupedOn(subject, grouping, staleDays(subject, from, to))}`;
}

/**
 * Exact counts of a grouping over the India days [from, to] (decision 137): clean days from the
 * rollup, every day written since its last rebuild counted live from the table. Summed over days:
 * (key1, key2, n), for a caller to join names to and order.
 */
export function rollupCountsSql<S extends RollupSubject>(
  subject: S,
  grouping: RollupGrouping<S>,
  from: string,
  to: string,
): SQL {
  return sql`select u.key1, u.key2, sum(u.n)::int as n
      from (${unionOf(subject, grouping, from, to)}) u group by u.key1, u.key2`;
}

/** The same per India day: (day as a date, key1, key2, n), for a caller that groups days into weeks. */
export function rollupDaysSql<S extends RollupSubject>(
  subject: S,
  grouping: RollupGrouping<S>,
  from: string,
  to: string,
): SQL {
  return sql`select u.day, u.key1, u.key2, sum(u.n)::int as n
      from (${unionOf(subject, grouping, from, to)}) u group by u.day, u.key1, u.key2`;
}

/**
 * Runs a query over the rollup SQL above. PostgreSQL cannot know that the stale days are few, so
 * it costs the live part as a third of the table and JIT-compiles the kind expression: ~120 ms of
 * compiling for a 5 ms answer; it also starts parallel workers to sum a few thousand rollup rows,
 * which cost more to start (~30 ms a Gather at 1,000,000 leads, bench:reports) than they save.
 * Both are off for this one read.
 */
export async function readRollup<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return rowsOf<T>(await tx.execute(query));
  });
}

/** rollupCountsSql's rows. */
export async function rollupCounts<S extends RollupSubject>(
  db: Db,
  subject: S,
  grouping: RollupGrouping<S>,
  from: string,
  to: string,
): Promise<RollupCount[]> {
  const rows = await readRollup<RollupCount>(db, rollupCountsSql(subject, grouping, from, to));
  return rows.map((r) => ({ key1: r.key1, key2: r.key2, n: Number(r.n) }));
}

/** The same, as a total per India day (yyyy-mm-dd); days without rows are absent. */
export async function rollupDayTotals<S extends RollupSubject>(
  db: Db,
  subject: S,
  grouping: RollupGrouping<S>,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await readRollup<{ day: string; n: number }>(
    db,
    sql`select to_char(u.day, 'YYYY-MM-DD') as day, sum(u.n)::int as n
      from (${unionOf(subject, grouping, from, to)}) u group by u.day`,
  );
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/**
 * Rebuilds one day of one subject in one short transaction: its stale marks go, its counts are
 * recomputed from the table. A write that commits meanwhile leaves a new mark (its trigger runs in
 * its own transaction), so the day is rebuilt again on the next run.
 */
export async function rebuildDay(db: Db, subject: RollupSubject, day: string): Promise<void> {
  const one = sql`select ${day}::date as day`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from report_dirty_days where subject = ${subject} and day = ${day}::date`);
    await tx.execute(sql`delete from report_day_counts where subject = ${subject} and day = ${day}::date`);
    for (const grouping of Object.keys(ROLLUP_GROUPINGS[subject])) {
      await tx.execute(sql`insert into report_day_counts (subject, day, grouping, key1, key2, n)
        select ${subject}, g.day, ${grouping}, g.key1, g.key2, g.n from (${groupedOn(subject, grouping, one)}) g`);
    }
  });
}

/** The newest stale mark: a refresh run rebuilds what was stale when it started, then stops. */
export async function lastStaleMark(db: Db): Promise<number> {
  const [row] = rowsOf<{ id: string | null }>(await db.execute(sql`select max(id) as id from report_dirty_days`));
  return Number(row?.id ?? 0);
}

/** Up to `limit` (subject, day) pairs marked stale at or before mark `upTo`, oldest day first. */
export async function staleDayBatch(
  db: Db,
  upTo: number,
  limit: number,
): Promise<{ subject: RollupSubject; day: string }[]> {
  return rowsOf<{ subject: RollupSubject; day: string }>(
    await db.execute(sql`select subject, to_char(day, 'YYYY-MM-DD') as day from report_dirty_days
      where id <= ${upTo} group by subject, day order by day, subject limit ${limit}`),
  );
}

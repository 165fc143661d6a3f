import { type SQL, sql } from 'drizzle-orm';
import { LIVE_BOOKING_STATUSES } from '../../../domain/inventory/statuses';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { sqlList } from '../../db/sql-list';

/*
 * The collections rollup `collection_due_days` (decision 195): per (project, tower, due day) what
 * the demands of live bookings add up to, kept exact by the triggers of migration 0044. Readers
 * only sum its rows (a key may have several until compacted); the compaction folds each key's rows
 * into one, in one statement, so a reader's snapshot sees a key either before or after it.
 */

/** A due-date range, both ends inclusive; null is unbounded. */
export interface DueRange {
  from: string | null;
  to: string | null;
}

export const dueInRange = (range: DueRange, column: SQL) =>
  sql.join(
    [
      range.from ? sql`${column} >= ${range.from}::date` : sql`true`,
      range.to ? sql`${column} <= ${range.to}::date` : sql`true`,
    ],
    sql` and `,
  );

/** Filters on the rollup's keys (alias `c`). */
export function dueDaysWhere(
  filters: { projectId?: string | undefined; towerId?: string | undefined },
  ranges: DueRange[],
) {
  const parts: SQL[] = ranges.map((r) => dueInRange(r, sql`c.due_on`));
  if (filters.projectId) parts.push(sql`c.project_id = ${filters.projectId}::uuid`);
  if (filters.towerId) parts.push(sql`c.tower_id = ${filters.towerId}::uuid`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** How many demands and how much is left of them: open ones only, or every one not cancelled. */
export async function dueDaysTotal(db: DbOrTx, where: SQL, open: boolean): Promise<{ n: number; duePaise: number }> {
  const [row] = rowsOf<{ n: string | number | null; due: string | number | null }>(
    await db.execute(
      open
        ? sql`select sum(c.open_n) as n, sum(c.open_paise) as due from collection_due_days c where ${where}`
        : sql`select sum(c.n) as n, sum(c.due_paise) as due from collection_due_days c where ${where}`,
    ),
  );
  return { n: Number(row?.n ?? 0), duePaise: Number(row?.due ?? 0) };
}

/**
 * Folds each key's rows into one (dropping keys that add up to nothing). Rows appended by writers
 * after the statement's snapshot are neither deleted nor counted here: they stay for the next run.
 */
export async function compactDueDays(db: DbOrTx): Promise<number> {
  const [row] = rowsOf<{ folded: number }>(
    await db.execute(sql`with keys as (
        select project_id, tower_id, due_on from collection_due_days group by 1, 2, 3 having count(*) > 1),
      gone as (
        delete from collection_due_days c using keys k
        where c.project_id = k.project_id and c.tower_id = k.tower_id and c.due_on = k.due_on
        returning c.*),
      folded as (
        insert into collection_due_days (project_id, tower_id, due_on, n, expected_paise, collected_paise, due_paise,
          open_n, open_paise)
        select project_id, tower_id, due_on, sum(n), sum(expected_paise), sum(collected_paise), sum(due_paise),
          sum(open_n), sum(open_paise)
        from gone group by 1, 2, 3
        having (sum(n), sum(expected_paise), sum(collected_paise), sum(due_paise), sum(open_n), sum(open_paise))
          <> (0, 0, 0, 0, 0, 0)
        returning 1)
      select (select count(*) from gone)::int as folded`),
  );
  return row?.folded ?? 0;
}

/**
 * Keys where the rollup and the demands disagree, computed the long way from the demands (what the
 * collections screen read before the rollup). Empty when the rollup is true; the tests' check.
 */
export async function dueDaysDrift(db: DbOrTx): Promise<Record<string, unknown>[]> {
  const own = sql`(d.amount_paise + d.gst_paise + d.interest_paise)`;
  const open = sql`(d.status in ('raised', 'sent', 'part_paid') and ${own} > d.settled_paise)`;
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`with truth as (
        select b.project_id, u.tower_id, d.due_on, count(*)::bigint as n, sum(${own})::bigint as expected,
          sum(least(d.settled_paise, ${own}))::bigint as collected, sum(greatest(${own} - d.settled_paise, 0))::bigint as due,
          count(*) filter (where ${open})::bigint as open_n,
          coalesce(sum(${own} - d.settled_paise) filter (where ${open}), 0)::bigint as open_paise
        from demands d join bookings b on b.id = d.booking_id join units u on u.id = b.unit_id
        where b.status in (${sqlList(LIVE_BOOKING_STATUSES)}) and d.status <> 'cancelled'
        group by 1, 2, 3),
      rollup as (
        select project_id, tower_id, due_on, sum(n)::bigint as n, sum(expected_paise)::bigint as expected,
          sum(collected_paise)::bigint as collected, sum(due_paise)::bigint as due, sum(open_n)::bigint as open_n,
          sum(open_paise)::bigint as open_paise
        from collection_due_days group by 1, 2, 3
        having (sum(n), sum(expected_paise), sum(collected_paise), sum(due_paise), sum(open_n), sum(open_paise))
          <> (0, 0, 0, 0, 0, 0))
      select coalesce(t.project_id, r.project_id)::text as project_id, coalesce(t.tower_id, r.tower_id)::text as tower_id,
        to_char(coalesce(t.due_on, r.due_on), 'YYYY-MM-DD') as due_on,
        row(t.n, t.expected, t.collected, t.due, t.open_n, t.open_paise)::text as truth,
        row(r.n, r.expected, r.collected, r.due, r.open_n, r.open_paise)::text as rollup
      from truth t full join rollup r using (project_id, tower_id, due_on)
      where row(t.n, t.expected, t.collected, t.due, t.open_n, t.open_paise)
        is distinct from row(r.n, r.expected, r.collected, r.due, r.open_n, r.open_paise)`),
  );
}

import { sql } from 'drizzle-orm';
import { AGEING_BUCKETS } from '../../../domain/collections/ageing';
import { calendarMonth, indiaWeek } from '../../../domain/india-date';
import { fromPaise } from '../../../domain/money/paise';
import { COLLECTION_MONTHS, type CollectionsSummary, type DueWindow } from '../../../domain/schemas/collections-screen';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import type { LeadActor } from '../lead-records/public';
import {
  collectionsToday,
  demandScope,
  inRange,
  openDemand,
  ownDue,
  ownTotal,
  seesEveryBooking,
  windowRange,
} from './demand-sql';
import { type DueRange, dueDaysWhere, dueInRange } from './due-days';

/*
 * The collections screen's figures (decisions 200 and 195): due this week and this month, overdue
 * by age, per tower, and expected against collected per month of the due date — three statements.
 * For a viewer who sees every booking they are sums over the rollup `collection_due_days`, which
 * holds exactly these numbers per tower and due day; a manager's, limited to the leads in their
 * scope, are filtered aggregates over the open demands themselves.
 */

const figure = (range: DueRange, name: string) =>
  sql`count(*) filter (where ${inRange(range)})::int as ${sql.raw(`${name}_n`)},
    coalesce(sum(due) filter (where ${inRange(range)}), 0)::bigint as ${sql.raw(`${name}_p`)}`;

/** The same figure from the rollup's rows (alias `c`). */
const rollupFigure = (range: DueRange, name: string) =>
  sql`coalesce(sum(c.open_n) filter (where ${dueInRange(range, sql`c.due_on`)}), 0)::int as ${sql.raw(`${name}_n`)},
    coalesce(sum(c.open_paise) filter (where ${dueInRange(range, sql`c.due_on`)}), 0)::bigint as ${sql.raw(`${name}_p`)}`;

/** The first day of the month `back` months before the month of `day`. */
function monthStart(day: string, back: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export async function collectionsSummary(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  viewer: LeadActor,
  query: { projectId?: string | undefined },
): Promise<CollectionsSummary> {
  const today = collectionsToday(ctx);
  const windows: DueWindow[] = ['overdue', ...AGEING_BUCKETS.map((b) => b.key), 'week', 'month'];
  const scope = demandScope(viewer, query.projectId);
  const rollup = seesEveryBooking(viewer);
  const keys = dueDaysWhere({ projectId: query.projectId }, []);
  const [figures] = rowsOf<Record<string, string | number>>(
    await ctx.db.execute(
      rollup
        ? sql`select ${sql.join(
            windows.map((w) => rollupFigure(windowRange(w, today), w)),
            sql`, `,
          )} from collection_due_days c where ${keys}`
        : sql`with d as (
        select d.due_on, ${ownDue} as due from demands d
        join bookings b on b.id = d.booking_id join units u on u.id = b.unit_id
        where ${scope} and ${openDemand})
      select ${sql.join(
        windows.map((w) => figure(windowRange(w, today), w)),
        sql`, `,
      )} from d`,
    ),
  );
  const towerRows = rowsOf<{
    project_id: string;
    project_name: string;
    tower_id: string;
    tower_name: string;
    overdue_n: number;
    overdue_p: string;
    later_n: number;
    later_p: string;
  }>(
    await ctx.db.execute(sql`with per as (${
      rollup
        ? sql`select c.tower_id,
          coalesce(sum(c.open_n) filter (where c.due_on < ${today}::date), 0)::int as overdue_n,
          coalesce(sum(c.open_paise) filter (where c.due_on < ${today}::date), 0)::bigint as overdue_p,
          coalesce(sum(c.open_n) filter (where c.due_on >= ${today}::date), 0)::int as later_n,
          coalesce(sum(c.open_paise) filter (where c.due_on >= ${today}::date), 0)::bigint as later_p
        from collection_due_days c where ${keys}
        group by c.tower_id having sum(c.open_n) > 0`
        : sql`select u.tower_id,
          count(*) filter (where d.due_on < ${today}::date)::int as overdue_n,
          coalesce(sum(${ownDue}) filter (where d.due_on < ${today}::date), 0)::bigint as overdue_p,
          count(*) filter (where d.due_on >= ${today}::date)::int as later_n,
          coalesce(sum(${ownDue}) filter (where d.due_on >= ${today}::date), 0)::bigint as later_p
        from demands d join bookings b on b.id = d.booking_id join units u on u.id = b.unit_id
        where ${scope} and ${openDemand}
        group by u.tower_id`
    })
      select p.id as project_id, p.name as project_name, t.id as tower_id, t.name as tower_name,
        per.overdue_n, per.overdue_p, per.later_n, per.later_p
      from per join towers t on t.id = per.tower_id join projects p on p.id = t.project_id
      order by p.name, t.sort_order, t.name`),
  );
  const first = monthStart(today, COLLECTION_MONTHS - 1);
  const last = calendarMonth(today).to;
  const monthRows = rowsOf<{ month: string; expected: string; collected: string; n: number }>(
    await ctx.db.execute(
      rollup
        ? sql`select to_char(c.due_on, 'YYYY-MM') as month, sum(c.expected_paise)::bigint as expected,
            sum(c.collected_paise)::bigint as collected, sum(c.n)::int as n
          from collection_due_days c where ${dueDaysWhere({ projectId: query.projectId }, [{ from: first, to: last }])}
          group by 1`
        : sql`select to_char(d.due_on, 'YYYY-MM') as month,
        sum(${ownTotal})::bigint as expected,
        sum(least(d.settled_paise, ${ownTotal}))::bigint as collected, count(*)::int as n
      from demands d join bookings b on b.id = d.booking_id join units u on u.id = b.unit_id
      where ${scope} and d.due_on between ${first}::date and ${last}::date
      group by 1`,
    ),
  );
  const byMonth = new Map(monthRows.map((r) => [r.month, r]));
  const months = Array.from({ length: COLLECTION_MONTHS }, (_, i) => {
    const month = monthStart(today, COLLECTION_MONTHS - 1 - i).slice(0, 7);
    const row = byMonth.get(month);
    return {
      month,
      expected: fromPaise(Number(row?.expected ?? 0)),
      collected: fromPaise(Number(row?.collected ?? 0)),
      count: Number(row?.n ?? 0),
    };
  });
  const fig = (w: DueWindow) => ({
    amount: fromPaise(Number(figures?.[`${w}_p`] ?? 0)),
    count: Number(figures?.[`${w}_n`] ?? 0),
  });
  return {
    today,
    week: indiaWeek(today),
    month: calendarMonth(today),
    dueThisWeek: fig('week'),
    dueThisMonth: fig('month'),
    overdue: {
      d0_30: fig('d0_30'),
      d31_60: fig('d31_60'),
      d61_90: fig('d61_90'),
      d90_plus: fig('d90_plus'),
    },
    overdueTotal: fig('overdue'),
    towers: towerRows.map((r) => ({
      projectId: r.project_id,
      projectName: r.project_name,
      towerId: r.tower_id,
      towerName: r.tower_name,
      overdue: { amount: fromPaise(Number(r.overdue_p)), count: Number(r.overdue_n) },
      notYetDue: { amount: fromPaise(Number(r.later_p)), count: Number(r.later_n) },
    })),
    months,
  };
}

import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AGEING_BUCKETS } from '../../../domain/collections/ageing';
import type { DemandStatus } from '../../../domain/collections/lists';
import { addDays, calendarMonth, daysBetween, indiaWeek, istDate } from '../../../domain/india-date';
import { LIVE_BOOKING_STATUSES } from '../../../domain/inventory/statuses';
import { fromPaise } from '../../../domain/money/paise';
import {
  COLLECTION_MONTHS,
  type CollectionDemandList,
  type CollectionsSummary,
  DUE_WINDOW_LABELS,
  type DueWindow,
  type demandsExportQuerySchema,
  type demandsQuerySchema,
} from '../../../domain/schemas/collections-screen';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { sqlList } from '../../db/sql-list';
import { type LeadActor, scopeOf } from '../lead-records/public';
import type { ReportTable } from '../reports/public';
import { type DueRange, dueDaysTotal, dueDaysWhere, dueInRange } from './due-days';

/*
 * The collections screen's reads (decision 200), set-based over `demands`: one statement for the
 * figures, one for a page of the demands behind a figure. A demand's own due is its instalment,
 * GST and interest less what receipts settled of it; the arrears a later demand carries are the
 * earlier demands' own dues and are counted there, once. Only open demands (raised, sent, part
 * paid) of live bookings are due. The day is India's, from the server's clock.
 *
 * For a viewer who sees every booking, the figures and a list's count and total are sums over the
 * rollup `collection_due_days` (decision 195), which holds exactly these numbers per tower and due
 * day; a manager's, limited to the leads in their scope, are read from the demands as below.
 */

const OPEN_STATUSES = ['raised', 'sent', 'part_paid'] as const;

/** The demand's own due in paise, as the list, the figures and the statement count it. */
const ownTotal = sql`(d.amount_paise + d.gst_paise + d.interest_paise)`;
const ownDue = sql`(d.amount_paise + d.gst_paise + d.interest_paise - d.settled_paise)`;

/** The day the screen is about: today in India by the server's clock. */
export const collectionsToday = (ctx: Pick<AppContext, 'clock'>) => istDate(ctx.clock());

/** Demands of live bookings the viewer may see (a manager: of the leads in their scope). */
function demandScope(viewer: LeadActor, projectId?: string, towerId?: string): SQL {
  const parts: SQL[] = [sql`b.status in (${sqlList(LIVE_BOOKING_STATUSES)})`, sql`d.status <> 'cancelled'`];
  const scope = scopeOf(viewer);
  if (scope) parts.push(sql`exists (select 1 from leads where leads.id = b.lead_id and ${scope})`);
  if (projectId) parts.push(sql`b.project_id = ${projectId}::uuid`);
  if (towerId) parts.push(sql`u.tower_id = ${towerId}::uuid`);
  return sql.join(parts, sql` and `);
}

const openDemand = sql`d.status in (${sqlList(OPEN_STATUSES)}) and ${ownDue} > 0`;

/** The due-date range of a window on `today` (both inclusive; null: unbounded). */
export function windowRange(window: DueWindow, today: string): DueRange {
  if (window === 'overdue') return { from: null, to: addDays(today, -1) };
  if (window === 'week') return { from: today, to: indiaWeek(today).to };
  if (window === 'month') return { from: today, to: calendarMonth(today).to };
  const bucket = AGEING_BUCKETS.find((b) => b.key === window);
  if (!bucket) return { from: null, to: null };
  return { from: bucket.toDays === null ? null : addDays(today, -bucket.toDays), to: addDays(today, -bucket.fromDays) };
}

const inRange = (range: DueRange) => dueInRange(range, sql`d.due_on`);

const figure = (range: DueRange, name: string) =>
  sql`count(*) filter (where ${inRange(range)})::int as ${sql.raw(`${name}_n`)},
    coalesce(sum(due) filter (where ${inRange(range)}), 0)::bigint as ${sql.raw(`${name}_p`)}`;

/** The same figure from the rollup's rows (alias `c`). */
const rollupFigure = (range: DueRange, name: string) =>
  sql`coalesce(sum(c.open_n) filter (where ${dueInRange(range, sql`c.due_on`)}), 0)::int as ${sql.raw(`${name}_n`)},
    coalesce(sum(c.open_paise) filter (where ${dueInRange(range, sql`c.due_on`)}), 0)::bigint as ${sql.raw(`${name}_p`)}`;

/** Whether the viewer's answers may come from the rollup: they see every booking. */
const seesEveryBooking = (viewer: LeadActor) => scopeOf(viewer) === undefined;

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

type DemandFilters = Omit<z.output<typeof demandsQuerySchema>, 'page' | 'pageSize'>;

/** The due-date ranges a list's filters ask for (a window, a month, both or neither). */
function demandRanges(filters: DemandFilters, today: string): DueRange[] {
  const ranges: DueRange[] = [];
  if (filters.window) ranges.push(windowRange(filters.window, today));
  if (filters.dueMonth) {
    const from = `${filters.dueMonth}-01`;
    ranges.push({ from, to: calendarMonth(from).to });
  }
  return ranges;
}

/** A month's rows may include paid demands (`open=all`, what "expected" counts); a window's are open. */
const onlyOpen = (filters: DemandFilters) => !(filters.open === 'all' && filters.dueMonth && !filters.window);

function demandWhere(viewer: LeadActor, filters: DemandFilters, today: string): SQL {
  const parts = [demandScope(viewer, filters.projectId, filters.towerId), ...demandRanges(filters, today).map(inRange)];
  if (onlyOpen(filters)) parts.push(openDemand);
  return sql.join(parts, sql` and `);
}

/** How many demands a list has and what is left of them: from the rollup when the viewer sees all. */
async function demandTotals(
  ctx: Pick<AppContext, 'db'>,
  viewer: LeadActor,
  filters: DemandFilters,
  today: string,
  where: SQL,
): Promise<{ n: number; duePaise: number }> {
  if (seesEveryBooking(viewer)) {
    return dueDaysTotal(ctx.db, dueDaysWhere(filters, demandRanges(filters, today)), onlyOpen(filters));
  }
  const [sum] = rowsOf<{ n: number; due: string }>(
    await ctx.db.execute(sql`select count(*)::int as n, coalesce(sum(greatest(${ownDue}, 0)), 0)::bigint as due
      from demands d join bookings b on b.id = d.booking_id join units u on u.id = b.unit_id where ${where}`),
  );
  return { n: Number(sum?.n ?? 0), duePaise: Number(sum?.due ?? 0) };
}

const demandColumns = sql`d.id, d.demand_no, d.booking_id, b.booking_no,
  (select a.name from booking_applicants a where a.booking_id = b.id and a.position = 1) as buyer,
  p.name as project_name, t.name as tower_name, u.number as unit_number, i.name as instalment,
  to_char(d.raised_on, 'YYYY-MM-DD') as raised_on, to_char(d.due_on, 'YYYY-MM-DD') as due_on,
  ${ownTotal}::bigint as own_total, least(d.settled_paise, ${ownTotal})::bigint as paid,
  greatest(${ownDue}, 0)::bigint as due, d.status, d.reminded_at`;

const demandJoins = sql`demands d join bookings b on b.id = d.booking_id join units u on u.id = b.unit_id
  join towers t on t.id = u.tower_id join projects p on p.id = b.project_id
  join booking_instalments i on i.id = d.instalment_id`;

interface DemandRow {
  id: string;
  demand_no: string;
  booking_id: string;
  booking_no: string;
  buyer: string | null;
  project_name: string;
  tower_name: string;
  unit_number: string;
  instalment: string;
  raised_on: string;
  due_on: string;
  own_total: string;
  paid: string;
  due: string;
  status: DemandStatus;
  reminded_at: Date | string | null;
}

const toDemand = (r: DemandRow, today: string) => ({
  _id: r.id,
  demandNo: r.demand_no,
  bookingId: r.booking_id,
  bookingNo: r.booking_no,
  buyer: r.buyer,
  projectName: r.project_name,
  towerName: r.tower_name,
  unitNumber: r.unit_number,
  instalment: r.instalment,
  raisedOn: r.raised_on,
  dueOn: r.due_on,
  amount: fromPaise(Number(r.own_total)),
  paid: fromPaise(Number(r.paid)),
  due: fromPaise(Number(r.due)),
  daysOverdue: Math.max(0, daysBetween(r.due_on, today)),
  status: r.status,
  remindedAt: r.reminded_at === null ? null : new Date(r.reminded_at).toISOString(),
});

export async function listCollectionDemands(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  viewer: LeadActor,
  query: z.output<typeof demandsQuerySchema>,
): Promise<CollectionDemandList> {
  const today = collectionsToday(ctx);
  const where = demandWhere(viewer, query, today);
  const offset = (query.page - 1) * query.pageSize;
  // The page's ids in due order from demands alone, then their columns (a deep page skips ids).
  const rows = rowsOf<DemandRow>(
    await ctx.db.execute(sql`with page as (
        select d.id from demands d join bookings b on b.id = d.booking_id join units u on u.id = b.unit_id
        where ${where} order by d.due_on, d.id limit ${query.pageSize} offset ${offset})
      select ${demandColumns} from ${demandJoins} where d.id in (select id from page) order by d.due_on, d.id`),
  );
  const sum = await demandTotals(ctx, viewer, query, today, where);
  return { items: rows.map((r) => toDemand(r, today)), total: sum.n, dueTotal: fromPaise(sum.duePaise), today };
}

/** Rows in a file at most: an export is of a figure's demands, not of a whole database. */
export const DEMAND_EXPORT_LIMIT = 100_000;

/** The demands behind a figure as a CSV/Excel table (the reports' one exporter). */
export async function collectionDemandsTable(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  viewer: LeadActor,
  query: z.output<typeof demandsExportQuerySchema>,
): Promise<ReportTable> {
  const today = collectionsToday(ctx);
  const rows = rowsOf<DemandRow>(
    await ctx.db.execute(sql`select ${demandColumns} from ${demandJoins}
      where ${demandWhere(viewer, query, today)} order by d.due_on, d.id limit ${DEMAND_EXPORT_LIMIT}`),
  ).map((r) => toDemand(r, today));
  const what = [
    query.window ? DUE_WINDOW_LABELS[query.window] : null,
    query.dueMonth ? `due ${query.dueMonth}` : null,
  ].filter(Boolean);
  const totals = rows.reduce((t, r) => ({ amount: t.amount + r.amount, paid: t.paid + r.paid, due: t.due + r.due }), {
    amount: 0,
    paid: 0,
    due: 0,
  });
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    title: what.length ? `Collections ${what.join(' ')}` : 'Collections',
    meta: { period: 'custom', from: today, to: today, computedAt: ctx.clock().toISOString(), dataAsOf: null },
    columns: [
      'Demand',
      'Booking',
      'Buyer',
      'Project',
      'Tower',
      'Unit',
      'Instalment',
      'Raised on',
      'Due on',
      'Days overdue',
      'Amount (₹)',
      'Paid (₹)',
      'Due (₹)',
      'Status',
    ],
    rows: rows.map((r) => [
      r.demandNo,
      r.bookingNo,
      r.buyer,
      r.projectName,
      r.towerName,
      r.unitNumber,
      r.instalment,
      r.raisedOn,
      r.dueOn,
      r.daysOverdue,
      r.amount,
      r.paid,
      r.due,
      r.status,
    ]),
    totals: [
      'Total',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      round(totals.amount),
      round(totals.paid),
      round(totals.due),
      null,
    ],
  };
}

import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DemandStatus } from '../../../domain/collections/lists';
import { calendarMonth, daysBetween } from '../../../domain/india-date';
import { fromPaise } from '../../../domain/money/paise';
import {
  type CollectionDemandList,
  DUE_WINDOW_LABELS,
  type demandsExportQuerySchema,
  type demandsQuerySchema,
} from '../../../domain/schemas/collections-screen';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import type { LeadActor } from '../lead-records/public';
import type { ReportTable } from '../reports/public';
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
import { type DueRange, dueDaysTotal, dueDaysWhere } from './due-days';

/*
 * The demands behind a collections figure (decision 200): a page of ids in due order from
 * `demands` alone, then their columns; the list's count and due total from the rollup of decision
 * 195 when the viewer sees every booking, else from the demands; the same rows as a CSV/Excel file.
 */

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

import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, daysBetween } from '../../../domain/india-date';
import { LIVE_BOOKING_STATUSES } from '../../../domain/inventory/statuses';
import { fromPaise, toPaise } from '../../../domain/money/paise';
import type { BookingReport, bookingReportQuerySchema } from '../../../domain/schemas/booking-report';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { sqlList } from '../../db/sql-list';
import { periodOfQuery, reportMeta } from './report-period';
import type { ReportTable } from './table-export';

type Query = z.output<typeof bookingReportQuerySchema>;

export const NO_SOURCE = 'No source';
const REMOVED_MEMBER = 'Removed member';
const live = sql`b.status in (${sqlList(LIVE_BOOKING_STATUSES)})`;

const money = (v: string | number | null) => fromPaise(toPaise(Number(v ?? 0)));

/** Every day or month of the period, in order. */
function periodKeys(from: string, to: string, grain: 'day' | 'month'): string[] {
  const keys: string[] = [];
  if (grain === 'day') {
    for (let day = from; day <= to; day = addDays(day, 1)) keys.push(day);
    return keys;
  }
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); ) {
    keys.push(month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return keys;
}

/**
 * Bookings dated in the period from the bookings table (decision 185): live ones (booked,
 * agreement registered, possession given) counted and valued at their frozen totals, cancelled
 * ones counted apart; per day or month, per member who made the booking, per source of the lead
 * with its conversion.
 */
export async function bookingReport(deps: Pick<AppContext, 'db' | 'clock'>, query: Query): Promise<BookingReport> {
  const now = deps.clock();
  const period = periodOfQuery(query, now);
  const grain = daysBetween(period.from, period.to) < 31 ? 'day' : 'month';
  const project = (alias: string): SQL =>
    query.projectId ? sql`and ${sql.raw(alias)}.project_id = ${query.projectId}::uuid` : sql``;
  const dated = sql`b.booking_date between ${period.from}::date and ${period.to}::date ${project('b')}`;
  const periodKey =
    grain === 'day' ? sql`to_char(b.booking_date, 'YYYY-MM-DD')` : sql`to_char(b.booking_date, 'YYYY-MM')`;
  type Figures = { bookings: number; value: string };
  const [totals, byPeriod, byMember, bySource] = await Promise.all([
    deps.db.execute(sql`
      select count(*) filter (where ${live})::int as bookings,
        coalesce(sum(b.total_amount) filter (where ${live}), 0) as value,
        count(*) filter (where b.status = 'cancelled')::int as cancelled
      from bookings b where ${dated}`),
    deps.db.execute(sql`
      select ${periodKey} as period, count(*)::int as bookings, sum(b.total_amount) as value
      from bookings b where ${dated} and ${live} group by 1`),
    deps.db.execute(sql`
      select b.created_by as id, u.name, count(*)::int as bookings, sum(b.total_amount) as value
      from bookings b left join users u on u.id = b.created_by
      where ${dated} and ${live} group by b.created_by, u.name order by bookings desc, u.name`),
    deps.db.execute(sql`
      with period_leads as (
        select l.id, l.source_id from leads l
        where l.deleted_at is null and l.created_at >= ${period.start.toISOString()}::timestamptz
          and l.created_at < ${period.end.toISOString()}::timestamptz ${project('l')}
      ), lead_figures as (
        select pl.source_id, count(*)::int as leads,
          count(*) filter (where exists (
            select 1 from bookings b where b.lead_id = pl.id and ${live} ${project('b')}))::int as booked_leads
        from period_leads pl group by pl.source_id
      ), booking_figures as (
        select l.source_id, count(*)::int as bookings, sum(b.total_amount) as value
        from bookings b left join leads l on l.id = b.lead_id
        where ${dated} and ${live} group by l.source_id
      )
      select coalesce(lf.source_id, bf.source_id) as id, s.name, coalesce(lf.leads, 0) as leads,
        coalesce(lf.booked_leads, 0) as booked_leads, coalesce(bf.bookings, 0) as bookings, coalesce(bf.value, 0) as value
      -- Equality on text keys (null as '') is what a FULL JOIN can hash; IS NOT DISTINCT FROM is not.
      from lead_figures lf full join booking_figures bf
        on coalesce(bf.source_id::text, '') = coalesce(lf.source_id::text, '')
      left join sources s on s.id = coalesce(lf.source_id, bf.source_id)
      order by coalesce(bf.bookings, 0) desc, coalesce(lf.leads, 0) desc, s.name nulls last`),
  ]);
  const [total] = rowsOf<Figures & { cancelled: number }>(totals);
  const perPeriod = new Map(rowsOf<Figures & { period: string }>(byPeriod).map((r) => [r.period, r]));
  return {
    meta: reportMeta(period, now),
    total: { bookings: total?.bookings ?? 0, value: money(total?.value ?? 0), cancelled: total?.cancelled ?? 0 },
    grain,
    byPeriod: periodKeys(period.from, period.to, grain).map((key) => ({
      period: key,
      bookings: perPeriod.get(key)?.bookings ?? 0,
      value: money(perPeriod.get(key)?.value ?? 0),
    })),
    byMember: rowsOf<Figures & { id: string | null; name: string | null }>(byMember).map((r) => ({
      id: r.id,
      name: r.name ?? REMOVED_MEMBER,
      bookings: r.bookings,
      value: money(r.value),
    })),
    bySource: rowsOf<Figures & { id: string | null; name: string | null; leads: number; booked_leads: number }>(
      bySource,
    ).map((r) => ({
      id: r.id,
      name: r.name ?? NO_SOURCE,
      leads: r.leads,
      bookedLeads: r.booked_leads,
      conversion: r.leads > 0 ? Math.round((r.booked_leads / r.leads) * 1000) / 10 : null,
      bookings: r.bookings,
      value: money(r.value),
    })),
  };
}

/** The report as one table for CSV or Excel: each grouping's rows under a "Grouped by" column. */
export function bookingReportTable(report: BookingReport): ReportTable {
  return {
    title: 'Booking report',
    meta: report.meta,
    columns: ['Grouped by', 'Name', 'Bookings', 'Value (₹)', 'Leads', 'Booked leads', 'Conversion %'],
    rows: [
      ...report.byPeriod.map((r) => [
        report.grain === 'day' ? 'Day' : 'Month',
        r.period,
        r.bookings,
        r.value,
        null,
        null,
        null,
      ]),
      ...report.byMember.map((r) => ['Member', r.name, r.bookings, r.value, null, null, null]),
      ...report.bySource.map((r) => ['Source', r.name, r.bookings, r.value, r.leads, r.bookedLeads, r.conversion]),
    ],
    totals: ['All bookings', null, report.total.bookings, report.total.value, null, null, null],
  };
}

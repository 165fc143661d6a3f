import { type SQL, sql } from 'drizzle-orm';
import { AGEING_BUCKETS } from '../../../domain/collections/ageing';
import { addDays, calendarMonth, indiaWeek, istDate } from '../../../domain/india-date';
import { LIVE_BOOKING_STATUSES } from '../../../domain/inventory/statuses';
import type { DueWindow } from '../../../domain/schemas/collections-screen';
import type { AppContext } from '../../context';
import { sqlList } from '../../db/sql-list';
import { type LeadActor, scopeOf } from '../lead-records/public';
import { type DueRange, dueInRange } from './due-days';

/*
 * What the collections screen counts (decision 200), as SQL over `demands d`, `bookings b` and
 * `units u`: a demand's own due is its instalment, GST and interest less what receipts settled of
 * it (the arrears a later demand carries are the earlier demands' own dues and are counted there,
 * once); only open demands (raised, sent, part paid) of live bookings are due; the day is India's,
 * from the server's clock. The rollup of decision 195 holds the same sums per tower and due day.
 */

export const OPEN_STATUSES = ['raised', 'sent', 'part_paid'] as const;

/** The demand's own due in paise, as the list, the figures and the statement count it. */
export const ownTotal = sql`(d.amount_paise + d.gst_paise + d.interest_paise)`;
export const ownDue = sql`(d.amount_paise + d.gst_paise + d.interest_paise - d.settled_paise)`;

/** The day the screen is about: today in India by the server's clock. */
export const collectionsToday = (ctx: Pick<AppContext, 'clock'>) => istDate(ctx.clock());

/** Demands of live bookings the viewer may see (a manager: of the leads in their scope). */
export function demandScope(viewer: LeadActor, projectId?: string, towerId?: string): SQL {
  const parts: SQL[] = [sql`b.status in (${sqlList(LIVE_BOOKING_STATUSES)})`, sql`d.status <> 'cancelled'`];
  const scope = scopeOf(viewer);
  if (scope) parts.push(sql`exists (select 1 from leads where leads.id = b.lead_id and ${scope})`);
  if (projectId) parts.push(sql`b.project_id = ${projectId}::uuid`);
  if (towerId) parts.push(sql`u.tower_id = ${towerId}::uuid`);
  return sql.join(parts, sql` and `);
}

export const openDemand = sql`d.status in (${sqlList(OPEN_STATUSES)}) and ${ownDue} > 0`;

/** The due-date range of a window on `today` (both inclusive; null: unbounded). */
export function windowRange(window: DueWindow, today: string): DueRange {
  if (window === 'overdue') return { from: null, to: addDays(today, -1) };
  if (window === 'week') return { from: today, to: indiaWeek(today).to };
  if (window === 'month') return { from: today, to: calendarMonth(today).to };
  const bucket = AGEING_BUCKETS.find((b) => b.key === window);
  if (!bucket) return { from: null, to: null };
  return { from: bucket.toDays === null ? null : addDays(today, -bucket.toDays), to: addDays(today, -bucket.fromDays) };
}

export const inRange = (range: DueRange) => dueInRange(range, sql`d.due_on`);

/** Whether the viewer's answers may come from the rollup: they see every booking. */
export const seesEveryBooking = (viewer: LeadActor) => scopeOf(viewer) === undefined;

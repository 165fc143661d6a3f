import { sql } from 'drizzle-orm';
import type { BookingStatus } from '../../../domain/inventory/statuses';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { bookings } from '../../db/schema/bookings';
import { units } from '../../db/schema/inventory';
import { findProject, projectPricing, type UnitRow } from '../projects/public';

/**
 * A booking written straight into the database for the reports' and the dashboard's tests (the
 * bookings module owns the API): the cost sheet frozen from the project's price list on the day,
 * the unit's status set to match.
 */
export async function insertBooking(
  db: DbOrTx,
  unit: UnitRow,
  options: { leadId?: string | null; createdBy?: string | null; bookingDate: string; status?: BookingStatus },
) {
  const project = await findProject(db, unit.projectId);
  if (!project) throw new Error('no project');
  const sheet = (await projectPricing(db, project, options.bookingDate)).price(unit);
  if (!sheet) throw new Error('no price list on the booking date');
  const status = options.status ?? 'booked';
  const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from bookings`));
  const [row] = await db
    .insert(bookings)
    .values({
      bookingNo: `BK-T-${n + 1}`,
      unitId: unit.id,
      projectId: unit.projectId,
      leadId: options.leadId ?? null,
      bookingDate: options.bookingDate,
      status,
      costSheet: sheet,
      agreementValue: sheet.agreementValue.toFixed(2),
      totalAmount: sheet.total.toFixed(2),
      gstPercent: String(sheet.gstPercent),
      createdBy: options.createdBy ?? null,
      ...(status === 'cancelled' ? { cancelledOn: options.bookingDate } : {}),
    })
    .returning();
  const unitStatus =
    status === 'cancelled' || status === 'transferred' ? 'available' : status === 'possession_given' ? 'sold' : status;
  await db.update(units).set({ status: unitStatus }).where(sql`${units.id} = ${unit.id}`);
  return { booking: row!, sheet };
}

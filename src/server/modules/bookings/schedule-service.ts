import { and, eq, inArray, or } from 'drizzle-orm';
import type { BookingSchedule, BookingScheduleValues } from '../../../domain/schemas/booking-schedule';
import type { AppContext } from '../../context';
import { bookings } from '../../db/schema/bookings';
import { bookingInstalments, demands } from '../../db/schema/collections';
import { conflict } from '../../lib/app-error';
import type { LeadActor } from '../lead-records/public';
import { copyPlanIntoSchedule, planForBooking, readSchedule, replaceSchedule } from '../payment-plans/public';
import { bookingMissing, bookingScope } from './booking-view';
import { lockBooking, recordBookingEvent } from './status-service';

/**
 * A booking's payment schedule (decision 192), seen and edited through the booking: the same scope
 * as the booking (404 outside it), the booking row locked while it changes, and every change a
 * booking event and a lead timeline entry.
 */

type Deps = Pick<AppContext, 'db' | 'clock'>;

export async function getSchedule(deps: Deps, viewer: LeadActor, id: string): Promise<BookingSchedule> {
  const [row] = await deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), bookingScope(viewer)));
  if (!row) throw bookingMissing();
  return readSchedule(deps.db, row, deps.clock());
}

const LIVE = new Set(['booked', 'agreement_registered']);

function assertEditable(booking: typeof bookings.$inferSelect) {
  if (!LIVE.has(booking.status)) {
    throw conflict(
      `${booking.bookingNo} is ${booking.status.replaceAll('_', ' ')}; its schedule no longer changes.`,
      'SCHEDULE_CLOSED',
    );
  }
}

export async function editSchedule(
  deps: Deps,
  viewer: LeadActor,
  id: string,
  input: BookingScheduleValues,
): Promise<BookingSchedule> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, viewer, id);
    assertEditable(booking);
    const summary = await replaceSchedule(tx, booking, input, now);
    if (summary) await recordBookingEvent(tx, booking, 'schedule_changed', summary, viewer, now);
  });
  return getSchedule(deps, viewer, id);
}

/** The schedule copied anew from a plan of the booking's project, while no demand has been raised. */
export async function scheduleFromPlan(
  deps: Deps,
  viewer: LeadActor,
  id: string,
  paymentPlanId: string,
): Promise<BookingSchedule> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, viewer, id);
    assertEditable(booking);
    const [raised] = await tx
      .select({ no: demands.demandNo })
      .from(demands)
      .where(
        or(
          eq(demands.bookingId, id),
          // The earlier buyer's demands for the instalments a transfer carried (decision 203).
          inArray(
            demands.id,
            tx
              .select({ id: bookingInstalments.earlierDemandId })
              .from(bookingInstalments)
              .where(eq(bookingInstalments.bookingId, id)),
          ),
        ),
      )
      .limit(1);
    if (raised) {
      throw conflict(
        `${booking.bookingNo} has demand ${raised.no} raised; edit its schedule instead of choosing another plan.`,
        'INSTALMENT_RAISED',
      );
    }
    const plan = await planForBooking(tx, paymentPlanId, booking.projectId);
    await copyPlanIntoSchedule(tx, booking, plan, now);
    await recordBookingEvent(
      tx,
      booking,
      'schedule_changed',
      `Payment schedule copied from the plan “${plan.plan.name}”`,
      viewer,
      now,
    );
  });
  return getSchedule(deps, viewer, id);
}

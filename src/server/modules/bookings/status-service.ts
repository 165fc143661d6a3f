import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { formatInr } from '../../../domain/billing/indian-format';
import { indiaDisplayDate, istDate } from '../../../domain/india-date';
import { computeCostSheet } from '../../../domain/inventory/cost-sheet';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '../../../domain/inventory/statuses';
import {
  type agreementRegisteredSchema,
  type Booking,
  type bookingCancelSchema,
  type bookingTransferSchema,
  type discountDecisionSchema,
  NEXT_STATUS,
} from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { bookingApplicants, bookingEvents, bookings } from '../../db/schema/bookings';
import { priceLists, towers, units } from '../../db/schema/inventory';
import { badRequest, conflict } from '../../lib/app-error';
import { fingerprint, onceByKey } from '../../lib/idempotency';
import { followAgreementValue } from '../entities/public';
import { type LeadActor, recordActivity } from '../lead-records/public';
import { carryScheduleToTransfer, repriceSchedule } from '../payment-plans/public';
import { costSheetPriceList, costSheetProject, costSheetUnit, findProject, stampDutyFor } from '../projects/public';
import { bookingMissing, bookingScope, getBooking } from './booking-view';
import { linkSummary, lockUnit, nextBookingNo, priceOn, sheetColumns, unitName, writeApplicants } from './service';

type Deps = Pick<AppContext, 'db' | 'clock' | 'settings'>;
type BookingRow = typeof bookings.$inferSelect;

/** Locks a booking the viewer may see (404 otherwise, as if it did not exist). */
export async function lockBooking(tx: DbOrTx, viewer: LeadActor, id: string) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), bookingScope(viewer)))
    .for('update');
  if (!row) throw bookingMissing();
  return row;
}

/** 409 naming what the booking is and what it may still become. */
function assertMay(booking: BookingRow, to: BookingStatus) {
  const status = booking.status as BookingStatus;
  if (NEXT_STATUS[status].includes(to)) return;
  const next = NEXT_STATUS[status].map((s) => BOOKING_STATUS_LABELS[s as BookingStatus].toLowerCase());
  throw conflict(
    `${booking.bookingNo} is ${BOOKING_STATUS_LABELS[status].toLowerCase()}, so it cannot be ${
      {
        agreement_registered: 'marked agreement registered',
        possession_given: 'marked possession given',
        cancelled: 'cancelled',
        transferred: 'transferred',
        booked: 'booked',
      }[to]
    }${next.length ? `; it can next be ${next.join(', ')}` : '; it can no longer change'}.`,
    'BOOKING_STATUS',
  );
}

function assertDay(day: string, notBefore: string | null, now: Date, label: string, after: string) {
  const today = istDate(now);
  if (day > today) {
    const message = `${label} cannot be after today (${indiaDisplayDate(today)}).`;
    throw badRequest(message, { date: message }, 'DATE_AHEAD');
  }
  if (notBefore && day < notBefore) {
    const message = `${label} cannot be before ${after} (${indiaDisplayDate(notBefore)}).`;
    throw badRequest(message, { date: message }, 'DATE_TOO_EARLY');
  }
}

/** One change of a booking: its event and, when it has a lead, the lead's timeline. */
export async function recordBookingEvent(
  tx: DbOrTx,
  booking: Pick<BookingRow, 'id' | 'bookingNo' | 'leadId'>,
  kind: string,
  summary: string,
  actor: LeadActor,
  now: Date,
  detail: Record<string, unknown> = {},
) {
  await tx
    .insert(bookingEvents)
    .values({ bookingId: booking.id, at: now, by: actor.id, kind, detail: { ...detail, summary } });
  if (booking.leadId) {
    await recordActivity(tx, {
      leadId: booking.leadId,
      kind: 'booking',
      payload: { summary: `${booking.bookingNo}: ${summary}`, refId: booking.id },
      actor,
      at: now,
    });
  }
}

async function change(
  deps: Deps,
  id: string,
  actor: LeadActor,
  key: string | undefined,
  request: string,
  work: (tx: DbOrTx, booking: BookingRow, now: Date) => Promise<string | undefined>,
): Promise<{ booking: Booking; replayed: boolean }> {
  const now = deps.clock();
  const { resultId, replayed } = await deps.db.transaction((tx) =>
    onceByKey(tx, { userId: actor.id, key, request, now }, async () => {
      const booking = await lockBooking(tx, actor, id);
      return (await work(tx, booking, now)) ?? id;
    }),
  );
  return { booking: await getBooking(deps.db, actor, resultId), replayed };
}

export function registerAgreement(
  deps: Deps,
  id: string,
  input: z.output<typeof agreementRegisteredSchema>,
  actor: LeadActor,
  key?: string,
) {
  return change(deps, id, actor, key, fingerprint('booking.agreement', { id, input }), async (tx, b, now) => {
    assertMay(b, 'agreement_registered');
    assertDay(input.date, b.bookingDate, now, 'The date of registration', 'the booking date');
    await tx
      .update(bookings)
      .set({ status: 'agreement_registered', agreementRegisteredOn: input.date, updatedAt: now })
      .where(eq(bookings.id, b.id));
    await tx.update(units).set({ status: 'agreement_registered', updatedAt: now }).where(eq(units.id, b.unitId));
    await recordBookingEvent(
      tx,
      b,
      'agreement_registered',
      `Agreement registered on ${indiaDisplayDate(input.date)}`,
      actor,
      now,
    );
    return undefined;
  });
}

export function givePossession(
  deps: Deps,
  id: string,
  input: z.output<typeof agreementRegisteredSchema>,
  actor: LeadActor,
  key?: string,
) {
  return change(deps, id, actor, key, fingerprint('booking.possession', { id, input }), async (tx, b, now) => {
    assertMay(b, 'possession_given');
    assertDay(input.date, b.agreementRegisteredOn, now, 'The date of possession', 'the agreement');
    await tx
      .update(bookings)
      .set({ status: 'possession_given', possessionOn: input.date, updatedAt: now })
      .where(eq(bookings.id, b.id));
    await tx.update(units).set({ status: 'sold', updatedAt: now }).where(eq(units.id, b.unitId));
    await recordBookingEvent(
      tx,
      b,
      'possession_given',
      `Possession given on ${indiaDisplayDate(input.date)}`,
      actor,
      now,
    );
    return undefined;
  });
}

export function cancelBooking(
  deps: Deps,
  id: string,
  input: z.output<typeof bookingCancelSchema>,
  actor: LeadActor,
  key?: string,
) {
  return change(deps, id, actor, key, fingerprint('booking.cancel', { id, input }), async (tx, b, now) => {
    assertMay(b, 'cancelled');
    assertDay(input.date, b.bookingDate, now, 'The date of cancellation', 'the booking date');
    if (input.charges > Number(b.totalAmount)) {
      const message = 'Cancellation charges cannot be more than the booking’s total cost.';
      throw badRequest(message, { charges: message }, 'CHARGES_TOO_HIGH');
    }
    const undecided = b.discountStatus === 'pending';
    await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledOn: input.date,
        cancellationCharges: input.charges.toFixed(2),
        cancellationReason: input.reason,
        ...(undecided
          ? { discountStatus: 'rejected', discountNote: 'The booking was cancelled before a decision.' }
          : {}),
        updatedAt: now,
      })
      .where(eq(bookings.id, b.id));
    await tx.update(units).set({ status: 'available', updatedAt: now }).where(eq(units.id, b.unitId));
    const charges = input.charges > 0 ? `charges ₹${input.charges.toLocaleString('en-IN')}` : 'no charges';
    await recordBookingEvent(
      tx,
      b,
      'cancelled',
      `Cancelled on ${indiaDisplayDate(input.date)} (${charges}): ${input.reason}. The unit is available again`,
      actor,
      now,
    );
    return undefined;
  });
}

/**
 * Transfer to another buyer: a new booking takes the unit with the same frozen sheet, price list,
 * discount, booking amount and payment schedule (decision 203); the old one is 'transferred' and
 * points at it.
 */
export function transferBooking(
  deps: Deps,
  id: string,
  input: z.output<typeof bookingTransferSchema>,
  actor: LeadActor,
  key?: string,
) {
  return change(deps, id, actor, key, fingerprint('booking.transfer', { id, input }), async (tx, b, now) => {
    assertMay(b, 'transferred');
    assertDay(input.date, b.bookingDate, now, 'The date of transfer', 'the booking date');
    if (b.discountStatus === 'pending') {
      throw conflict(
        `${b.bookingNo} has a discount waiting for an administrator. Approve or reject it before the transfer.`,
        'DISCOUNT_PENDING',
      );
    }
    const { unit, towerName } = await lockUnit(tx, b.unitId);
    const project = (await findProject(tx, b.projectId))!;
    // The old booking lets the unit go first: one live booking per unit.
    await tx.update(bookings).set({ status: 'transferred', updatedAt: now }).where(eq(bookings.id, b.id));
    const bookingNo = await nextBookingNo(tx, input.date);
    const [row] = await tx
      .insert(bookings)
      .values({
        bookingNo,
        unitId: b.unitId,
        projectId: b.projectId,
        leadId: b.leadId,
        bookingDate: input.date,
        status: 'booked',
        priceListId: b.priceListId,
        paymentPlanId: b.paymentPlanId,
        costSheet: b.costSheet,
        agreementValue: b.agreementValue,
        totalAmount: b.totalAmount,
        gstPercent: b.gstPercent,
        discountPercent: b.discountPercent,
        discountStatus: b.discountStatus,
        discountRequestedBy: b.discountRequestedBy,
        discountDecidedBy: b.discountDecidedBy,
        discountDecidedAt: b.discountDecidedAt,
        discountNote: b.discountNote,
        bookingAmount: b.bookingAmount,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: bookings.id });
    const newId = row!.id;
    await tx.update(bookings).set({ transferredToId: newId }).where(eq(bookings.id, b.id));
    const { entity, property } = await writeApplicants(
      tx,
      newId,
      input.applicants,
      { project, unit, towerName, agreementValue: Number(b.agreementValue) },
      actor,
      now,
    );
    await tx.update(units).set({ status: 'booked', updatedAt: now }).where(eq(units.id, b.unitId));
    const note = input.note ? ` (${input.note})` : '';
    await recordBookingEvent(
      tx,
      b,
      'transferred',
      `Transferred on ${indiaDisplayDate(input.date)} to ${bookingNo}${note}`,
      actor,
      now,
    );
    await tx.insert(bookingEvents).values({
      bookingId: newId,
      at: now,
      by: actor.id,
      kind: 'booked',
      detail: {
        summary: `Unit ${unitName(towerName, unit)} of ${project.name} booked by transfer from ${b.bookingNo}, with its cost sheet: ${linkSummary(entity, property)}`,
        entity,
        customerProperty: property,
      },
    });
    const carried = await carryScheduleToTransfer(tx, b, newId, now);
    if (carried) {
      await tx
        .insert(bookingEvents)
        .values({ bookingId: newId, at: now, by: actor.id, kind: 'schedule_changed', detail: { summary: carried } });
    }
    return newId;
  });
}

/**
 * An administrator decides a discount above the threshold. Approved: the sheet is priced again
 * with the discount on the booking date's price list (the one frozen with it) and frozen anew.
 */
export function decideDiscount(
  deps: Deps,
  id: string,
  input: z.output<typeof discountDecisionSchema>,
  actor: LeadActor,
  key?: string,
) {
  return change(deps, id, actor, key, fingerprint('booking.discount', { id, input }), async (tx, b, now) => {
    if (b.discountStatus !== 'pending') {
      throw conflict(`${b.bookingNo} has no discount waiting for a decision.`, 'NO_DISCOUNT_PENDING');
    }
    const percent = Number(b.discountPercent);
    const decided = {
      discountDecidedBy: actor.id,
      discountDecidedAt: now,
      discountNote: input.note ?? null,
      updatedAt: now,
    };
    if (input.decision === 'reject') {
      await tx
        .update(bookings)
        .set({ discountStatus: 'rejected', ...decided })
        .where(eq(bookings.id, b.id));
      await recordBookingEvent(
        tx,
        b,
        'discount_rejected',
        `Discount of ${percent}% rejected${input.note ? `: ${input.note}` : ''}`,
        actor,
        now,
      );
      return undefined;
    }
    const { sheet, unit, project } = await repriceWithDiscount(tx, b, percent);
    await tx
      .update(bookings)
      .set({ discountStatus: 'approved', ...sheetColumns(sheet), ...decided })
      .where(eq(bookings.id, b.id));
    // The Entity Manager keeps the flat buyer's agreement value with the booking's (decision 190).
    const [tower] = await tx.select({ name: towers.name }).from(towers).where(eq(towers.id, unit.towerId));
    const buyer = b.entityId
      ? await followAgreementValue(
          tx,
          b.entityId,
          { project: project.name, wing: tower?.name ?? '', flatNo: unit.number },
          sheet.agreementValue,
          `Agreement value from ${b.bookingNo}'s approved discount of ${percent}%`,
          actor,
          now,
        )
      : null;
    const entityNote = !buyer
      ? ''
      : buyer.updated
        ? `; flat buyer ${buyer.name}'s agreement value in the Entity Manager is now ${formatInr(sheet.agreementValue)}`
        : `; flat buyer ${buyer.name} is on record for another flat, so the Entity Manager's agreement value was left as it was`;
    await repriceSchedule(tx, b.id, sheet, now);
    await recordBookingEvent(
      tx,
      b,
      'discount_approved',
      `Discount of ${percent}% approved${input.note ? `: ${input.note}` : ''}; the cost sheet is now ${formatInr(sheet.total)} in all, the agreement value ${formatInr(sheet.agreementValue)}${entityNote}`,
      actor,
      now,
    );
    return undefined;
  });
}

async function repriceWithDiscount(tx: DbOrTx, b: BookingRow, percent: number) {
  const [unit] = await tx.select().from(units).where(eq(units.id, b.unitId));
  const project = (await findProject(tx, b.projectId))!;
  const applicants = await tx
    .select({ woman: bookingApplicants.woman })
    .from(bookingApplicants)
    .where(eq(bookingApplicants.bookingId, b.id));
  const terms = { allBuyersWomen: applicants.every((a) => a.woman), discountPercent: percent };
  const [list] = b.priceListId ? await tx.select().from(priceLists).where(eq(priceLists.id, b.priceListId)) : [];
  if (!list) return { sheet: (await priceOn(tx, project, unit!, b.bookingDate, terms)).sheet, unit: unit!, project };
  const stampDuty = await stampDutyFor(tx, project.state, project.city);
  const sheet = computeCostSheet(costSheetUnit(unit!), costSheetProject(project, stampDuty), costSheetPriceList(list), {
    saleDate: b.bookingDate,
    ...terms,
  });
  return { sheet, unit: unit!, project };
}

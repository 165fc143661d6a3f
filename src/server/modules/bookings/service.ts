import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { indiaDateTime, indiaDisplayDate, istDate } from '../../../domain/india-date';
import { sqmToSqft } from '../../../domain/inventory/area';
import type { CostSheet } from '../../../domain/inventory/cost-sheet';
import { UNIT_STATUS_LABELS, type UnitStatus } from '../../../domain/inventory/statuses';
import type {
  Booking,
  BookingQuote,
  bookingApplicantInputSchema,
  bookingCreateSchema,
  bookingQuoteQuerySchema,
} from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { bookingApplicants, bookingEvents, bookings } from '../../db/schema/bookings';
import { entities } from '../../db/schema/entities';
import { towers, unitHolds, units } from '../../db/schema/inventory';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { fingerprint, onceByKey } from '../../lib/idempotency';
import { linkCustomerProperty } from '../customer-property/public';
import { linkFlatBuyer } from '../entities/public';
import {
  type LeadActor,
  leadInBin,
  leadMissing,
  moveLeadStatus,
  recordActivity,
  scopeOf,
} from '../lead-records/public';
import { copyPlanIntoSchedule, planForBooking } from '../payment-plans/public';
import { findProject, type ProjectRow, projectPricing, type UnitRow } from '../projects/public';
import { getBooking } from './booking-view';
import { readDiscountThreshold } from './settings';

type CreateValues = z.output<typeof bookingCreateSchema>;
type ApplicantValues = z.output<typeof bookingApplicantInputSchema>;
type Deps = Pick<AppContext, 'db' | 'clock' | 'settings'>;

export const unitMissing = () => notFound('That unit does not exist.', 'UNIT_NOT_FOUND');

/** Locks a live lead in the viewer's scope: 404 outside it (as if it did not exist), 409 in the bin. */
export async function lockLead(tx: DbOrTx, viewer: LeadActor, id: string) {
  const [lead] = await tx
    .select({ id: leads.id, name: leads.name, status: leads.status, deletedAt: leads.deletedAt })
    .from(leads)
    .where(and(eq(leads.id, id), scopeOf(viewer)))
    .for('update');
  if (!lead) throw leadMissing();
  if (lead.deletedAt) throw leadInBin();
  return lead;
}

export async function lockUnit(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ unit: units, towerName: towers.name })
    .from(units)
    .innerJoin(towers, eq(towers.id, units.towerId))
    .where(eq(units.id, id))
    .for('update', { of: units });
  if (!row) throw unitMissing();
  return row;
}

export const unitName = (towerName: string, unit: Pick<UnitRow, 'number'>) => `${towerName}-${unit.number}`;

/**
 * A unit may be booked for a lead when it is available or held for that lead; a hold for another
 * lead that has passed its time counts as lapsed (the lapse job may not have run yet). The hold
 * ends here, in the booking's transaction: 'booked' for this lead's, 'lapsed' for another's.
 */
async function takeUnit(tx: DbOrTx, unit: UnitRow, name: string, leadId: string, now: Date) {
  const [hold] = await tx
    .select({
      id: unitHolds.id,
      leadId: unitHolds.leadId,
      heldUntil: unitHolds.heldUntil,
      leadName: leads.name,
      holder: users.name,
    })
    .from(unitHolds)
    .innerJoin(leads, eq(leads.id, unitHolds.leadId))
    .leftJoin(users, eq(users.id, unitHolds.heldBy))
    .where(and(eq(unitHolds.unitId, unit.id), isNull(unitHolds.endedAt)))
    .for('update', { of: unitHolds });
  if (hold && hold.leadId !== leadId && hold.heldUntil.getTime() > now.getTime()) {
    throw conflict(
      `Unit ${name} is on hold for ${hold.leadName}${hold.holder ? ` by ${hold.holder}` : ''} until ${indiaDateTime(hold.heldUntil)} India time. Book it for that lead, or after the hold ends.`,
      'UNIT_HELD',
    );
  }
  const status = unit.status as UnitStatus;
  if (status !== 'available' && status !== 'held') {
    const [live] = await tx
      .select({ bookingNo: bookings.bookingNo, bookingDate: bookings.bookingDate })
      .from(bookings)
      .where(
        and(
          eq(bookings.unitId, unit.id),
          sql`${bookings.status} in ('booked', 'agreement_registered', 'possession_given')`,
        ),
      );
    if (status === 'blocked') {
      throw conflict(
        `Unit ${name} is blocked by management${unit.blockedReason ? `: ${unit.blockedReason}` : ''}. It cannot be booked until it is released.`,
        'UNIT_BLOCKED',
      );
    }
    throw conflict(
      live
        ? `Unit ${name} is already booked (${live.bookingNo} of ${indiaDisplayDate(live.bookingDate)}).`
        : `Unit ${name} is ${UNIT_STATUS_LABELS[status].toLowerCase()}; it cannot be booked.`,
      'UNIT_TAKEN',
    );
  }
  if (hold) {
    const reason = hold.leadId === leadId ? 'booked' : 'lapsed';
    await tx.update(unitHolds).set({ endedAt: now, endReason: reason }).where(eq(unitHolds.id, hold.id));
  }
  return hold && hold.leadId === leadId ? { holdEnded: true } : { holdEnded: false };
}

/** BK-<year of the booking date>-<sequence of that year>, one at a time (the lock ends with the transaction). */
export async function nextBookingNo(tx: DbOrTx, bookingDate: string): Promise<string> {
  const year = bookingDate.slice(0, 4);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bookings.number'))`);
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(substring(${bookings.bookingNo} from 9)::int), 0)::int` })
    .from(bookings)
    .where(like(bookings.bookingNo, `BK-${year}-%`));
  return `BK-${year}-${String(Number(row?.n ?? 0) + 1).padStart(4, '0')}`;
}

function assertNotAhead(day: string, now: Date, label: string, field: string) {
  if (day <= istDate(now)) return;
  const message = `${label} cannot be after today (${indiaDisplayDate(istDate(now))}).`;
  throw badRequest(message, { [field]: message }, 'DATE_AHEAD');
}

/** The sheet of a unit on a day; 409 when the project had no price list in force then. */
export async function priceOn(
  tx: DbOrTx,
  project: ProjectRow,
  unit: UnitRow,
  day: string,
  terms: { allBuyersWomen: boolean; discountPercent: number },
) {
  const pricing = await projectPricing(tx, project, day);
  const sheet = pricing.price(unit, terms);
  if (!pricing.priceList || !sheet) {
    throw conflict(
      `${project.name} has no price list for ${indiaDisplayDate(day)}. Add one effective on or before that date first.`,
      'NO_PRICE_LIST',
    );
  }
  return { sheet, priceList: pricing.priceList };
}

/** Co-applicants' chosen flat buyers must exist (the first applicant's is checked when linking). */
async function assertBuyersExist(tx: DbOrTx, applicants: readonly ApplicantValues[]) {
  const chosen = applicants.slice(1).flatMap((a, i) => (a.entityId ? [{ id: a.entityId, at: i + 1 }] : []));
  if (chosen.length === 0) return;
  const rows = await tx
    .select({ id: entities.id })
    .from(entities)
    .where(
      and(
        inArray(
          entities.id,
          chosen.map((c) => c.id),
        ),
        eq(entities.type, 'customer'),
      ),
    );
  const found = new Set(rows.map((r) => r.id));
  const missing = chosen.find((c) => !found.has(c.id));
  if (!missing) return;
  const message = 'That flat buyer does not exist in the Entity Manager. Choose another or leave it empty.';
  throw badRequest(message, { [`applicants.${missing.at}.entityId`]: message }, 'FLAT_BUYER_NOT_FOUND');
}

export const sheetColumns = (sheet: CostSheet) => ({
  costSheet: sheet,
  agreementValue: sheet.agreementValue.toFixed(2),
  totalAmount: sheet.total.toFixed(2),
  gstPercent: String(sheet.gstPercent),
});

/**
 * Makes the booking's rows for a buyer: the flat-buyer record and the customer property record
 * found or made for the first applicant, and the applicants linked. Shared by a new booking and
 * a transfer, which differ in where the sheet comes from.
 */
export async function writeApplicants(
  tx: DbOrTx,
  bookingId: string,
  applicants: readonly ApplicantValues[],
  place: { project: ProjectRow; unit: UnitRow; towerName: string; agreementValue: number },
  actor: LeadActor,
  now: Date,
) {
  await assertBuyersExist(tx, applicants);
  const first = applicants[0]!;
  const { project, unit, towerName } = place;
  const entity = await linkFlatBuyer(
    tx,
    {
      entityId: first.entityId,
      name: first.name,
      mobile: first.mobile,
      pan: first.pan,
      email: first.email,
      address: first.address,
      project: project.name,
      wing: towerName,
      flatNo: unit.number,
      floor: String(unit.floor),
      carpetSqft: sqmToSqft(Number(unit.carpetSqm)),
      agreementValue: place.agreementValue,
    },
    actor,
    now,
  );
  const property = await linkCustomerProperty(
    tx,
    {
      ownerName: first.name,
      mobile: first.mobile,
      address: first.address ?? `${unitName(towerName, unit)}, ${project.name}, ${project.city}`,
      unitType: unit.type,
      projectName: project.name,
    },
    actor.id,
    now,
  );
  await tx.insert(bookingApplicants).values(
    applicants.map((a, i) => ({
      bookingId,
      position: i + 1,
      name: a.name,
      mobile: `91${a.mobile}`,
      email: a.email ?? null,
      pan: a.pan ?? null,
      address: a.address ?? null,
      woman: a.woman,
      relation: a.relation ?? null,
      entityId: i === 0 ? entity.id : (a.entityId ?? null),
    })),
  );
  await tx
    .update(bookings)
    .set({ entityId: entity.id, customerPropertyId: property?.id ?? null })
    .where(eq(bookings.id, bookingId));
  return { entity, property };
}

const linkWords = { chosen: 'chosen', mobile: 'found by mobile', pan: 'found by PAN', created: 'added' } as const;

export function linkSummary(
  entity: { name: string; how: keyof typeof linkWords },
  property: { how: keyof typeof linkWords } | null,
) {
  const parts = [`flat buyer ${entity.name} ${linkWords[entity.how]} in the Entity Manager`];
  parts.push(
    property
      ? `customer property record ${linkWords[property.how]} in Customer Management`
      : 'no Customer Management record (it has no sub-type for this kind of unit)',
  );
  return parts.join('; ');
}

export async function createBooking(
  deps: Deps,
  input: CreateValues,
  actor: LeadActor,
  key?: string,
): Promise<{ booking: Booking; replayed: boolean }> {
  const now = deps.clock();
  const request = fingerprint('booking.create', input);
  const threshold = await readDiscountThreshold(deps);
  const { resultId, replayed } = await deps.db.transaction((tx) =>
    onceByKey(tx, { userId: actor.id, key, request, now }, async () => {
      assertNotAhead(input.bookingDate, now, 'Booking date', 'bookingDate');
      const lead = await lockLead(tx, actor, input.leadId);
      const { unit, towerName } = await lockUnit(tx, input.unitId);
      const name = unitName(towerName, unit);
      const { holdEnded } = await takeUnit(tx, unit, name, lead.id, now);
      const project = (await findProject(tx, unit.projectId))!;
      const pending = input.discountPercent > threshold;
      const allBuyersWomen = input.applicants.every((a) => a.woman);
      const { sheet, priceList } = await priceOn(tx, project, unit, input.bookingDate, {
        allBuyersWomen,
        discountPercent: pending ? 0 : input.discountPercent,
      });
      const plan = input.paymentPlanId ? await planForBooking(tx, input.paymentPlanId, project.id) : null;
      const bookingNo = await nextBookingNo(tx, input.bookingDate);
      const [row] = await tx
        .insert(bookings)
        .values({
          bookingNo,
          unitId: unit.id,
          projectId: project.id,
          leadId: lead.id,
          bookingDate: input.bookingDate,
          status: 'booked',
          priceListId: priceList.id,
          ...sheetColumns(sheet),
          discountPercent: String(input.discountPercent),
          discountStatus: pending ? 'pending' : input.discountPercent > 0 ? 'approved' : 'none',
          discountRequestedBy: input.discountPercent > 0 ? actor.id : null,
          bookingAmount: input.bookingAmount.toFixed(2),
          createdBy: actor.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: bookings.id });
      const bookingId = row!.id;
      if (plan) await copyPlanIntoSchedule(tx, { id: bookingId, costSheet: sheet }, plan, now);
      const { entity, property } = await writeApplicants(
        tx,
        bookingId,
        input.applicants,
        { project, unit, towerName, agreementValue: sheet.agreementValue },
        actor,
        now,
      );
      await tx.update(units).set({ status: 'booked', updatedAt: now }).where(eq(units.id, unit.id));
      const onPlan = plan ? ` on the plan “${plan.plan.name}”` : '';
      const summary = `Unit ${name} of ${project.name} booked (${bookingNo})${holdEnded ? ', from its hold' : ''}${onPlan}`;
      await tx.insert(bookingEvents).values({
        bookingId,
        at: now,
        by: actor.id,
        kind: 'booked',
        detail: {
          summary: `${summary}: ${linkSummary(entity, property)}`,
          entity,
          customerProperty: property,
        },
      });
      if (pending) {
        await tx.insert(bookingEvents).values({
          bookingId,
          at: now,
          by: actor.id,
          kind: 'discount_requested',
          detail: {
            summary: `Discount of ${input.discountPercent}% asked for; above the ${threshold}% an administrator approves, so the sheet is without it until then`,
          },
        });
      }
      await moveLeadStatus(tx, lead, 'booked', actor, now);
      await recordActivity(tx, {
        leadId: lead.id,
        kind: 'booking',
        payload: { summary, refId: bookingId },
        actor,
        at: now,
      });
      return bookingId;
    }),
  );
  return { booking: await getBooking(deps.db, actor, resultId), replayed };
}

export async function quoteBooking(deps: Deps, query: z.output<typeof bookingQuoteQuerySchema>): Promise<BookingQuote> {
  const threshold = await readDiscountThreshold(deps);
  const [row] = await deps.db
    .select({ unit: units, tower: towers.name })
    .from(units)
    .innerJoin(towers, eq(towers.id, units.towerId))
    .where(eq(units.id, query.unitId));
  if (!row) throw unitMissing();
  const { unit } = row;
  const project = (await findProject(deps.db, unit.projectId))!;
  const discount = query.discountPercent ?? 0;
  const { sheet, priceList } = await priceOn(deps.db, project, unit, query.bookingDate, {
    allBuyersWomen: query.women === 'true',
    discountPercent: discount,
  });
  return {
    unit: {
      _id: unit.id,
      number: unit.number,
      tower: row.tower,
      type: unit.type,
      status: unit.status,
      project: { _id: project.id, name: project.name },
    },
    priceList: { _id: priceList.id, effectiveFrom: priceList.effectiveFrom },
    costSheet: sheet,
    needsApproval: discount > threshold,
    thresholdPercent: threshold,
  };
}

import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ChargeSplit, DemandStatus, MilestoneTrigger } from '../../../domain/collections/lists';
import {
  agreementPartsOf,
  dueText,
  fromBasisPoints,
  instalmentAmounts,
  percentText,
  type ScheduleShare,
  stageName,
  toBasisPoints,
} from '../../../domain/collections/payment-plan';
import { addDays, istDate } from '../../../domain/india-date';
import type { CostSheet } from '../../../domain/inventory/cost-sheet';
import { fromPaise } from '../../../domain/money/paise';
import type { BookingSchedule, BookingScheduleValues, InstalmentState } from '../../../domain/schemas/booking-schedule';
import type { MilestoneValues } from '../../../domain/schemas/payment-plan';
import type { DbOrTx } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { bookingInstalments, demands, towerStages } from '../../db/schema/collections';
import { units } from '../../db/schema/inventory';
import { paymentPlanMilestones, paymentPlans } from '../../db/schema/payment-plans';
import { badRequest, conflict } from '../../lib/app-error';

/**
 * A booking's own schedule (decision 192): copied from the plan chosen at booking, amounts from the
 * frozen agreement value, edited for that booking. An instalment with a demand raised keeps its
 * row, its shares and its amount: the demand (and the money against it) points at it.
 */

type BookingRow = typeof bookings.$inferSelect;
type InstalmentRow = typeof bookingInstalments.$inferSelect;

const splitsOf = (rows: readonly ScheduleShare[]) => ({
  parkingSplit: (rows.some((r) => r.parkingBp !== null) ? 'milestones' : 'pro_rata') as ChargeSplit,
  locationSplit: (rows.some((r) => r.locationBp !== null) ? 'milestones' : 'pro_rata') as ChargeSplit,
});

/** The plan a booking of this project may be made on: 400 when it is another project's or archived. */
export async function planForBooking(tx: DbOrTx, planId: string, projectId: string) {
  const [plan] = await tx.select().from(paymentPlans).where(eq(paymentPlans.id, planId));
  if (!plan || plan.projectId !== projectId) {
    throw badRequest('That payment plan is not one of this project’s plans.', {
      paymentPlanId: 'Choose a plan of the unit’s project.',
    });
  }
  if (plan.archivedAt) {
    throw badRequest(`The plan “${plan.name}” is archived; choose a current plan.`, {
      paymentPlanId: 'This plan is archived.',
    });
  }
  const milestones = await tx
    .select()
    .from(paymentPlanMilestones)
    .where(eq(paymentPlanMilestones.planId, planId))
    .orderBy(asc(paymentPlanMilestones.position));
  return { plan, milestones };
}

type ShareRow = ScheduleShare & {
  name: string;
  trigger: string;
  stageKey: string | null;
  dueOn: string | null;
  dueAfterDays: number | null;
};

/** Rows of a schedule with their amounts; a split charge's blank share is 0. */
function withAmounts(rows: readonly ShareRow[], splits: ReturnType<typeof splitsOf>, sheet: CostSheet) {
  const shares = rows.map((r) => ({
    ...r,
    parkingBp: splits.parkingSplit === 'milestones' ? (r.parkingBp ?? 0) : null,
    locationBp: splits.locationSplit === 'milestones' ? (r.locationBp ?? 0) : null,
  }));
  const amounts = instalmentAmounts(shares, splits, agreementPartsOf(sheet));
  return shares.map((r, i) => ({ ...r, amountPaise: amounts[i]! }));
}

/** Copies a plan's milestones into a booking's schedule (in the booking's transaction). */
export async function copyPlanIntoSchedule(
  tx: DbOrTx,
  booking: { id: string; costSheet: CostSheet },
  plan: Awaited<ReturnType<typeof planForBooking>>,
  now: Date,
) {
  const splits = {
    parkingSplit: plan.plan.parkingSplit as ChargeSplit,
    locationSplit: plan.plan.locationSplit as ChargeSplit,
  };
  const rows = withAmounts(plan.milestones, splits, booking.costSheet);
  await tx.delete(bookingInstalments).where(eq(bookingInstalments.bookingId, booking.id));
  await tx.insert(bookingInstalments).values(
    rows.map((r, i) => ({
      bookingId: booking.id,
      position: i + 1,
      name: r.name,
      trigger: r.trigger,
      stageKey: r.stageKey,
      dueOn: r.dueOn,
      dueAfterDays: r.dueAfterDays,
      percentBp: r.percentBp,
      parkingBp: r.parkingBp,
      locationBp: r.locationBp,
      amountPaise: r.amountPaise,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await tx.update(bookings).set({ paymentPlanId: plan.plan.id }).where(eq(bookings.id, booking.id));
}

/**
 * The booking's instalments with the demand each was given: its own, or for an instalment carried by a
 * transfer the earlier buyer's (decision 203), which locks it the same way.
 */
async function instalmentsOf(db: DbOrTx, bookingId: string) {
  return db
    .select({ row: bookingInstalments, demandId: demands.id, demandNo: demands.demandNo, demandStatus: demands.status })
    .from(bookingInstalments)
    .leftJoin(
      demands,
      or(eq(demands.instalmentId, bookingInstalments.id), eq(demands.id, bookingInstalments.earlierDemandId)),
    )
    .where(eq(bookingInstalments.bookingId, bookingId))
    .orderBy(asc(bookingInstalments.position));
}

/** When an instalment falls due, where that is known: its stage reached by the booking's tower, etc. */
function dueDateOf(row: InstalmentRow, booking: BookingRow, reached: Map<string, string>): string | null {
  switch (row.trigger as MilestoneTrigger) {
    case 'booking':
      return booking.bookingDate;
    case 'agreement':
      return booking.agreementRegisteredOn;
    case 'stage':
      return reached.get(row.stageKey ?? '') ?? null;
    case 'date':
      return row.dueOn;
    case 'days_after_booking':
      return addDays(booking.bookingDate, row.dueAfterDays ?? 0);
  }
}

/** The schedule as the booking page shows it: each instalment's amount, due date and state. */
export async function readSchedule(db: DbOrTx, booking: BookingRow, now: Date): Promise<BookingSchedule> {
  const today = istDate(now);
  const [rows, planRows, stageRows] = await Promise.all([
    instalmentsOf(db, booking.id),
    booking.paymentPlanId
      ? db
          .select({ _id: paymentPlans.id, name: paymentPlans.name })
          .from(paymentPlans)
          .where(eq(paymentPlans.id, booking.paymentPlanId))
      : Promise.resolve([]),
    db
      .select({ stageKey: towerStages.stageKey, reachedOn: towerStages.reachedOn })
      .from(towerStages)
      .innerJoin(units, eq(units.towerId, towerStages.towerId))
      .where(eq(units.id, booking.unitId)),
  ]);
  const reached = new Map(stageRows.map((s) => [s.stageKey, s.reachedOn]));
  const splits = splitsOf(rows.map((r) => r.row));
  return {
    bookingId: booking.id,
    paymentPlan: planRows[0] ?? null,
    agreementValue: Number(booking.agreementValue),
    ...splits,
    instalments: rows.map(({ row, demandId, demandNo, demandStatus }) => {
      const dueDate = dueDateOf(row, booking, reached);
      const state: InstalmentState = demandId ? 'raised' : dueDate && dueDate <= today ? 'due' : 'upcoming';
      return {
        _id: row.id,
        name: row.name,
        trigger: row.trigger as MilestoneTrigger,
        stage: row.stageKey === null ? null : stageName(row.stageKey),
        dueOn: row.dueOn,
        dueAfterDays: row.dueAfterDays,
        percent: fromBasisPoints(row.percentBp),
        parkingPercent: row.parkingBp === null ? null : fromBasisPoints(row.parkingBp),
        locationPercent: row.locationBp === null ? null : fromBasisPoints(row.locationBp),
        amount: fromPaise(row.amountPaise),
        state,
        dueDate,
        demand: demandId
          ? {
              _id: demandId,
              demandNo: demandNo!,
              status: demandStatus as DemandStatus,
              earlierBuyer: row.earlierDemandId !== null,
            }
          : null,
      };
    }),
  };
}

const sharesOf = (m: MilestoneValues) => ({
  percentBp: toBasisPoints(m.percent),
  parkingBp: m.parkingPercent === null ? null : toBasisPoints(m.parkingPercent),
  locationBp: m.locationPercent === null ? null : toBasisPoints(m.locationPercent),
});

const sameShares = (a: ScheduleShare, b: ScheduleShare) =>
  a.percentBp === b.percentBp &&
  (a.parkingBp ?? 0) === (b.parkingBp ?? 0) &&
  (a.locationBp ?? 0) === (b.locationBp ?? 0);

/**
 * Writes the booking's schedule as given (in the caller's transaction, the booking row locked):
 * kept rows by id, new rows inserted, missing rows deleted. Returns what changed, in words, for the
 * booking's history; null when nothing did.
 */
export async function replaceSchedule(
  tx: DbOrTx,
  booking: BookingRow,
  input: BookingScheduleValues,
  now: Date,
): Promise<string | null> {
  const current = await instalmentsOf(tx, booking.id);
  const byId = new Map(current.map((c) => [c.row.id, c]));
  for (const row of input.instalments) {
    if (row._id && !byId.has(row._id)) {
      throw badRequest('An instalment of the schedule is not this booking’s; reload the booking and try again.');
    }
  }
  const kept = new Set(input.instalments.map((r) => r._id).filter(Boolean));
  for (const c of current) {
    if (c.demandId && !kept.has(c.row.id)) {
      throw conflict(`“${c.row.name}” has demand ${c.demandNo} raised; it stays in the schedule.`, 'INSTALMENT_RAISED');
    }
  }
  const rows = withAmounts(
    input.instalments.map((m) => ({
      ...sharesOf(m),
      name: m.name,
      trigger: m.trigger,
      stageKey: m.stage,
      dueOn: m.dueOn,
      dueAfterDays: m.dueAfterDays,
    })),
    { parkingSplit: input.parkingSplit, locationSplit: input.locationSplit },
    booking.costSheet,
  );
  const changes: string[] = [];
  const values = rows.map((r, i) => {
    const id = input.instalments[i]!._id;
    const before = id ? byId.get(id) : undefined;
    if (before?.demandId) {
      const b = before.row;
      if (!sameShares(b, r) || b.trigger !== r.trigger || b.stageKey !== r.stageKey)
        throw conflict(
          `“${b.name}” has demand ${before.demandNo} raised; its share and when it falls due stay as they are.`,
          'INSTALMENT_RAISED',
        );
      // The demand asked for this amount: it stays.
      r.amountPaise = b.amountPaise;
    }
    if (!before) changes.push(`added “${r.name}” (${percentText(r.percentBp)})`);
    else {
      const b = before.row;
      if (b.name !== r.name) changes.push(`renamed “${b.name}” to “${r.name}”`);
      if (b.percentBp !== r.percentBp)
        changes.push(`“${r.name}” ${percentText(b.percentBp)} → ${percentText(r.percentBp)}`);
      else if (!sameShares(b, r)) changes.push(`“${r.name}” charge shares changed`);
      const was = dueText({ ...b, trigger: b.trigger as MilestoneTrigger, stage: b.stageKey });
      const becomes = dueText({ ...r, trigger: r.trigger as MilestoneTrigger, stage: r.stageKey });
      if (was !== becomes) changes.push(`“${r.name}” ${was.toLowerCase()} → ${becomes.toLowerCase()}`);
    }
    return { id, position: i + 1, ...r };
  });
  const removed = current.filter((c) => !kept.has(c.row.id));
  for (const c of removed) changes.push(`removed “${c.row.name}” (${percentText(c.row.percentBp)})`);
  const order = (list: (string | undefined)[]) => list.filter(Boolean).join(',');
  const reordered =
    order(values.map((v) => v.id)) !== order(current.filter((c) => kept.has(c.row.id)).map((c) => c.row.id));
  if (reordered) changes.push('order changed');
  if (changes.length === 0) return null;

  if (removed.length > 0) {
    await tx.delete(bookingInstalments).where(
      and(
        eq(bookingInstalments.bookingId, booking.id),
        inArray(
          bookingInstalments.id,
          removed.map((c) => c.row.id),
        ),
        // A demand raised since it was read keeps its instalment (the restrict reference holds too).
        sql`not exists (select 1 from ${demands} where ${demands.instalmentId} = ${bookingInstalments.id})`,
      ),
    );
  }
  const columns = (v: (typeof values)[number]) => ({
    position: v.position,
    name: v.name,
    trigger: v.trigger,
    stageKey: v.stageKey,
    dueOn: v.dueOn,
    dueAfterDays: v.dueAfterDays,
    percentBp: v.percentBp,
    parkingBp: v.parkingBp,
    locationBp: v.locationBp,
    amountPaise: v.amountPaise,
    updatedAt: now,
  });
  await updateInstalments(
    tx,
    values.filter((v) => v.id).map((v) => ({ id: v.id!, ...columns(v) })),
  );
  const fresh = values.filter((v) => !v.id);
  if (fresh.length > 0) {
    await tx
      .insert(bookingInstalments)
      .values(fresh.map((v) => ({ bookingId: booking.id, ...columns(v), createdAt: now })));
  }
  return `Payment schedule changed: ${changes.join('; ')}`;
}

/**
 * After an approved discount re-prices the booking (decision 182), the instalments not yet raised
 * ask for their shares of the new agreement value.
 */
export async function repriceSchedule(tx: DbOrTx, bookingId: string, sheet: CostSheet, now: Date) {
  const current = await instalmentsOf(tx, bookingId);
  if (current.length === 0) return;
  const splits = splitsOf(current.map((c) => c.row));
  const rows = withAmounts(
    current.map((c) => c.row),
    splits,
    sheet,
  );
  await updateInstalments(
    tx,
    current
      .map((c, i) => ({ c, amountPaise: rows[i]!.amountPaise }))
      .filter(({ c, amountPaise }) => !c.demandId && c.row.amountPaise !== amountPaise)
      .map(({ c, amountPaise }) => ({ ...c.row, amountPaise, updatedAt: now })),
  );
}

// Which earlier demand a carried instalment points at never changes after the transfer (decision 203).
type InstalmentUpdate = Omit<InstalmentRow, 'bookingId' | 'createdAt' | 'earlierDemandId'>;

/** Every changed row in one UPDATE … FROM (VALUES …), not a statement per row. */
async function updateInstalments(tx: DbOrTx, rows: readonly InstalmentUpdate[]) {
  if (rows.length === 0) return;
  const list = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.position}::int, ${r.name}::text, ${r.trigger}::text, ${r.stageKey}::text, ${r.dueOn}::date, ${r.dueAfterDays}::int, ${r.percentBp}::int, ${r.parkingBp}::int, ${r.locationBp}::int, ${r.amountPaise}::bigint, ${r.updatedAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${bookingInstalments} as b set
      position = v.position, name = v.name, trigger = v.trigger, stage_key = v.stage_key, due_on = v.due_on,
      due_after_days = v.due_after_days, percent_bp = v.percent_bp, parking_bp = v.parking_bp,
      location_bp = v.location_bp, amount_paise = v.amount_paise, updated_at = v.updated_at
    from (values ${list}) as v(id, position, name, trigger, stage_key, due_on, due_after_days, percent_bp, parking_bp, location_bp, amount_paise, updated_at)
    where b.id = v.id`);
}

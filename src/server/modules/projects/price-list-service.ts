import { and, desc, eq, sql } from 'drizzle-orm';
import { istDate } from '../../../domain/india-date';
import type { RateBasis } from '../../../domain/inventory/statuses';
import type { PriceList, PriceListValues } from '../../../domain/schemas/price-list';
import type { AppContext } from '../../context';
import { priceLists } from '../../db/schema/inventory';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import type { PriceListRow } from './pricing';
import { projectExists } from './unit-service';

/**
 * Versions of a project's prices. The version in force on a day is the latest effective on or
 * before it (pricing.ts), so a version whose day has come may have priced a booking: it is
 * read-only, and changes go into a new version from a later day (decision 177).
 */

function toPriceList(row: PriceListRow, today: string, inForceId: string | null): PriceList {
  return {
    _id: row.id,
    projectId: row.projectId,
    effectiveFrom: row.effectiveFrom,
    rateBasis: row.rateBasis as RateBasis,
    baseRatePerSqft: Number(row.baseRatePerSqft),
    floorRiseAboveFloor: row.floorRiseAboveFloor,
    floorRisePerSqft: row.floorRisePerSqft === null ? null : Number(row.floorRisePerSqft),
    parkingPerSlot: Number(row.parkingPerSlot),
    locationCharges: row.locationCharges.map((c) => ({
      key: c.key,
      label: c.label,
      ratePerSqft: c.ratePerSqft,
      lumpSum: c.lumpSum ?? null,
    })),
    otherCharges: row.otherCharges.map((c) => ({
      key: c.key,
      label: c.label,
      basis: c.basis,
      value: c.value,
      months: c.months ?? null,
      gstPercent: c.gstPercent,
    })),
    note: row.note,
    editable: row.effectiveFrom > today,
    inForce: row.id === inForceId,
    createdAt: row.createdAt.toISOString(),
  };
}

const today = (ctx: AppContext) => istDate(ctx.clock());

/** Every version of a project's prices, newest first, marking the one in force today. */
export async function listPriceLists(ctx: AppContext, projectId: string) {
  await projectExists(ctx.db, projectId);
  const day = today(ctx);
  const rows = await ctx.db
    .select()
    .from(priceLists)
    .where(eq(priceLists.projectId, projectId))
    .orderBy(desc(priceLists.effectiveFrom));
  const inForce = rows.find((r) => r.effectiveFrom <= day)?.id ?? null;
  return { priceLists: rows.map((r) => toPriceList(r, day, inForce)), today: day };
}

async function getPriceList(ctx: AppContext, id: string): Promise<PriceList> {
  const [row] = await ctx.db.select().from(priceLists).where(eq(priceLists.id, id));
  if (!row) throw notFound('That price list does not exist.');
  const { priceLists: all } = await listPriceLists(ctx, row.projectId);
  return all.find((p) => p._id === id)!;
}

const columnsOf = (input: PriceListValues) => ({
  effectiveFrom: input.effectiveFrom,
  rateBasis: input.rateBasis,
  baseRatePerSqft: String(input.baseRatePerSqft),
  floorRiseAboveFloor: input.floorRiseAboveFloor,
  floorRisePerSqft: input.floorRisePerSqft === null ? null : String(input.floorRisePerSqft),
  parkingPerSlot: String(input.parkingPerSlot),
  locationCharges: input.locationCharges,
  otherCharges: input.otherCharges,
  note: input.note ?? null,
});

const sameDay = (day: string) =>
  conflict(
    `The project already has a price list from ${day}; change that one or choose another day.`,
    'DUPLICATE_VERSION',
    {
      effectiveFrom: 'A version from this day exists.',
    },
  );

function checkFuture(day: string, effectiveFrom: string) {
  if (effectiveFrom < day) {
    throw badRequest(`A price list can start today (${day}) or later; past days keep the prices they had.`, {
      effectiveFrom: 'Choose today or a later day.',
    });
  }
}

export async function createPriceList(ctx: AppContext, projectId: string, input: PriceListValues, userId: string) {
  await projectExists(ctx.db, projectId);
  checkFuture(today(ctx), input.effectiveFrom);
  try {
    const [row] = await ctx.db
      .insert(priceLists)
      .values({ projectId, ...columnsOf(input), createdBy: userId, createdAt: ctx.clock() })
      .returning({ id: priceLists.id });
    return getPriceList(ctx, row!.id);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw sameDay(input.effectiveFrom);
    throw error;
  }
}

const readOnly = (from: string) =>
  conflict(
    `The price list from ${from} is in force or was in force, and bookings may have used it; start a new version from a later day instead.`,
    'PRICE_LIST_IN_FORCE',
  );

export async function updatePriceList(ctx: AppContext, id: string, input: PriceListValues) {
  const current = await getPriceList(ctx, id);
  const day = today(ctx);
  if (!current.editable) throw readOnly(current.effectiveFrom);
  // Moving it into the past would change prices of days gone by.
  if (input.effectiveFrom <= day) {
    throw badRequest(`A version not yet in force can move to tomorrow or later, not to ${input.effectiveFrom}.`, {
      effectiveFrom: 'Choose a day after today.',
    });
  }
  try {
    const rows = await ctx.db
      .update(priceLists)
      .set(columnsOf(input))
      // The same condition again: the day may have turned since it was read.
      .where(and(eq(priceLists.id, id), sql`${priceLists.effectiveFrom} > ${day}`))
      .returning({ id: priceLists.id });
    if (rows.length === 0) throw readOnly(current.effectiveFrom);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw sameDay(input.effectiveFrom);
    throw error;
  }
  return getPriceList(ctx, id);
}

export async function deletePriceList(ctx: AppContext, id: string) {
  const current = await getPriceList(ctx, id);
  const day = today(ctx);
  const rows = await ctx.db
    .delete(priceLists)
    .where(and(eq(priceLists.id, id), sql`${priceLists.effectiveFrom} > ${day}`))
    .returning({ id: priceLists.id });
  if (rows.length === 0) throw readOnly(current.effectiveFrom);
  return { message: `The price list from ${current.effectiveFrom} has been deleted.` };
}

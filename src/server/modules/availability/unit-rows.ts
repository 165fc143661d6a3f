import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Facing, UnitStatus } from '../../../domain/inventory/statuses';
import type { UnitType } from '../../../domain/inventory/unit-types';
import type { AvailabilityUnit } from '../../../domain/schemas/availability';
import type { DbOrTx } from '../../db/database';
import { towers, unitHolds, units } from '../../db/schema/inventory';
import { users } from '../../db/schema/users';
import type { ProjectPricing } from '../projects/public';

/**
 * Units with their open hold and the name of its holder, in one query: the grid reads a whole
 * project this way and the unit card one unit. A hold whose time has passed counts as lapsed
 * (the unit shows as available) even before the lapse job ends it.
 */
export async function unitsWithHolds(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      unit: units,
      towerName: towers.name,
      holdId: unitHolds.id,
      leadId: unitHolds.leadId,
      heldUntil: unitHolds.heldUntil,
      heldById: unitHolds.heldBy,
      heldByName: users.name,
      extendedAt: unitHolds.extendedAt,
    })
    .from(units)
    .innerJoin(towers, eq(towers.id, units.towerId))
    .leftJoin(unitHolds, and(eq(unitHolds.unitId, units.id), isNull(unitHolds.endedAt)))
    .leftJoin(users, eq(users.id, unitHolds.heldBy))
    .where(where)
    .orderBy(asc(units.towerId), asc(units.floor));
}

export type UnitWithHold = Awaited<ReturnType<typeof unitsWithHolds>>[number];

/** True when the row's hold is open and its time has not passed. */
export const liveHold = (row: Pick<UnitWithHold, 'holdId' | 'heldUntil'>, now: Date) =>
  row.holdId !== null && row.heldUntil !== null && row.heldUntil.getTime() > now.getTime();

/** The status a person should see: a held unit whose hold has lapsed is available. */
export function shownStatus(row: UnitWithHold, now: Date): UnitStatus {
  const status = row.unit.status as UnitStatus;
  return status === 'held' && !liveHold(row, now) ? 'available' : status;
}

type PricedUnit = Parameters<ProjectPricing['price']>[0];

/**
 * The all-in price of many units of one project: units with the same type, floor, areas, parking
 * and preferential locations have the same sheet (the same flat in each tower of one plan), so
 * each such kind is priced once by the engine and the rest read it back.
 */
export function allInPrices(pricing: ProjectPricing): (unit: PricedUnit) => number | null {
  const seen = new Map<string, number | null>();
  return (unit) => {
    const key = `${unit.type}|${unit.floor}|${unit.carpetSqm}|${unit.saleableSqm}|${unit.parkingSlots}|${[...unit.locations].sort().join(',')}`;
    let total = seen.get(key);
    if (total === undefined) {
      total = pricing.price(unit)?.total ?? null;
      seen.set(key, total);
    }
    return total;
  };
}

/** A unit in the grid's shape, priced on the pricing's day (`priceOf` from allInPrices). */
export function toAvailabilityUnit(
  row: UnitWithHold,
  priceOf: (unit: PricedUnit) => number | null,
  now: Date,
): AvailabilityUnit {
  const u = row.unit;
  const status = shownStatus(row, now);
  const held = status === 'held';
  return {
    _id: u.id,
    number: u.number,
    type: u.type as UnitType,
    status,
    ...(held && row.heldUntil ? { heldUntil: row.heldUntil.toISOString() } : {}),
    ...(held ? { heldBy: row.heldById && row.heldByName ? { _id: row.heldById, name: row.heldByName } : null } : {}),
    allInPrice: priceOf(u),
    floor: u.floor,
    facing: (u.facing as Facing | null) ?? null,
    carpetSqm: Number(u.carpetSqm),
    saleableSqm: Number(u.saleableSqm),
    towerId: u.towerId,
    match: true,
  };
}

const byNumber = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
/** 101, 102 … 110 in the order a person reads them (not 101, 110, 102). */
export const compareUnitNumbers = (a: string, b: string) => byNumber.compare(a, b);

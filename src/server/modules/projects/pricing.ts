import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  type CostSheet,
  type CostSheetPriceList,
  type CostSheetProject,
  type CostSheetTerms,
  type CostSheetUnit,
  computeCostSheet,
} from '../../../domain/inventory/cost-sheet';
import type { StampDutyRate } from '../../../domain/inventory/stamp-duty';
import type { UnitType } from '../../../domain/inventory/unit-types';
import type { DbOrTx } from '../../db/database';
import { priceLists, units } from '../../db/schema/inventory';
import { projects, stampDutyRates } from '../../db/schema/projects';

/**
 * Reading what the one cost-sheet engine (src/domain/inventory/cost-sheet.ts) needs from the
 * database: the project's GST and stamp-duty facts, the price list in force on a day, and units.
 * The grid, a unit's card, a booking's frozen sheet and the inventory's value all price through
 * here, so they never disagree.
 */

export type ProjectRow = typeof projects.$inferSelect;
export type UnitRow = typeof units.$inferSelect;
export type PriceListRow = typeof priceLists.$inferSelect;

/** The stamp-duty row for the project's state and city (case-insensitive), or null. */
export async function stampDutyFor(db: DbOrTx, state: string, city: string): Promise<StampDutyRate | null> {
  const [row] = await db
    .select()
    .from(stampDutyRates)
    .where(
      and(sql`lower(${stampDutyRates.state}) = lower(${state})`, sql`lower(${stampDutyRates.area}) = lower(${city})`),
    )
    .limit(1);
  if (!row) return null;
  return {
    state: row.state,
    area: row.area,
    stampDutyPercent: Number(row.stampDutyPercent),
    womanConcessionPoints: Number(row.womanConcessionPoints),
    registrationPercent: Number(row.registrationPercent),
    registrationCapRupees: row.registrationCapRupees === null ? null : Number(row.registrationCapRupees),
    source: row.source,
  };
}

/** The price list in force on an India date: the latest effective on or before it. */
export async function priceListOn(db: DbOrTx, projectId: string, day: string): Promise<PriceListRow | null> {
  const [row] = await db
    .select()
    .from(priceLists)
    .where(and(eq(priceLists.projectId, projectId), lte(priceLists.effectiveFrom, day)))
    .orderBy(desc(priceLists.effectiveFrom))
    .limit(1);
  return row ?? null;
}

export function costSheetProject(project: ProjectRow, stampDuty: StampDutyRate | null): CostSheetProject {
  return { metro: project.metro, completionCertificateOn: project.completionCertificateOn, stampDuty };
}

export function costSheetPriceList(row: PriceListRow): CostSheetPriceList {
  return {
    rateBasis: row.rateBasis as CostSheetPriceList['rateBasis'],
    baseRatePerSqft: Number(row.baseRatePerSqft),
    floorRise:
      row.floorRiseAboveFloor === null || row.floorRisePerSqft === null
        ? null
        : { aboveFloor: row.floorRiseAboveFloor, ratePerSqftPerFloor: Number(row.floorRisePerSqft) },
    locationCharges: row.locationCharges,
    parkingPerSlot: Number(row.parkingPerSlot),
    otherCharges: row.otherCharges,
  };
}

export function costSheetUnit(
  row: Pick<UnitRow, 'type' | 'floor' | 'carpetSqm' | 'saleableSqm' | 'parkingSlots' | 'locations'>,
): CostSheetUnit {
  return {
    type: row.type as UnitType,
    floor: row.floor,
    carpetSqm: Number(row.carpetSqm),
    saleableSqm: Number(row.saleableSqm),
    parkingSlots: row.parkingSlots,
    locations: row.locations,
  };
}

export interface ProjectPricing {
  project: ProjectRow;
  stampDuty: StampDutyRate | null;
  /** Null when the project has no price list in force on the day: its units have no price yet. */
  priceList: PriceListRow | null;
  /** The cost sheet of a unit of this project on the day, or null without a price list. */
  price(unit: Parameters<typeof costSheetUnit>[0], terms?: Partial<Omit<CostSheetTerms, 'saleDate'>>): CostSheet | null;
}

/**
 * Everything to price any unit of a project on an India date, read in three small queries; then
 * each unit is priced in memory (a 3,000-unit grid costs three queries, not 3,000).
 */
export async function projectPricing(db: DbOrTx, project: ProjectRow, day: string): Promise<ProjectPricing> {
  const [stampDuty, priceList] = await Promise.all([
    stampDutyFor(db, project.state, project.city),
    priceListOn(db, project.id, day),
  ]);
  const sheetProject = costSheetProject(project, stampDuty);
  const sheetList = priceList ? costSheetPriceList(priceList) : null;
  return {
    project,
    stampDuty,
    priceList,
    price(unit, terms = {}) {
      if (!sheetList) return null;
      return computeCostSheet(costSheetUnit(unit), sheetProject, sheetList, {
        saleDate: day,
        allBuyersWomen: terms.allBuyersWomen ?? false,
        discountPercent: terms.discountPercent ?? 0,
      });
    },
  };
}

export async function findProject(db: DbOrTx, projectId: string): Promise<ProjectRow | null> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  return row ?? null;
}

/** Units by id with their project, for callers that hold unit ids (holds, bookings). */
export async function unitsByIds(db: DbOrTx, ids: readonly string[]): Promise<UnitRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(units)
    .where(inArray(units.id, [...ids]));
}

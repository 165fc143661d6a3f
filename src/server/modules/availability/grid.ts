import { asc, eq } from 'drizzle-orm';
import { istDate } from '../../../domain/india-date';
import type { ProjectStatus } from '../../../domain/inventory/statuses';
import { UNIT_STATUSES, type UnitStatus } from '../../../domain/inventory/statuses';
import type { Availability, AvailabilityFilters, AvailabilityUnit } from '../../../domain/schemas/availability';
import type { AppContext } from '../../context';
import { towers, units } from '../../db/schema/inventory';
import { notFound } from '../../lib/app-error';
import { findProject, projectPricing } from '../projects/public';
import { readHoldHours } from './hold-hours';
import { allInPrices, compareUnitNumbers, toAvailabilityUnit, unitsWithHolds } from './unit-rows';

export const projectMissing = () => notFound('That project does not exist.', 'PROJECT_NOT_FOUND');

/** True when the unit passes every filter given. */
export function matches(unit: AvailabilityUnit, f: AvailabilityFilters): boolean {
  if (f.type && unit.type !== f.type) return false;
  if (f.facing && unit.facing !== f.facing) return false;
  if (f.status && unit.status !== f.status) return false;
  if (f.floorFrom !== undefined && unit.floor < f.floorFrom) return false;
  if (f.floorTo !== undefined && unit.floor > f.floorTo) return false;
  const priced = f.priceFrom !== undefined || f.priceTo !== undefined;
  if (priced && unit.allInPrice === null) return false;
  if (f.priceFrom !== undefined && (unit.allInPrice ?? 0) < f.priceFrom) return false;
  if (f.priceTo !== undefined && (unit.allInPrice ?? 0) > f.priceTo) return false;
  return true;
}

/**
 * GET /api/projects/:id/availability (decision 179): the project's towers, each floor from the
 * top down with its units across, every unit priced all-in on today's price list. Set-based: the
 * project, its towers, its units with their open holds, the stamp-duty row and the price list are
 * six small queries whatever the project's size; the pricing is done in memory by the one engine.
 */
export async function availability(
  ctx: AppContext,
  projectId: string,
  filters: AvailabilityFilters,
): Promise<Availability> {
  const project = await findProject(ctx.db, projectId);
  if (!project) throw projectMissing();
  const now = ctx.clock();
  const day = istDate(now);
  const [towerRows, rows, pricing, holdHours] = await Promise.all([
    ctx.db
      .select()
      .from(towers)
      .where(eq(towers.projectId, project.id))
      .orderBy(asc(towers.sortOrder), asc(towers.name)),
    unitsWithHolds(ctx.db, eq(units.projectId, project.id)),
    projectPricing(ctx.db, project, day),
    readHoldHours(ctx),
  ]);

  const counts = Object.fromEntries(UNIT_STATUSES.map((s) => [s, 0])) as Record<UnitStatus, number>;
  const byTower = new Map<string, Map<number, AvailabilityUnit[]>>();
  let matching = 0;
  const priceOf = allInPrices(pricing);
  for (const row of rows) {
    const unit = toAvailabilityUnit(row, priceOf, now);
    unit.match = matches(unit, filters);
    counts[unit.status] += 1;
    if (unit.match) matching += 1;
    let floors = byTower.get(unit.towerId);
    if (!floors) {
      floors = new Map();
      byTower.set(unit.towerId, floors);
    }
    const list = floors.get(unit.floor);
    if (list) list.push(unit);
    else floors.set(unit.floor, [unit]);
  }

  return {
    project: {
      _id: project.id,
      name: project.name,
      city: project.city,
      state: project.state,
      reraNumber: project.reraNumber,
      status: project.status as ProjectStatus,
      address: project.address,
    },
    day,
    priceList: pricing.priceList ? { _id: pricing.priceList.id, effectiveFrom: pricing.priceList.effectiveFrom } : null,
    holdHours,
    counts,
    matching,
    towers: towerRows.map((tower) => {
      const floors = byTower.get(tower.id) ?? new Map<number, AvailabilityUnit[]>();
      // Every floor of the tower from the top down, also one without units (a refuge floor), so
      // the building keeps its shape; a unit outside the tower's range still shows.
      const numbers = new Set<number>(floors.keys());
      for (let f = tower.floorFrom; f <= tower.floorTo; f++) numbers.add(f);
      return {
        _id: tower.id,
        name: tower.name,
        floors: [...numbers]
          .sort((a, b) => b - a)
          .map((floor) => ({
            floor,
            units: (floors.get(floor) ?? []).sort((a, b) => compareUnitNumbers(a.number, b.number)),
          })),
      };
    }),
  };
}

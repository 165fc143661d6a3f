import type { LocationCharge, OtherCharge } from '../../../domain/inventory/cost-sheet';
import type { UnitType } from '../../../domain/inventory/unit-types';
import type { DbOrTx } from '../../db/database';
import { priceLists, towers, units } from '../../db/schema/inventory';
import { projects } from '../../db/schema/projects';

/**
 * A project written straight into the database for tests of what stands on the inventory (holds,
 * bookings, reports): one tower of `floors` × `perFloor` units numbered 101, 102… 201…, and one
 * price list from `effectiveFrom`. Tests of the inventory's own API create theirs through the API.
 */
export interface InventoryFixtureOptions {
  name?: string;
  city?: string;
  state?: string;
  metro?: boolean;
  tower?: string;
  floors?: number;
  perFloor?: number;
  type?: UnitType;
  carpetSqm?: number;
  saleableSqm?: number;
  parkingSlots?: number;
  baseRatePerSqft?: number;
  effectiveFrom?: string;
  locationCharges?: LocationCharge[];
  otherCharges?: OtherCharge[];
}

export async function insertInventory(db: DbOrTx, options: InventoryFixtureOptions = {}) {
  const floors = options.floors ?? 3;
  const perFloor = options.perFloor ?? 4;
  const [project] = await db
    .insert(projects)
    .values({
      name: options.name ?? `Sahyadri Heights ${Math.random().toString(36).slice(2, 8)}`,
      city: options.city ?? 'Thane',
      state: options.state ?? 'Maharashtra',
      metro: options.metro ?? true,
      status: 'under_construction',
      reraNumber: 'P51700012345',
      address: 'Ghodbunder Road, Thane West',
    })
    .returning();
  if (!project) throw new Error('project not inserted');
  const [tower] = await db
    .insert(towers)
    .values({ projectId: project.id, name: options.tower ?? 'A', floorFrom: 1, floorTo: floors })
    .returning();
  if (!tower) throw new Error('tower not inserted');
  const rows = [];
  for (let floor = 1; floor <= floors; floor++) {
    for (let position = 1; position <= perFloor; position++) {
      rows.push({
        projectId: project.id,
        towerId: tower.id,
        number: `${floor}${String(position).padStart(2, '0')}`,
        floor,
        type: options.type ?? '2BHK',
        carpetSqm: String(options.carpetSqm ?? 62.5),
        saleableSqm: String(options.saleableSqm ?? 85),
        parkingSlots: options.parkingSlots ?? 1,
        facing: position % 2 === 0 ? 'E' : 'W',
        locations: position === 1 ? ['corner'] : [],
      });
    }
  }
  const unitRows = await db.insert(units).values(rows).returning();
  const [priceList] = await db
    .insert(priceLists)
    .values({
      projectId: project.id,
      effectiveFrom: options.effectiveFrom ?? '2026-01-01',
      rateBasis: 'carpet',
      baseRatePerSqft: String(options.baseRatePerSqft ?? 12_000),
      floorRiseAboveFloor: 1,
      floorRisePerSqft: '50',
      parkingPerSlot: '300000',
      locationCharges: options.locationCharges ?? [{ key: 'corner', label: 'Corner', ratePerSqft: 200 }],
      otherCharges: options.otherCharges ?? [
        { key: 'club', label: 'Club membership', basis: 'lumpSum', value: 150_000, gstPercent: 18 },
        { key: 'legal', label: 'Legal charges', basis: 'lumpSum', value: 25_000, gstPercent: 0 },
      ],
    })
    .returning();
  if (!priceList) throw new Error('price list not inserted');
  return { project, tower, units: unitRows, priceList };
}

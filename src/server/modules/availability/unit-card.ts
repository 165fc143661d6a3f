import { eq } from 'drizzle-orm';
import { istDate } from '../../../domain/india-date';
import type { UnitCostSheet } from '../../../domain/schemas/availability';
import type { AppContext } from '../../context';
import { units } from '../../db/schema/inventory';
import { notFound } from '../../lib/app-error';
import { findProject, projectPricing } from '../projects/public';
import { toAvailabilityUnit, type UnitWithHold, unitsWithHolds } from './unit-rows';

export const unitMissing = () => notFound('That unit does not exist.', 'UNIT_NOT_FOUND');

/** A unit with its open hold, or 404. */
export async function unitRow(ctx: Pick<AppContext, 'db'>, unitId: string): Promise<UnitWithHold> {
  const [row] = await unitsWithHolds(ctx.db, eq(units.id, unitId));
  if (!row) throw unitMissing();
  return row;
}

/**
 * GET /api/units/:id/cost-sheet: the unit as the card shows it and its live cost sheet on today's
 * price list, every line with its rule, for a woman buyer and a discount when asked.
 */
export async function unitCostSheet(
  ctx: AppContext,
  unitId: string,
  terms: { women: boolean; discountPercent: number },
): Promise<UnitCostSheet> {
  const row = await unitRow(ctx, unitId);
  const project = await findProject(ctx.db, row.unit.projectId);
  if (!project) throw unitMissing();
  const now = ctx.clock();
  const pricing = await projectPricing(ctx.db, project, istDate(now));
  const sheet = pricing.price(row.unit, { allBuyersWomen: terms.women, discountPercent: terms.discountPercent });
  // The unit's all-in price is the plain sheet's, as on the grid, whatever the card's terms.
  const plain =
    terms.women || terms.discountPercent > 0 ? (pricing.price(row.unit)?.total ?? null) : (sheet?.total ?? null);
  const { match: _match, ...unit } = toAvailabilityUnit(row, () => plain, now);
  return {
    unit: {
      ...unit,
      towerName: row.towerName,
      balconySqm: Number(row.unit.balconySqm),
      parkingSlots: row.unit.parkingSlots,
      blockedReason: row.unit.blockedReason,
      holdExtended: unit.status === 'held' && row.extendedAt !== null,
    },
    project: { _id: project.id, name: project.name },
    priceList: pricing.priceList ? { _id: pricing.priceList.id, effectiveFrom: pricing.priceList.effectiveFrom } : null,
    costSheet: sheet,
  };
}

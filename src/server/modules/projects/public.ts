/**
 * What other modules may use of projects: pricing a unit through the one cost-sheet engine (holds,
 * bookings, the availability grid, the dashboard's inventory value).
 */

// The dashboard's inventory by project (decision 185).
export { inventoryByProject } from './inventory-summary';
// Pickers of other modules' screens (the lead form, lists and reports filtered by project).
export { projectOptions } from './options';
export {
  costSheetPriceList,
  costSheetProject,
  costSheetUnit,
  findProject,
  type PriceListRow,
  type ProjectPricing,
  type ProjectRow,
  priceListOn,
  projectPricing,
  stampDutyFor,
  type UnitRow,
  unitsByIds,
} from './pricing';

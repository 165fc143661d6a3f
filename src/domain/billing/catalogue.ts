/**
 * The construction-materials catalogue. Same items for both branch types; Commercial
 * lists the structural materials bought in bulk first. Units are ours (GST invoices must state
 * a quantity unit, CGST Rule 46); 'Other' lines use Nos.
 */
export const BRANCH_TYPES = ['Residential', 'Commercial'] as const;
export type BranchType = (typeof BRANCH_TYPES)[number];
export const DEFAULT_BRANCH_TYPE: BranchType = 'Residential';

export interface CatalogueItem {
  name: string;
  hsn: string;
  unitPrice: number;
  unit: string;
}

const ITEMS: Record<string, CatalogueItem> = {
  Cement: { name: 'Cement', hsn: '2523', unitPrice: 270, unit: 'Bag' },
  Bricks: { name: 'Bricks', hsn: '6901', unitPrice: 5500, unit: 'Thousand' },
  Reti: { name: 'Reti', hsn: '2000', unitPrice: 1000, unit: 'Brass' },
  Steel: { name: 'Steel', hsn: '7214', unitPrice: 5200, unit: 'Quintal' },
  Tiles: { name: 'Tiles', hsn: '6907', unitPrice: 1050, unit: 'Box' },
};

const ORDER: Record<BranchType, string[]> = {
  Residential: ['Cement', 'Bricks', 'Reti', 'Steel', 'Tiles'],
  Commercial: ['Steel', 'Cement', 'Reti', 'Bricks', 'Tiles'],
};

export const OTHER_PRODUCT = 'Other';
export const OTHER_UNIT = 'Nos';

/** The catalogue in the order shown for a branch type; an unknown type gets the Residential order. */
export function catalogueFor(branchType: string | null | undefined): CatalogueItem[] {
  const type: BranchType = branchType === 'Commercial' ? 'Commercial' : DEFAULT_BRANCH_TYPE;
  return ORDER[type].map((name) => ITEMS[name]!);
}

export function catalogueItem(name: string | null | undefined): CatalogueItem | null {
  return (name && ITEMS[name]) || null;
}

/** The unit for a product line: the catalogue's, or Nos for 'Other' and unknown items. */
export function unitOf(name: string | null | undefined): string {
  return catalogueItem(name)?.unit ?? OTHER_UNIT;
}

/** Kinds of quotation offered by the form and the list's type filter ('type'). */
export const QUOTATION_TYPES = ['Retail', 'Wholesale', 'Project', 'Contractor'] as const;

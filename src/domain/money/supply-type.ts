/**
 * Intra-state supply pays CGST + SGST at half the rate each, inter-state supply IGST at the full
 * rate. One definition for purchases (supplier's state against the company's) and tax invoices
 * (company's state against the place of supply).
 */
export const SUPPLY_TYPES = ['intra', 'inter'] as const;
export type SupplyType = (typeof SUPPLY_TYPES)[number];

export function supplyTypeFor(stateA: string, stateB: string): SupplyType {
  return stateA.trim().toLowerCase() === stateB.trim().toLowerCase() ? 'intra' : 'inter';
}

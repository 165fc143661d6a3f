import { roundPaise, toNumber } from './money';

/**
 * GST on a tax invoice: tax on the taxable value NET of discount (CGST Act s.15), CGST + SGST at
 * half the rate each when the place of supply is the supplier's own state, IGST otherwise.
 */
export type SupplyType = 'intra' | 'inter';

export function supplyTypeFor(supplierState: string, placeOfSupply: string): SupplyType {
  return supplierState.trim().toLowerCase() === placeOfSupply.trim().toLowerCase() ? 'intra' : 'inter';
}

/**
 * A quotation line carries cgst, sgst and igst percentages; its GST rate is cgst + sgst when
 * either is set, else igst (docs/decisions/010-quotation-tax-maths.md).
 */
export function gstRateOf(line: { cgst: unknown; sgst: unknown; igst: unknown }): number {
  const split = toNumber(line.cgst) + toNumber(line.sgst);
  return split > 0 ? split : toNumber(line.igst);
}

export interface InvoiceLineInput {
  name: string;
  hsn: string;
  unit: string;
  qty: number;
  unitPrice: number;
  discount: number;
  gstRate: number;
}

export interface InvoiceLine extends InvoiceLineInput {
  taxableValue: number;
  cgstRate: number;
  cgstAmount: number;
  sgstRate: number;
  sgstAmount: number;
  igstRate: number;
  igstAmount: number;
  total: number;
}

export interface InvoiceTotals {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  grandTotal: number;
}

export function invoiceLine(input: InvoiceLineInput, supply: SupplyType): InvoiceLine {
  const taxableValue = roundPaise(input.qty * input.unitPrice * (1 - input.discount / 100));
  const half = input.gstRate / 2;
  const cgstRate = supply === 'intra' ? half : 0;
  const igstRate = supply === 'inter' ? input.gstRate : 0;
  const cgstAmount = roundPaise((taxableValue * cgstRate) / 100);
  const igstAmount = roundPaise((taxableValue * igstRate) / 100);
  return {
    ...input,
    taxableValue,
    cgstRate,
    cgstAmount,
    sgstRate: cgstRate,
    sgstAmount: cgstAmount,
    igstRate,
    igstAmount,
    total: roundPaise(taxableValue + 2 * cgstAmount + igstAmount),
  };
}

export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const sum = (pick: (l: InvoiceLine) => number) => roundPaise(lines.reduce((s, l) => s + pick(l), 0));
  const taxableValue = sum((l) => l.taxableValue);
  const cgst = sum((l) => l.cgstAmount);
  const sgst = sum((l) => l.sgstAmount);
  const igst = sum((l) => l.igstAmount);
  return { taxableValue, cgst, sgst, igst, grandTotal: roundPaise(taxableValue + cgst + sgst + igst) };
}

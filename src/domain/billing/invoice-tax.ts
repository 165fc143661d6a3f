import { divideRounded, fromPaise, percentOfPaise, scaled } from '../money/paise';
import type { SupplyType } from '../money/supply-type';
import { unitOf } from './catalogue';
import { toNumber } from './money';

/**
 * GST on a tax invoice: tax on the taxable value NET of discount (CGST Act s.15(3)), CGST + SGST at
 * half the rate each when the place of supply is the supplier's own state, IGST otherwise. All
 * arithmetic is on whole paise (docs/decisions/068-one-money-engine.md): the taxable value is
 * qty × price × (1 − discount/100) computed exactly and rounded once, each tax is rounded per line,
 * and the totals are sums of the rounded lines, so the printed figures always add up.
 */

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

/** qty × price × (100 − discount)% in paise: qty, price and discount to 4 decimals, one rounding. */
function taxablePaise(input: InvoiceLineInput): number {
  const keep = scaled(Math.max(0, 100 - input.discount), 4);
  return divideRounded(scaled(input.qty, 4) * scaled(input.unitPrice, 4) * keep, 10n ** 12n);
}

export function invoiceLine(input: InvoiceLineInput, supply: SupplyType): InvoiceLine {
  const taxable = taxablePaise(input);
  const cgstRate = supply === 'intra' ? input.gstRate / 2 : 0;
  const igstRate = supply === 'inter' ? input.gstRate : 0;
  const half = supply === 'intra' ? percentOfPaise(taxable, cgstRate) : 0;
  const igst = supply === 'inter' ? percentOfPaise(taxable, igstRate) : 0;
  return {
    ...input,
    taxableValue: fromPaise(taxable),
    cgstRate,
    cgstAmount: fromPaise(half),
    sgstRate: cgstRate,
    sgstAmount: fromPaise(half),
    igstRate,
    igstAmount: fromPaise(igst),
    total: fromPaise(taxable + 2 * half + igst),
  };
}

export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  // Line figures are already whole paise; summing them as paise keeps the sum exact.
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((s, l) => s + Math.round(pick(l) * 100), 0);
  const taxableValue = sum((l) => l.taxableValue);
  const cgst = sum((l) => l.cgstAmount);
  const sgst = sum((l) => l.sgstAmount);
  const igst = sum((l) => l.igstAmount);
  return {
    taxableValue: fromPaise(taxableValue),
    cgst: fromPaise(cgst),
    sgst: fromPaise(sgst),
    igst: fromPaise(igst),
    grandTotal: fromPaise(taxableValue + cgst + sgst + igst),
  };
}

/** What an invoice needs of a quotation's product line. */
export interface QuotedProduct {
  name: string;
  customName: string;
  hsn: string;
  qty: number;
  unitPrice: number;
  discount: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The invoice lines for a quotation's products: lines without a quantity are left out. */
export function invoiceLinesFrom(products: readonly QuotedProduct[], supply: SupplyType): InvoiceLine[] {
  return products
    .filter((p) => p.qty > 0)
    .map((p) =>
      invoiceLine(
        {
          name: p.name === 'Other' ? p.customName || 'Other' : p.name,
          hsn: p.hsn,
          unit: unitOf(p.name),
          qty: p.qty,
          unitPrice: p.unitPrice,
          discount: p.discount,
          gstRate: gstRateOf(p),
        },
        supply,
      ),
    );
}

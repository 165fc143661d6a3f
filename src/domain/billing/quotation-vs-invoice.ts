import type { SupplyType } from '../money/supply-type';
import { formatInr } from './indian-format';
import { gstRateOf, invoiceLinesFrom, invoiceTotals, type QuotedProduct } from './invoice-tax';

/**
 * Why an invoice issued from a quotation can total differently (docs/decisions/069-quotation-and-
 * invoice-totals.md): the quotation follows the spec's maths, the invoice the law.
 */
export const TOTAL_DIFFERENCE_REASONS = ['discount', 'rates', 'rounding'] as const;
export type TotalDifferenceReason = (typeof TOTAL_DIFFERENCE_REASONS)[number];

/** Said in full before issuing. */
export const REASON_TEXT: Record<TotalDifferenceReason, string> = {
  discount:
    'The quotation charges GST on the price before discount; a tax invoice must charge it on the value after discount (CGST Act 2017, Section 15(3)).',
  rates:
    'The quotation adds its CGST, SGST and IGST rates together; the invoice charges each line’s GST once: CGST + SGST within the state, IGST outside it.',
  rounding: 'The invoice rounds the tax of each line to the paisa; the quotation rounds its totals once.',
};

/** Said in a few words on the printed invoice's one-line note. */
const REASON_SHORT: Record<TotalDifferenceReason, string> = {
  discount: 'GST is on the value after discount (CGST Act s.15(3))',
  rates: 'GST is charged once per line at its GST rate',
  rounding: 'tax is rounded per line',
};

export interface QuotationComparison {
  quotationTotal: number;
  invoiceTotal: number;
  /** Empty when the two totals agree. */
  reasons: TotalDifferenceReason[];
}

/** The invoice total a quotation's products would give, beside the quotation's own total. */
export function compareWithQuotation(
  products: readonly QuotedProduct[],
  quotationTotal: number,
  supply: SupplyType,
): QuotationComparison {
  const invoiceTotal = invoiceTotals(invoiceLinesFrom(products, supply)).grandTotal;
  if (invoiceTotal === quotationTotal) return { quotationTotal, invoiceTotal, reasons: [] };
  const taxed = products.filter((p) => p.qty > 0 && gstRateOf(p) > 0);
  const reasons: TotalDifferenceReason[] = [];
  if (taxed.some((p) => p.discount > 0)) reasons.push('discount');
  if (taxed.some((p) => p.cgst + p.sgst > 0 && p.igst > 0)) reasons.push('rates');
  if (reasons.length === 0) reasons.push('rounding');
  return { quotationTotal, invoiceTotal, reasons };
}

/** The one line printed on an invoice whose total differs from its quotation's. */
export function invoiceNote(
  quoteNo: string,
  comparison: { quotationTotal: number; reasons: readonly TotalDifferenceReason[] },
) {
  if (comparison.reasons.length === 0) return null;
  const why = comparison.reasons.map((r) => REASON_SHORT[r]).join('; ');
  return `Total differs from quotation ${quoteNo} (${formatInr(comparison.quotationTotal)}): ${why}.`;
}

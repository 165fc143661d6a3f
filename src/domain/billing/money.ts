/**
 * Quotation maths exactly as decision 010 sets them. Inputs come from free text fields, so anything that is not a
 * number counts as 0; every total is rounded to paise once, at the end, and the grand total is the
 * sum of the rounded totals so the printed figures add up.
 */

/** A number from a form value: finite numbers as they are, numeric text (commas allowed), else null. */
export function parseNumeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/[\s,]/g, '');
  if (text === '') return 0;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** Non-numeric input counts as 0 (the edit screen treats non-numeric values as 0). */
export function toNumber(value: unknown): number {
  return parseNumeric(value) ?? 0;
}

/** Rounds half away from zero to 2 decimals, without binary drift (1.005 → 1.01). */
export function roundPaise(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  const text = String(Math.abs(value));
  // Shifting the decimal point in the text avoids 1.005 * 100 = 100.49999….
  const cents = text.includes('e') ? Math.round(Math.abs(value) * 100) : Math.round(Number(`${text}e2`));
  return (sign * cents) / 100 || 0;
}

export interface PricedLine {
  qty: unknown;
  unitPrice: unknown;
  cgst: unknown;
  sgst: unknown;
  igst: unknown;
  discount: unknown;
}

export interface QuotationTotals {
  totalAmountBeforeTax: number;
  totalCGST: number;
  totalSGST: number;
  totalIGST: number;
  grandTotal: number;
}

/** qty × unit price × (1 − discount/100), unrounded. */
function rawLineAmount(line: PricedLine): number {
  return toNumber(line.qty) * toNumber(line.unitPrice) * (1 - toNumber(line.discount) / 100);
}

/** The amount shown on a product row, in rupees and paise. */
export function lineAmount(line: PricedLine): number {
  return roundPaise(rawLineAmount(line));
}

/**
 * Totals per decision 010: the taxes are on the PRE-discount amount (qty × price × rate / 100), as the
 * spec says; see docs/decisions/010-quotation-tax-maths.md for why invoices differ.
 */
export function quotationTotals(lines: readonly PricedLine[]): QuotationTotals {
  let before = 0;
  let cgst = 0;
  let sgst = 0;
  let igst = 0;
  for (const line of lines) {
    const gross = toNumber(line.qty) * toNumber(line.unitPrice);
    before += rawLineAmount(line);
    cgst += (gross * toNumber(line.cgst)) / 100;
    sgst += (gross * toNumber(line.sgst)) / 100;
    igst += (gross * toNumber(line.igst)) / 100;
  }
  const totals = {
    totalAmountBeforeTax: roundPaise(before),
    totalCGST: roundPaise(cgst),
    totalSGST: roundPaise(sgst),
    totalIGST: roundPaise(igst),
  };
  return {
    ...totals,
    grandTotal: roundPaise(totals.totalAmountBeforeTax + totals.totalCGST + totals.totalSGST + totals.totalIGST),
  };
}

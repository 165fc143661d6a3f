import type { CostBreakupFields, CostLineKey } from '../schemas/letter';
import { COST_LINE_KEYS } from '../schemas/letter';

/** The nine cost lines as they print on the cost break-up letter. */
export const COST_LINES: { key: CostLineKey; label: string }[] = [
  { key: 'agreementCost', label: 'Agreement Cost' },
  { key: 'gst', label: 'GST' },
  { key: 'maintenance', label: 'Maintenance' },
  { key: 'amenities', label: 'Amenities' },
  { key: 'stampDuty', label: 'Stamp Duty' },
  { key: 'registration', label: 'Registration' },
  { key: 'liftCharges', label: 'Lift Charges' },
  { key: 'mseb', label: 'MSEB (Electricity Meter)' },
  { key: 'waterConnection', label: 'Water Connection' },
];

const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 4375000 → "43,75,000"; paise are kept when there are any ("1,00,000.5"). */
export function formatIndianGrouping(value: number): string {
  return indianGrouping.format(value);
}

/**
 * A cost line as a number, or null when it is not one ("the total sums only numeric
 * fields"). People type amounts the way they read them, so the ₹ sign, "Rs.", grouping commas,
 * spaces and a trailing "/-" are allowed; anything else ("included", "as actual") is not a number.
 */
export function parseAmount(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const cleaned = text
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/\/-$/, '')
    .replace(/[,\s]/g, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** The Total Cost: the sum of the cost lines that are numbers, rounded to paise. */
export function costBreakupTotal(fields: Pick<CostBreakupFields, CostLineKey>): number {
  let paise = 0;
  for (const key of COST_LINE_KEYS) {
    const value = parseAmount(fields[key]);
    if (value !== null) paise += Math.round(value * 100);
  }
  return paise / 100;
}

/** A typed amount shown with Indian grouping once the person leaves the field; text stays as typed. */
export function tidyAmount(text: string): string {
  const value = parseAmount(text);
  return value === null ? text : formatIndianGrouping(value);
}

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹43,75,000.00: an amount written into a letter (₹, Indian grouping, 2 decimals). */
export function formatLetterRupees(value: number): string {
  return value < 0 ? `-₹${rupees.format(-value)}` : `₹${rupees.format(value)}`;
}

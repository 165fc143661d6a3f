import { fromPaise } from '../money/paise';
import { roundPaise } from './money';

/**
 * Indian digit grouping (12,34,56,789.00): the last three digits, then pairs. Written out rather
 * than Intl so a print and a test give the same text on every platform.
 */
export function formatIndianNumber(amount: number, decimals = 2): string {
  const value = Number.isFinite(amount) ? roundPaise(amount) : 0;
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const head = whole.slice(0, -3);
  const tail = whole.slice(-3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${tail}` : tail;
  const sign = value < 0 ? '-' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** ₹12,34,567.50 */
export function formatInr(amount: number): string {
  const text = formatIndianNumber(amount);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/** ₹92.45 L, ₹1.25 Cr: a price short enough for a cell of the availability grid (full figures elsewhere). */
export function formatInrShort(amount: number): string {
  const abs = Math.abs(amount);
  const sign = amount < 0 ? '-' : '';
  if (abs >= 1_00_00_000) return `${sign}₹${formatIndianNumber(abs / 1_00_00_000, 2)} Cr`;
  if (abs >= 1_00_000) return `${sign}₹${formatIndianNumber(abs / 1_00_000, 2)} L`;
  return `${sign}₹${formatIndianNumber(abs, 0)}`;
}

/** An amount in paise as ₹ text: 12345650 → "₹1,23,456.50" (a database bigint may come as text). */
export function formatInrPaise(paise: number | string): string {
  return formatInr(fromPaise(Number(paise)));
}

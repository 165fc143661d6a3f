/**
 * Indian financial years (1 April – 31 March) and the numbers filed under them. Dates are taken in
 * India Standard Time (UTC+5:30, no daylight saving), whatever the server's zone.
 */
import { istDate } from '../india-date';

/** '26-27' for any date from 1 April 2026 to 31 March 2027 (a Date is taken in IST). */
export function financialYearOf(date: Date | string): string {
  const day = typeof date === 'string' ? date.slice(0, 10) : istDate(date);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** The first and last day (YYYY-MM-DD) of the financial year that contains a calendar date. */
export function financialYearRange(day: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** 26-27/001 (decision 012: the series of the current financial year). */
export function formatQuoteNo(financialYear: string, serial: number): string {
  return `${financialYear}/${String(serial).padStart(3, '0')}`;
}

/** The serial of a quotation number in a year's series ('26-27/042' → 42), or null. */
export function quoteSerial(quoteNo: string, financialYear: string): number | null {
  const match = new RegExp(`^${financialYear.replace('-', '\\-')}/(\\d{1,9})$`).exec(quoteNo.trim());
  return match ? Number(match[1]) : null;
}

/** The next free number of the year's series after the highest one in use. */
export function nextQuoteNo(financialYear: string, quoteNos: readonly string[]): string {
  let highest = 0;
  for (const no of quoteNos) highest = Math.max(highest, quoteSerial(no, financialYear) ?? 0);
  return formatQuoteNo(financialYear, highest + 1);
}

/** INV/26-27/0001: at most 16 characters up to serial 99,999 (CGST Rule 46(b)). */
export function formatInvoiceNo(financialYear: string, serial: number): string {
  return `INV/${financialYear}/${String(serial).padStart(4, '0')}`;
}

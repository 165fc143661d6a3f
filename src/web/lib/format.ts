import { indiaDateTime, indiaDisplayDate } from '../../domain/india-date';

/** Display formats used across the app: dd/mm/yyyy dates, ₹ with Indian grouping. */

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integers = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 05/03/2026, or the fallback when there is no valid date. A calendar date (2026-03-05) is shown as
 * it is and an instant as its day in India, whatever the browser's zone.
 */
export function formatDate(value: string | number | Date | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  if (!date) return fallback;
  return indiaDisplayDate(typeof value === 'string' ? value : date);
}

/** 05/03/2026, 14:07 in India time. */
export function formatDateTime(value: string | number | Date | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  if (!date) return fallback;
  return indiaDateTime(date);
}

/** ₹12,34,567.50 */
export function formatRupees(amount: number | string | null | undefined, fallback = '—'): string {
  if (amount === null || amount === undefined || amount === '') return fallback;
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return fallback;
  return rupees.format(value);
}

/** 12,34,567 */
export function formatCount(value: number): string {
  return integers.format(value);
}

/** A 10-digit Indian mobile shown as 98765 43210. */
export function formatMobile(mobile: string | null | undefined, fallback = '—'): string {
  if (!mobile) return fallback;
  return /^\d{10}$/.test(mobile) ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}

/** "Asha Rao Kulkarni" → "AR" for avatars. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** 812 KB, 3.4 MB, 2.15 GB: sizes of files and archives. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Calendar dates as an Indian office reads them: India Standard Time (UTC+5:30, no daylight
 * saving), whatever the zone of the server or the browser.
 */
const IST_OFFSET_MS = 330 * 60_000;

/** The calendar date in India of an instant, as YYYY-MM-DD (the API's date format). */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today in India, as YYYY-MM-DD: the default date of a new payment, bill or contact. */
export function todayInIndia(): string {
  return istDate(new Date());
}

/** A moment as dd/mm/yyyy, hh:mm in India time (history text, CSV exports). */
export function indiaDateTime(value: Date | string): string {
  const d = new Date(new Date(value).getTime() + IST_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}, ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

/** Inclusive day range in India time → [start, end) instants: 'to' covers the whole of its day. */
export function indiaDayRange(from?: string, to?: string): { start?: Date; end?: Date } {
  const start = from ? new Date(`${from}T00:00:00+05:30`) : undefined;
  const end = to ? new Date(new Date(`${to}T00:00:00+05:30`).getTime() + 86_400_000) : undefined;
  return { start, end };
}

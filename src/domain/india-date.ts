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

/** The hour (0–23) in India of an instant: "Good morning" is India's morning. */
export function indiaHour(instant: Date): number {
  return new Date(instant.getTime() + IST_OFFSET_MS).getUTCHours();
}

/** A calendar date `days` later (or earlier, when negative), as YYYY-MM-DD; no zone involved. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole calendar days from one YYYY-MM-DD to another (negative when `to` is earlier); no zone involved. */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
}

/** The later of two calendar days (YYYY-MM-DD). */
export function laterDay(a: string, b: string): string {
  return daysBetween(a, b) > 0 ? b : a;
}

/** The India week that holds a calendar day: Monday to Sunday, as Indian offices count it. */
export function indiaWeek(day: string): { from: string; to: string } {
  const weekday = new Date(`${day.slice(0, 10)}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const from = addDays(day, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** The calendar month that holds a day: its first and last days, as YYYY-MM-DD. */
export function calendarMonth(day: string): { from: string; to: string } {
  const from = `${day.slice(0, 7)}-01`;
  const next = new Date(Date.parse(`${from}T00:00:00Z`));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

/**
 * dd/mm/yyyy of a calendar date (YYYY-MM-DD, taken as it is) or of an instant (taken in India
 * time), so a date reads the same in any zone the browser or server happens to be in.
 */
export function indiaDisplayDate(value: Date | string): string {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : istDate(new Date(value));
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
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

/** An instant as India's wall-clock `YYYY-MM-DDTHH:mm` (no zone): what date and time fields edit. */
export function indiaLocalDateTime(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

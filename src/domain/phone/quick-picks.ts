import { addDays, indiaLocalDateTime, istDate } from '../india-date';

/** The quick picks of the next follow-up after a call (issue 29). */
export type QuickPickKey = 'in2Hours' | 'thisEvening' | 'tomorrow11';

export interface QuickPick {
  key: QuickPickKey;
  /** India wall-clock `yyyy-mm-ddThh:mm`, as the phone API reads a time (docs/phone-api.md). */
  at: string;
}

/** The evening call slot, India time. */
export const EVENING = '18:00';
const FIVE_MINUTES = 5 * 60_000;

/**
 * In 2 hours (rounded up to the next 5 minutes), this evening at 18:00 (only while it is more than
 * an hour away, else it is not "this evening" any more) and tomorrow at 11:00 — all by the
 * server's clock in India time, never the phone's zone.
 */
export function quickPicks(now: Date): QuickPick[] {
  const today = istDate(now);
  const inTwo = new Date(Math.ceil((now.getTime() + 2 * 3_600_000) / FIVE_MINUTES) * FIVE_MINUTES);
  const picks: QuickPick[] = [{ key: 'in2Hours', at: indiaLocalDateTime(inTwo) }];
  const evening = new Date(`${today}T${EVENING}:00+05:30`);
  if (evening.getTime() - now.getTime() > 3_600_000) picks.push({ key: 'thisEvening', at: `${today}T${EVENING}` });
  picks.push({ key: 'tomorrow11', at: `${addDays(today, 1)}T11:00` });
  return picks;
}

/** An India wall-clock `yyyy-mm-ddThh:mm` as an ISO instant (to keep it on the phone until the server answers). */
export function indiaWallClockToIso(local: string): string {
  return new Date(`${local}:00+05:30`).toISOString();
}

/**
 * Promotional SMS go out only between 09:00 and 21:00 India time (TCCCPR; decision 112). Other
 * categories and email are not held.
 */
const IST_OFFSET_MS = 330 * 60_000;
export const PROMO_START_HOUR = 9;
export const PROMO_END_HOUR = 21;

/** null when `now` is inside the window; otherwise the instant the next window opens. */
export function nextPromoWindowStart(now: Date): Date | null {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= PROMO_START_HOUR && hour < PROMO_END_HOUR) return null;
  const day = local.toISOString().slice(0, 10);
  const start = new Date(`${day}T0${PROMO_START_HOUR}:00:00+05:30`);
  return hour < PROMO_START_HOUR ? start : new Date(start.getTime() + 86_400_000);
}

export const needsPromoWindow = (channel: string, category: string | null | undefined) =>
  channel === 'sms' && category === 'promotional';

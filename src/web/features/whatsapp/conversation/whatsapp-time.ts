import { indiaDateTime, indiaDisplayDate, istDate } from '../../../../domain/india-date';
import type { WhatsAppWindow } from '../../../../domain/schemas/whatsapp';

/** 17:42, in India time whatever the browser's zone. */
export const indiaClock = (at: string | Date) => indiaDateTime(at).slice(12);

/** "Today", "Yesterday" or 05/11/2026: the day line between messages, by India's calendar. */
export function dayLabel(at: string, now: Date): string {
  const day = istDate(new Date(at));
  const today = istDate(now);
  if (day === today) return 'Today';
  if (day === istDate(new Date(now.getTime() - 86_400_000))) return 'Yesterday';
  return indiaDisplayDate(day);
}

/** "5 h 12 m", "40 m", "under a minute". */
export function duration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h ${m} m` : `${m} m`;
}

/**
 * The composer's line about Meta's 24-hour window: "Window open — closes in 5 h 12 m (at 17:42)",
 * with "tomorrow" when it closes after midnight in India. Null when the window is closed.
 */
export function windowOpenLine(window: WhatsAppWindow, now: Date): string | null {
  if (!window.open || !window.closesAt) return null;
  const closes = new Date(window.closesAt);
  const left = closes.getTime() - now.getTime();
  if (left <= 0) return null;
  const when = istDate(closes) === istDate(now) ? indiaClock(closes) : `${indiaClock(closes)} tomorrow`;
  return `Window open — closes in ${duration(left)} (at ${when})`;
}

/** In the inbox list: the time today, "Yesterday", or the date. */
export function listTime(at: string, now: Date): string {
  const label = dayLabel(at, now);
  return label === 'Today' ? indiaClock(at) : label;
}

import { indiaDisplayDate, indiaLocalDateTime, istDate } from '../../domain/india-date';
import { spanParts } from '../../domain/phone/today-queue';

/** hh:mm in India time, whatever the phone's zone. */
export function indiaTime(iso: string): string {
  return indiaLocalDateTime(iso).slice(11, 16);
}

/** "14:30" today, "29/11 14:30" another day — India's day by the server's clock. */
export function whenText(iso: string, today: string): string {
  const day = istDate(new Date(iso));
  return day === today ? indiaTime(iso) : `${indiaDisplayDate(day).slice(0, 5)} ${indiaTime(iso)}`;
}

/** The 10 digits of an Indian mobile as wa.me wants it: with 91 in front. */
export function waNumber(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/**
 * How long a call took, for "About … on the call": seconds under a minute (a 2-second call is
 * not "1 min"), then the home screen's minutes, hours, days.
 */
export function callSpanParts(seconds: number): { value: number; unit: 's' | 'min' | 'h' | 'd' } {
  const whole = Math.max(1, Math.round(seconds));
  return whole < 60 ? { value: whole, unit: 's' } : spanParts(Math.round(whole / 60));
}

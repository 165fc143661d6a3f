import { indiaDisplayDate, indiaLocalDateTime, istDate } from '../../../domain/india-date';

/** hh:mm in India time, whatever the phone's zone. */
export function indiaTime(iso: string): string {
  return indiaLocalDateTime(iso).slice(11, 16);
}

/** "14:30" today, "29/11 14:30" another day — India's day by the server's clock. */
export function whenText(iso: string, today: string): string {
  const day = istDate(new Date(iso));
  return day === today ? indiaTime(iso) : `${indiaDisplayDate(day).slice(0, 5)} ${indiaTime(iso)}`;
}

/** A greeting template filled in: {name}, {project}, {executive}, {company}. */
export function fillGreeting(template: string, values: Record<string, string>): string {
  return template.replace(/\{(name|project|executive|company)\}/g, (_, k: string) => values[k] ?? '');
}

/** The 10 digits of an Indian mobile as wa.me wants it: with 91 in front. */
export function waNumber(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

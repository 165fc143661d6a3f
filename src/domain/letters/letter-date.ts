import { indiaDisplayDate } from '../india-date';

/** Letters print dates as dd/mm/yyyy, the day in India whatever the machine's zone. */
export function letterDate(date: Date): string {
  return indiaDisplayDate(date);
}

/** An ISO date (2026-03-05) or timestamp as dd/mm/yyyy; text that is not a date is returned as it is. */
export function letterDateFromIso(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match && !value.includes('T')) return `${match[3]}/${match[2]}/${match[1]}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : letterDate(date);
}

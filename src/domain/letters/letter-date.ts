/** Letters print dates as dd/mm/yyyy (spec §9). */
export function letterDate(date: Date): string {
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getFullYear()}`;
}

/** An ISO date (2026-03-05) or timestamp as dd/mm/yyyy; text that is not a date is returned as it is. */
export function letterDateFromIso(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match && !value.includes('T')) return `${match[3]}/${match[2]}/${match[1]}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : letterDate(date);
}

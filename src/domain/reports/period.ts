import { addDays } from '../india-date';

/**
 * The period of a dashboard card, chart or report, in whole India days (the business day is India's
 * whatever the zone of the server or the browser). "fy" is the Indian financial year, 1 April to
 * 31 March; a period that runs "to today" ends today, so its numbers grow through the day.
 */
export const PERIOD_PRESETS = ['today', '7d', '30d', 'month', 'fy', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  month: 'This month',
  fy: 'This financial year',
  custom: 'Custom range',
};

/** The longest custom range: two financial years and a day, enough to compare a year with the last. */
export const PERIOD_MAX_DAYS = 732;

export interface IndiaPeriod {
  /** First India day, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last India day, YYYY-MM-DD, inclusive. */
  to: string;
}

/** The first day of the financial year that holds `day` (1 April of this year or the last). */
export function financialYearStart(day: string): string {
  const year = Number(day.slice(0, 4));
  return day.slice(5) >= '04-01' ? `${year}-04-01` : `${year - 1}-04-01`;
}

/** The India days of a preset, counted back from `today` (India's date, YYYY-MM-DD). */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): IndiaPeriod {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'fy':
      return { from: financialYearStart(today), to: today };
  }
}

/** Whole days in a period, both ends counted. */
export function periodDays(period: IndiaPeriod): number {
  return Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The period just before, of the same length: what "compare with the previous period" reads. */
export function previousPeriod(period: IndiaPeriod): IndiaPeriod {
  const days = periodDays(period);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** "01/11/2026 – 22/11/2026", or the one day. */
export function periodText(period: IndiaPeriod): string {
  const d = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  return period.from === period.to ? d(period.from) : `${d(period.from)} – ${d(period.to)}`;
}

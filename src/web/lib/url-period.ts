import type { PeriodPreset } from '../../domain/reports/period';
import { resolvePeriod } from '../../domain/schemas/report';

export interface UrlPeriod {
  period: PeriodPreset;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The period a report's URL means. `period` with its dates when the URL has one; a link from
 * before the period picker (only `from`/`to`) reads as a custom range, a missing end taken from
 * the report's usual period; nothing at all is that usual period.
 */
export function urlPeriod(
  params: { period?: PeriodPreset | undefined; from?: string | undefined; to?: string | undefined },
  usual: UrlPeriod,
  today: string,
): UrlPeriod {
  if (params.period) return { period: params.period, from: params.from, to: params.to };
  if (!params.from && !params.to) return usual;
  const days = resolvePeriod(usual, today);
  return { period: 'custom', from: params.from ?? days.from, to: params.to ?? days.to };
}

/**
 * The India days to list for a period; a custom range still being chosen (one end missing or the
 * ends crossed) lists the usual period's days until it is whole.
 */
export function urlPeriodDays(value: UrlPeriod, usual: UrlPeriod, today: string): { from: string; to: string } {
  const whole = value.period !== 'custom' || (value.from && value.to && value.from <= value.to);
  const { from, to } = resolvePeriod(whole ? value : usual, today);
  return { from, to };
}

import { indiaDayRange, istDate } from '../../../domain/india-date';
import type { IndiaPeriod, PeriodPreset } from '../../../domain/reports/period';
import { type ReportMeta, resolvePeriod } from '../../../domain/schemas/report';

export interface ResolvedPeriod extends IndiaPeriod {
  period: PeriodPreset;
  /** [start, end) instants of the India days: compare timestamptz columns with these. */
  start: Date;
  end: Date;
}

/** The query's India days as instants, "today" taken from the injected clock (never the machine's zone). */
export function periodOfQuery(
  query: { period: PeriodPreset; from?: string | undefined; to?: string | undefined },
  now: Date,
): ResolvedPeriod {
  const period = resolvePeriod(query, istDate(now));
  const { start, end } = indiaDayRange(period.from, period.to);
  return { ...period, start: start!, end: end! };
}

/** The meta block of an answer computed now from live tables (dataAsOf is for rollups). */
export function reportMeta(period: ResolvedPeriod, now: Date, dataAsOf: Date | null = null): ReportMeta {
  return {
    period: period.period,
    from: period.from,
    to: period.to,
    computedAt: now.toISOString(),
    dataAsOf: dataAsOf ? dataAsOf.toISOString() : null,
  };
}

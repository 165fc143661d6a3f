import { z } from 'zod';
import { todayInIndia } from '../india-date';
import {
  type IndiaPeriod,
  PERIOD_MAX_DAYS,
  PERIOD_PRESETS,
  type PeriodPreset,
  periodDays,
  presetPeriod,
} from '../reports/period';
import { isoDateSchema } from './iso-date';

/**
 * The period every dashboard endpoint, chart and report takes: a preset, or `custom`
 * with both dates. Spread `reportPeriodFields` into a report's own query object and pass the whole
 * object through `withPeriodRules` (zod cannot extend an object that already carries a refinement).
 */
export const reportPeriodFields = {
  period: z.enum(PERIOD_PRESETS, { error: 'Period must be today, 7d, 30d, month, fy or custom.' }).default('30d'),
  from: isoDateSchema('From date').optional(),
  to: isoDateSchema('To date').optional(),
};

type PeriodFields = { period: PeriodPreset; from?: string | undefined; to?: string | undefined };

/** A custom period needs both dates, in order, and at most PERIOD_MAX_DAYS days. */
export function withPeriodRules<S extends z.ZodType<PeriodFields>>(schema: S) {
  return schema.superRefine((q, ctx) => {
    if (q.period !== 'custom') return;
    if (!q.from || !q.to) {
      const message = 'Choose the from and to dates of a custom period.';
      if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message });
      if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message });
      return;
    }
    if (q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To date must be on or after the from date.' });
    else if (periodDays({ from: q.from, to: q.to }) > PERIOD_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A period can be at most ${PERIOD_MAX_DAYS} days.` });
  });
}

/** The India days a validated query means, `today` being India's date (from the server's clock). */
export function resolvePeriod(
  query: PeriodFields,
  today: string = todayInIndia(),
): IndiaPeriod & { period: PeriodPreset } {
  if (query.period === 'custom' && query.from && query.to) return { period: 'custom', from: query.from, to: query.to };
  const preset = query.period === 'custom' ? '30d' : query.period;
  return { period: preset, ...presetPeriod(preset, today) };
}

/** What every report and dashboard answer carries beside its numbers. */
export const reportMetaSchema = z.object({
  period: z.enum(PERIOD_PRESETS),
  /** First and last India day counted, YYYY-MM-DD, both inclusive. */
  from: z.string(),
  to: z.string(),
  /** When the numbers were computed (ISO instant). */
  computedAt: z.string(),
  /** When a rollup the numbers come from was last refreshed; null when they were read live. */
  dataAsOf: z.string().nullable(),
});
export type ReportMeta = z.infer<typeof reportMetaSchema>;

/** `?format=csv|xlsx` on a report's export endpoint. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS, { error: 'Format must be csv or xlsx.' }).default('csv');
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

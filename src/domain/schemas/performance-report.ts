import { z } from 'zod';
import { PERIOD_MAX_DAYS, periodDays } from '../reports/period';
import { isoDateSchema } from './iso-date';
import { exportFormatSchema, reportMetaSchema, reportPeriodFields, withPeriodRules } from './report';

/** The columns of the performance report, each sortable (decision 140 defines every one). */
export const PERFORMANCE_SORTS = [
  'name',
  'leadsAssigned',
  'contactedInSla',
  'calls',
  'connected',
  'talkSeconds',
  'followUpsDone',
  'followUpsOnTime',
  'visitsDone',
  'bookings',
  'conversion',
] as const;
export type PerformanceSort = (typeof PERFORMANCE_SORTS)[number];

/** What the period is compared with: nothing, the period just before (same length), or chosen days. */
export const PERFORMANCE_COMPARES = ['none', 'previous', 'custom'] as const;
export type PerformanceCompare = (typeof PERFORMANCE_COMPARES)[number];

/** The query's keys; the screen keeps them in its URL (useListParams reads a plain object). */
export const performanceReportFields = {
  ...reportPeriodFields,
  compare: z.enum(PERFORMANCE_COMPARES, { error: 'Compare with none, previous or custom.' }).default('previous'),
  compareFrom: isoDateSchema('Compare from date').optional(),
  compareTo: isoDateSchema('Compare to date').optional(),
  sort: z.enum(PERFORMANCE_SORTS, { error: 'Sort by one of the report’s columns.' }).default('bookings'),
  order: z.enum(['asc', 'desc'], { error: 'Sort order is ascending or descending.' }).default('desc'),
};

type CompareFields = { compare: PerformanceCompare; compareFrom?: string | undefined; compareTo?: string | undefined };

/** A chosen comparison period needs both dates, in order, within the longest period. */
function withCompareRules<S extends z.ZodType<CompareFields>>(schema: S) {
  return schema.superRefine((q, ctx) => {
    if (q.compare !== 'custom') return;
    if (!q.compareFrom || !q.compareTo) {
      const message = 'Choose the from and to dates of the period to compare with.';
      if (!q.compareFrom) ctx.addIssue({ code: 'custom', path: ['compareFrom'], message });
      if (!q.compareTo) ctx.addIssue({ code: 'custom', path: ['compareTo'], message });
      return;
    }
    if (q.compareFrom > q.compareTo)
      ctx.addIssue({
        code: 'custom',
        path: ['compareTo'],
        message: 'Compare to date must be on or after its from date.',
      });
    else if (periodDays({ from: q.compareFrom, to: q.compareTo }) > PERIOD_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['compareTo'],
        message: `A period can be at most ${PERIOD_MAX_DAYS} days.`,
      });
  });
}

/** GET /api/report/performance. */
export const performanceReportQuerySchema = withCompareRules(withPeriodRules(z.object(performanceReportFields)));
export type PerformanceReportQuery = z.input<typeof performanceReportQuerySchema>;

/** GET /api/report/performance/export: the same, as CSV or Excel, rows in the asked order. */
export const performanceReportExportQuerySchema = withCompareRules(
  withPeriodRules(z.object({ ...performanceReportFields, format: exportFormatSchema })),
);

export const performanceFiguresSchema = z.object({
  /** Live leads the member holds whose assignment to them happened in the period. */
  leadsAssigned: z.number(),
  /** Of those, reached by the member within the SLA hours of the assignment. */
  contactedInSla: z.number(),
  /** Calls by the calls module's definitions: all, connected (answered), talk time of the connected. */
  calls: z.number(),
  connected: z.number(),
  talkSeconds: z.number(),
  /** Follow-ups the member closed as done in the period, and those done by the end of their due India day. */
  followUpsDone: z.number(),
  followUpsOnTime: z.number(),
  /** Site visits in the period marked done, the member's by who went (else who closed it). */
  visitsDone: z.number(),
  /** Leads of the member whose status became Booked in the period (each lead once). */
  bookings: z.number(),
  /** bookings ÷ leadsAssigned as a percentage (one decimal); null when no lead was assigned. */
  conversion: z.number().nullable(),
});
export type PerformanceFigures = z.infer<typeof performanceFiguresSchema>;

export const performanceMemberSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  current: performanceFiguresSchema,
  /** The comparison period's figures; null when not comparing. */
  previous: performanceFiguresSchema.nullable(),
});
export type PerformanceMember = z.infer<typeof performanceMemberSchema>;

export const performanceReportSchema = z.object({
  meta: reportMetaSchema,
  /** The comparison period (India days, inclusive), or null. */
  compare: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** Hours after assignment within which a first contact counts as "within SLA". */
  slaHours: z.number(),
  members: z.array(performanceMemberSchema),
  totals: z.object({ current: performanceFiguresSchema, previous: performanceFiguresSchema.nullable() }),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;

import { z } from 'zod';
import { exportFormatSchema, reportMetaSchema, reportPeriodFields, withPeriodRules } from './report';

/**
 * GET /api/siteVisit/getScheduleReport (the Schedules report): the visits of the period per India
 * day, by how each ended. Same member filter as the Schedules list below it.
 */
const fields = { ...reportPeriodFields, assignedTo: z.uuid({ error: 'Member is not valid.' }).optional() };
export const scheduleReportQuerySchema = withPeriodRules(z.object(fields));
export type ScheduleReportQuery = z.input<typeof scheduleReportQuerySchema>;
/** …/export: the same query and `format` (csv or xlsx). */
export const scheduleReportExportQuerySchema = withPeriodRules(z.object({ ...fields, format: exportFormatSchema }));

/** Visits of one India day (or the period's totals), by status; `total` is their sum. */
export const scheduleCountsSchema = z.object({
  scheduled: z.number(),
  done: z.number(),
  noShow: z.number(),
  cancelled: z.number(),
  total: z.number(),
});
export type ScheduleCounts = z.infer<typeof scheduleCountsSchema>;

export const scheduleReportSchema = z.object({
  meta: reportMetaSchema,
  /** Only the days with a visit, earliest first. `scheduled` is still booked (not closed yet). */
  days: z.array(scheduleCountsSchema.extend({ day: z.string() })),
  totals: scheduleCountsSchema,
});
export type ScheduleReport = z.infer<typeof scheduleReportSchema>;

import { z } from 'zod';
import { exportFormatSchema, reportMetaSchema, reportPeriodFields, withPeriodRules } from './report';

/**
 * The booking report (decision 185): bookings dated in a period (India days of `booking_date`),
 * cancelled ones apart, per day or month, per member who made them and per source of their lead,
 * with each source's conversion — its leads created in the period against those of them booked.
 */
const bookingReportFields = {
  ...reportPeriodFields,
  projectId: z.uuid({ error: 'Project is not valid.' }).optional(),
};

/** GET /api/report/bookings. */
export const bookingReportQuerySchema = withPeriodRules(z.object(bookingReportFields));
export type BookingReportQuery = z.input<typeof bookingReportQuerySchema>;
/** The filters alone, for the screen's URL. */
export const bookingReportFilterSchema = z.object(bookingReportFields);
/** GET /api/report/bookings/export. */
export const bookingReportExportQuerySchema = withPeriodRules(
  z.object({ ...bookingReportFields, format: exportFormatSchema }),
);

const figures = { bookings: z.number(), value: z.number() };

export const bookingReportSchema = z.object({
  meta: reportMetaSchema,
  /** Bookings dated in the period that are not cancelled, and their frozen totals (rupees). */
  total: z.object({ ...figures, cancelled: z.number() }),
  /** 'day' for periods up to 31 days, else 'month'. */
  grain: z.enum(['day', 'month']),
  /** Every day (yyyy-mm-dd) or month (yyyy-mm) of the period, empty ones as 0. */
  byPeriod: z.array(z.object({ period: z.string(), ...figures })),
  /** By who made the booking; `id` null for a member since removed. */
  byMember: z.array(z.object({ id: z.string().nullable(), name: z.string(), ...figures })),
  /**
   * Per source of the leads: leads created in the period, how many of those leads are booked (a
   * booking not cancelled, on any date), the conversion in % (one decimal, null without leads),
   * and the bookings dated in the period of leads from the source.
   */
  bySource: z.array(
    z.object({
      id: z.string().nullable(),
      name: z.string(),
      leads: z.number(),
      bookedLeads: z.number(),
      conversion: z.number().nullable(),
      ...figures,
    }),
  ),
});
export type BookingReport = z.infer<typeof bookingReportSchema>;

import { z } from 'zod';
import { ACTIVITY_KINDS, type ActivityKind } from './activity';
import { exportFormatSchema, reportMetaSchema, reportPeriodFields, withPeriodRules } from './report';

/** How the activity report names a kind (the lead timeline's words). */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  created: 'Added',
  updated: 'Edited',
  status_changed: 'Status changed',
  assigned: 'Assigned',
  binned: 'Moved to the bin',
  restored: 'Restored',
  imported: 'Imported',
  note: 'Note',
  follow_up_scheduled: 'Follow-up scheduled',
  follow_up_done: 'Follow-up done',
  follow_up_missed: 'Follow-up missed',
  follow_up_rescheduled: 'Follow-up rescheduled',
  follow_up_cancelled: 'Follow-up cancelled',
  site_visit_scheduled: 'Site visit scheduled',
  site_visit_done: 'Site visit done',
  site_visit_no_show: 'Site visit no-show',
  site_visit_cancelled: 'Site visit cancelled',
  site_visit_check_in: 'Checked in at the site',
  call: 'Call',
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  quotation: 'Quotation',
  re_enquiry: 'Enquired again',
  unit_held: 'Unit held',
  unit_hold_extended: 'Hold extended',
  unit_released: 'Hold ended',
  booking: 'Booking',
};

/** `member=system`: what no member did (portals, imports, a deleted member's rows keep their name). */
export const SYSTEM_MEMBER = 'system';

/** The matrix's row for what no member did. */
export const NO_MEMBER_LABEL = 'No member (system, deleted members)';

const memberFilter = z.union([z.uuid(), z.literal(SYSTEM_MEMBER)], {
  error: 'Member must be a member id or "system".',
});
const kindFilter = z.enum(ACTIVITY_KINDS, { error: 'Choose an activity kind from the list.' });

/** GET /api/report/activity: the period's member × kind matrix. */
export const activityReportQuerySchema = withPeriodRules(z.object(reportPeriodFields));
export type ActivityReportQuery = z.input<typeof activityReportQuerySchema>;

/** GET /api/report/activity/export: the matrix as CSV or Excel. */
export const activityReportExportQuerySchema = withPeriodRules(
  z.object({ ...reportPeriodFields, format: exportFormatSchema }),
);

/** GET /api/report/activity/rows: the activities behind the matrix, newest first. */
export const activityRowsFields = {
  ...reportPeriodFields,
  member: memberFilter.optional(),
  kind: kindFilter.optional(),
  page: z.coerce.number({ error: 'Page must be a number.' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'Page size must be a number.' }).int().min(1).max(100).default(50),
};
export const activityRowsQuerySchema = withPeriodRules(z.object(activityRowsFields));
export type ActivityRowsQuery = z.input<typeof activityRowsQuerySchema>;

const kindCounts = z.partialRecord(z.enum(ACTIVITY_KINDS), z.number());

export const activityReportSchema = z.object({
  meta: reportMetaSchema,
  /** The kinds that happened in the period, in the timeline's order: the matrix's columns. */
  kinds: z.array(z.enum(ACTIVITY_KINDS)),
  /** One row per member who did anything (null id: no member), most active first. */
  members: z.array(
    z.object({
      memberId: z.string().nullable(),
      name: z.string(),
      /** Kinds with no activity are left out (read them as 0). */
      counts: kindCounts,
      total: z.number(),
    }),
  ),
  totals: z.object({ counts: kindCounts, total: z.number() }),
});
export type ActivityReport = z.infer<typeof activityReportSchema>;

export const activityReportRowSchema = z.object({
  _id: z.string(),
  at: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  summary: z.string(),
  by: z.object({ _id: z.string().nullable(), name: z.string() }),
  lead: z.object({ _id: z.string(), name: z.string() }),
});
export type ActivityReportRow = z.infer<typeof activityReportRowSchema>;

export const activityRowsSchema = z.object({
  meta: reportMetaSchema,
  rows: z.array(activityReportRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ActivityRows = z.infer<typeof activityRowsSchema>;

import { z } from 'zod';
import { LEAD_STATUSES } from '../leads/statuses';
import { OVERDUE_BUCKETS } from '../reports/overdue-buckets';
import { exportFormatSchema, reportMetaSchema, reportPeriodFields, withPeriodRules } from './report';

/**
 * The lead report, the status-wise report and the pending follow-up report: their
 * queries and answers. A lead counts in a period by the India day it was created, as the lead
 * list's from/to filter counts it, so a count and the list it drills into agree.
 */

const uuid = (label: string) => z.uuid({ error: `${label} is not valid.` }).optional();

const leadReportFields = {
  ...reportPeriodFields,
  sourceId: uuid('Source'),
  branchId: uuid('Branch'),
  /** A project's name, exactly as stored (as the lead list's filter). */
  project: z.string().trim().max(150).optional(),
  /** A project chosen or matched (decision 184). */
  projectId: uuid('Project'),
  /** A member's id, or 'unassigned'. */
  assignedTo: z.union([z.literal('unassigned'), z.uuid({ error: 'Member is not valid.' })]).optional(),
  status: z.enum(LEAD_STATUSES, { error: 'Choose a status from the list.' }).optional(),
};

/** GET /api/report/lead. */
export const leadReportQuerySchema = withPeriodRules(z.object(leadReportFields));
export type LeadReportQuery = z.input<typeof leadReportQuerySchema>;
/** The filters alone, for a screen that keeps them in its URL. */
export const leadReportFilterSchema = z.object(leadReportFields);

/** GET /api/report/lead/export: the grouped counts as a file. */
export const leadReportExportQuerySchema = withPeriodRules(
  z.object({ ...leadReportFields, format: exportFormatSchema }),
);

/** GET /api/report/lead/rows: a page of the leads behind the report. */
export const leadReportRowsQuerySchema = withPeriodRules(
  z.object({
    ...leadReportFields,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
);

const groupRow = z.object({
  /** The source's, member's id; null for "no source" or "unassigned". */
  id: z.string().nullable(),
  name: z.string(),
  count: z.number(),
});
export type LeadReportGroupRow = z.infer<typeof groupRow>;

export const leadReportSchema = z.object({
  meta: reportMetaSchema,
  total: z.number(),
  bySource: z.array(groupRow),
  byStatus: z.array(z.object({ status: z.enum(LEAD_STATUSES), count: z.number() })),
  byMember: z.array(groupRow),
  /** `project` null: leads without a project. */
  byProject: z.array(z.object({ project: z.string().nullable(), count: z.number() })),
});
export type LeadReport = z.infer<typeof leadReportSchema>;

const statusWiseFields = {
  ...reportPeriodFields,
  sourceId: uuid('Source'),
  branchId: uuid('Branch'),
};
/** GET /api/report/status-wise. */
export const statusWiseQuerySchema = withPeriodRules(z.object(statusWiseFields));
export const statusWiseFilterSchema = z.object(statusWiseFields);
export const statusWiseExportQuerySchema = withPeriodRules(
  z.object({ ...statusWiseFields, format: exportFormatSchema }),
);

const statusCounts = z.record(z.enum(LEAD_STATUSES), z.number());

export const statusWiseReportSchema = z.object({
  meta: reportMetaSchema,
  statuses: z.array(z.enum(LEAD_STATUSES)),
  /** One row per member with leads created in the period (by name), then "Unassigned" (id null). */
  members: z.array(z.object({ id: z.string().nullable(), name: z.string(), counts: statusCounts, total: z.number() })),
  totals: statusCounts,
  total: z.number(),
});
export type StatusWiseReport = z.infer<typeof statusWiseReportSchema>;

const pendingFields = {
  sourceId: uuid('Source'),
  branchId: uuid('Branch'),
};
/** GET /api/report/pending-follow-up: as of now, so it has no period. */
export const pendingFollowUpQuerySchema = z.object(pendingFields);
export const pendingFollowUpExportQuerySchema = z.object({ ...pendingFields, format: exportFormatSchema });

const bucketCounts = z.record(z.enum(OVERDUE_BUCKETS), z.number());

export const pendingFollowUpReportSchema = z.object({
  meta: reportMetaSchema,
  /** India's today by the server's clock: the buckets are counted back from it. */
  today: z.string(),
  /** One row per member with an overdue follow-up (by name), then "Unassigned" (id null). */
  members: z.array(
    z.object({
      id: z.string().nullable(),
      name: z.string(),
      counts: bucketCounts,
      /** All before today: what the member's Pending follow-ups list shows. */
      pending: z.number(),
      total: z.number(),
    }),
  ),
  totals: bucketCounts,
  pending: z.number(),
  total: z.number(),
});
export type PendingFollowUpReport = z.infer<typeof pendingFollowUpReportSchema>;

import { z } from 'zod';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** How a person reads each kind of job; a kind without a label shows as its key. */
export const JOB_KIND_LABELS: Record<string, string> = {
  'backup.run': 'Back up the data',
  'collections.dues-compact': 'Tidy the collections totals',
  'db.upkeep': 'Tidy the database overnight',
  'email.send': 'Send an email',
  'inbound.poll': 'Fetch enquiries from a portal',
  'inbound.poll.due': 'Start the portal fetches that are due',
  'jobs.housekeeping': 'Clear out old jobs',
  'lead.import': 'Import leads from a file',
  'lead.import.undo': 'Undo a lead import',
  'messaging.campaign.send': 'Send an SMS or email campaign',
  'report.lead-rows-export': 'Export a report’s leads',
  'report.rollup-refresh': 'Bring report counts up to date',
};
export const jobKindLabel = (kind: string) => JOB_KIND_LABELS[kind] ?? kind;

/** Queued and running jobs may still change; the others are final. */
export const isJobFinished = (status: JobStatus) => status !== 'queued' && status !== 'running';

/** A job as the API shows it (GET /api/jobs/:id and the administrators' list). */
export const jobViewSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  status: jobStatusSchema,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  progress: z.object({
    done: z.number().int(),
    total: z.number().int().nullable(),
    message: z.string().nullable(),
  }),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  runAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type JobView = z.infer<typeof jobViewSchema>;

const pageNumber = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'Page must be a whole number.' })
    .int({ error: 'Page must be a whole number.' })
    .min(1, { error: 'Page must be 1 or more.' })
    .max(max, { error: `Page size must be at most ${max}.` })
    .default(fallback);

/** The administrators' list: newest first, filtered by status and kind. */
export const jobListQuerySchema = z.object({
  status: z.enum(JOB_STATUSES, { error: 'That status is not known.' }).optional(),
  kind: z.string().trim().max(100, { error: 'Kind must be at most 100 characters.' }).optional(),
  page: pageNumber(1, 100_000),
  limit: pageNumber(25, 100),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const jobListSchema = z.object({
  jobs: z.array(jobViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type JobList = z.infer<typeof jobListSchema>;

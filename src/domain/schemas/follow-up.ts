import { z } from 'zod';
import { isLostStatus, LOST_REASONS } from '../leads/lost-reasons';
import { LEAD_STATUSES } from '../leads/statuses';
import { optionalRefSchema, optionalText } from './common';
import { indiaDateTimeSchema, isoDateSchema } from './iso-date';
import { leadSchema } from './lead';

export {
  isLostStatus,
  LOST_LEAD_STATUSES,
  LOST_REASON_LABELS,
  LOST_REASONS,
  type LostReason,
} from '../leads/lost-reasons';

/** What happened when the lead was called (decision 055). Keys; the screen shows the labels. */
export const FOLLOW_UP_OUTCOMES = [
  'connected',
  'not_answering',
  'busy',
  'switched_off',
  'wrong_number',
  'call_back_later',
  'interested',
  'not_interested',
] as const;
export type FollowUpOutcome = (typeof FOLLOW_UP_OUTCOMES)[number];
export const FOLLOW_UP_OUTCOME_LABELS: Record<FollowUpOutcome, string> = {
  connected: 'Connected',
  not_answering: 'Not answering',
  busy: 'Busy',
  switched_off: 'Switched off',
  wrong_number: 'Wrong number',
  call_back_later: 'Call back later',
  interested: 'Interested',
  not_interested: 'Not interested',
};

export const FOLLOW_UP_TYPES = ['call', 'meeting', 'site_visit', 'whatsapp', 'email'] as const;
export type FollowUpType = (typeof FOLLOW_UP_TYPES)[number];
export const FOLLOW_UP_TYPE_LABELS: Record<FollowUpType, string> = {
  call: 'Call',
  meeting: 'Meeting',
  site_visit: 'Site visit',
  whatsapp: 'WhatsApp',
  email: 'Email',
};

export const FOLLOW_UP_STATUSES = ['open', 'done', 'rescheduled', 'cancelled'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

/** A reason is asked for exactly when the lead is being given up on. */
export const needsLostReason = (outcome: string | null | undefined, status: string | null | undefined): boolean =>
  outcome === 'not_interested' || isLostStatus(status);

export const REASON_REQUIRED_MESSAGE = 'Choose a reason why the lead is not interested or junk.';

/** The India time a follow-up date without a time stands for: the start of the office day. */
export const FOLLOW_UP_DEFAULT_TIME = '10:00';

const outcomeSchema = z.enum(FOLLOW_UP_OUTCOMES, { error: 'Choose an outcome from the list.' });
const typeSchema = z.enum(FOLLOW_UP_TYPES, { error: 'Choose a follow-up type from the list.' });
const reasonSchema = z.enum(LOST_REASONS, { error: 'Choose a reason from the list.' });
const leadStatusSchema = z.enum(LEAD_STATUSES, { error: 'Choose a status from the list.' });

/** Due: an ISO instant or India wall-clock time (`yyyy-mm-ddThh:mm`); a bare date is 10:00 IST, as the lead form's. */
const dueSchema = z
  .string({ error: 'Follow-up date and time are required.' })
  .trim()
  .min(1, { error: 'Follow-up date and time are required.' })
  .pipe(indiaDateTimeSchema('Follow-up date', FOLLOW_UP_DEFAULT_TIME));

/** POST /api/lead/scheduleFollowup/:leadId. `assignedTo` left out: the lead's assignee (or the caller). */
export const scheduleFollowUpSchema = z.object({
  type: typeSchema.default('call'),
  dueAt: dueSchema,
  assignedTo: optionalRefSchema('Assigned to'),
  note: optionalText('Note', 1000),
});
export type ScheduleFollowUpInput = z.input<typeof scheduleFollowUpSchema>;

/** POST /api/lead/logOutcome/:leadId. */
export const logOutcomeSchema = z
  .object({
    outcome: outcomeSchema,
    note: optionalText('Note', 1000),
    reason: z
      .union([z.literal(''), z.null(), reasonSchema], { error: 'Choose a reason from the list.' })
      .optional()
      .transform((v) => v || null),
    /** A new lead status, if the call changed it. */
    status: z
      .union([z.literal(''), z.null(), leadStatusSchema], { error: 'Choose a status from the list.' })
      .optional()
      .transform((v) => v || null),
    /** The next follow-up to book at once (not allowed when the lead is being given up on). */
    next: scheduleFollowUpSchema.omit({ note: true }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (needsLostReason(v.outcome, v.status) && !v.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REASON_REQUIRED_MESSAGE });
    }
    if (v.next && (v.outcome === 'not_interested' || isLostStatus(v.status))) {
      ctx.addIssue({
        code: 'custom',
        path: ['next'],
        message: 'A lead that is not interested or junk gets no next follow-up.',
      });
    }
  });
export type LogOutcomeInput = z.input<typeof logOutcomeSchema>;

/** POST /api/lead/addNote/:leadId. */
export const addNoteSchema = z.object({
  note: z
    .string({ error: 'Note is required.' })
    .trim()
    .min(1, { error: 'Note is required.' })
    .max(2000, { error: 'Note must be at most 2000 characters.' }),
});
export type AddNoteInput = z.input<typeof addNoteSchema>;

const ref = z.object({ _id: z.string(), name: z.string() });

export const followUpSchema = z.object({
  _id: z.string(),
  leadId: z.string(),
  type: typeSchema,
  dueAt: z.string(),
  assignedTo: ref.nullable(),
  status: z.enum(FOLLOW_UP_STATUSES),
  outcome: outcomeSchema.nullable(),
  reason: reasonSchema.nullable(),
  note: z.string().nullable(),
  siteVisitId: z.string().nullable(),
  doneAt: z.string().nullable(),
  doneBy: ref.nullable(),
  createdBy: ref.nullable(),
  createdAt: z.string(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const logOutcomeResultSchema = z.object({ lead: leadSchema, followUp: followUpSchema.nullable() });
export type LogOutcomeResult = z.infer<typeof logOutcomeResultSchema>;

export const leadFollowUpsSchema = z.object({ followUps: z.array(followUpSchema) });
export type LeadFollowUps = z.infer<typeof leadFollowUpsSchema>;

export const FOLLOW_UP_BUCKETS = ['today', 'tomorrow', 'pending', 'upcoming'] as const;
export type FollowUpBucket = (typeof FOLLOW_UP_BUCKETS)[number];
export const FOLLOW_UP_BUCKET_LABELS: Record<FollowUpBucket, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  pending: 'Pending',
  upcoming: 'Upcoming',
};

const dateFilter = (label: string) => isoDateSchema(label).optional();

/** GET /api/lead/getOverallFollowupLeads and getFollowupLeadsByMember/:memberId. */
export const followUpBucketQuerySchema = z.object({
  bucket: z.enum(FOLLOW_UP_BUCKETS, { error: 'Bucket is today, tomorrow, pending or upcoming.' }).default('today'),
  search: z.string().trim().max(200).optional(),
  assignedTo: z.uuid({ error: 'Assigned to is not valid.' }).optional(),
  branchId: z.uuid({ error: 'Branch is not valid.' }).optional(),
  sourceId: z.uuid({ error: 'Source is not valid.' }).optional(),
  project: z.string().trim().max(150).optional(),
  /** Due dates, whole India days, both inclusive (narrow a bucket, mostly pending and upcoming). */
  from: dateFilter('From date'),
  to: dateFilter('To date'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type FollowUpBucketQuery = z.input<typeof followUpBucketQuerySchema>;

export const memberIdParamSchema = z.object({ memberId: z.uuid({ error: 'That member id is not valid.' }) });

export const followUpLeadItemSchema = z.object({
  lead: leadSchema,
  followUp: followUpSchema,
  /** Minutes past due by the server's clock; 0 when not yet due. */
  overdueMinutes: z.number(),
});
export type FollowUpLeadItem = z.infer<typeof followUpLeadItemSchema>;

export const followUpLeadListSchema = z.object({
  items: z.array(followUpLeadItemSchema),
  total: z.number(),
  /** Past 10,000 matches the total is the planner's estimate (as the lead list's, decision 096). */
  totalIsEstimate: z.boolean().optional(),
  page: z.number(),
  pages: z.number(),
  /** The business day (India) by the server's clock. */
  today: z.string(),
});
export type FollowUpLeadList = z.infer<typeof followUpLeadListSchema>;

/** GET /api/lead/getFollowupCounts: the sidebar badges, in the viewer's scope. */
export const followUpCountsSchema = z.object({
  today: z.number(),
  tomorrow: z.number(),
  pending: z.number(),
  fresh: z.number(),
  /** Live leads (not in the recycle bin) in scope. */
  total: z.number(),
  visitsToday: z.number(),
  /** The badges past 10,000 that are the planner's estimate, not a count (shown "about"). */
  estimated: z.array(z.enum(['today', 'tomorrow', 'pending', 'fresh', 'total'])).optional(),
});
export type FollowUpCounts = z.infer<typeof followUpCountsSchema>;

/** GET /api/lead/getFollowups: every follow-up (any status) for the report, by due date. */
export const followUpReportQuerySchema = z.object({
  from: dateFilter('From date'),
  to: dateFilter('To date'),
  assignedTo: z.uuid({ error: 'Assigned to is not valid.' }).optional(),
  status: z.enum(FOLLOW_UP_STATUSES, { error: 'Status is open, done, rescheduled or cancelled.' }).optional(),
  outcome: outcomeSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type FollowUpReportQuery = z.input<typeof followUpReportQuerySchema>;

export const followUpReportRowSchema = followUpSchema.extend({
  lead: z.object({ _id: z.string(), name: z.string(), mobile: z.string() }),
});
export type FollowUpReportRow = z.infer<typeof followUpReportRowSchema>;

export const followUpReportSchema = z.object({
  followUps: z.array(followUpReportRowSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type FollowUpReport = z.infer<typeof followUpReportSchema>;

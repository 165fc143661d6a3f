import { z } from 'zod';
import { LEAD_STATUSES } from '../leads/statuses';
import { optionalRefSchema, optionalText, requiredText } from './common';
import { indiaDateTimeSchema, isoDateSchema } from './iso-date';

/** Where a visit stands (decision 058): booked, or closed one of three ways. */
export const SITE_VISIT_STATUSES = ['scheduled', 'done', 'no_show', 'cancelled'] as const;
export type SiteVisitStatus = (typeof SITE_VISIT_STATUSES)[number];
export const SITE_VISIT_STATUS_LABELS: Record<SiteVisitStatus, string> = {
  scheduled: 'Scheduled',
  done: 'Done',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

/** How keen the buyer was after seeing the site. */
export const VISIT_INTEREST_LEVELS = ['hot', 'warm', 'cold'] as const;
export type VisitInterest = (typeof VISIT_INTEREST_LEVELS)[number];
export const VISIT_INTEREST_LABELS: Record<VisitInterest, string> = { hot: 'Hot', warm: 'Warm', cold: 'Cold' };

/** The three ways a scheduled visit closes. */
export const SITE_VISIT_RESULTS = ['done', 'no_show', 'cancelled'] as const;
export type SiteVisitResult = (typeof SITE_VISIT_RESULTS)[number];

/** The India time a visit date sent without a time stands for: late morning, when most visits happen. */
export const SITE_VISIT_DEFAULT_TIME = '11:00';

const leadStatusSchema = z
  .enum(LEAD_STATUSES, { error: 'Choose a lead status from the list.' })
  .nullish()
  .transform((v) => v ?? undefined);

const visitAtSchema = z
  .string({ error: 'Visit date and time are required.' })
  .trim()
  .min(1, { error: 'Visit date and time are required.' })
  .pipe(indiaDateTimeSchema('Visit date and time', SITE_VISIT_DEFAULT_TIME));

/** POST /api/siteVisit/schedule/:leadId. */
export const siteVisitScheduleSchema = z
  .object({
    project: requiredText('Project', 150),
    at: visitAtSchema,
    pickup: z.boolean({ error: 'Pickup is yes or no.' }).default(false),
    pickupAddress: optionalText('Pickup address', 500),
    /** A team member who goes along; an id or the GET's `{ _id, name }`. */
    accompaniedBy: optionalRefSchema('Accompanied by'),
    note: optionalText('Note', 1000),
    /** Sent only when the user agreed to move the lead (e.g. to site_visit_scheduled); left out, it stays. */
    leadStatus: leadStatusSchema,
    /**
     * The lead's planned call (its open follow-up) is replaced by this visit only when true (decision
     * 155): left out or false, the call stays planned beside the visit. With nothing planned, the
     * visit becomes the lead's follow-up either way.
     */
    replaceFollowUp: z.boolean({ error: 'Replace the planned follow-up is yes or no.' }).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.pickup && !v.pickupAddress) {
      ctx.addIssue({
        code: 'custom',
        path: ['pickupAddress'],
        message: 'Pickup address is required when pickup is needed.',
      });
    }
  });
export type SiteVisitScheduleInput = z.input<typeof siteVisitScheduleSchema>;

/** PUT /api/siteVisit/reschedule/:id — takes back the SiteVisit a GET returned (other fields are ignored). */
export const siteVisitRescheduleSchema = z.object({
  at: visitAtSchema,
  note: optionalText('Note', 1000),
});
export type SiteVisitRescheduleInput = z.input<typeof siteVisitRescheduleSchema>;

/**
 * PUT /api/siteVisit/complete/:id. The lead's status moves only when `leadStatus` is sent: the
 * screen asks, and sends it only if the user agrees.
 */
export const siteVisitCompleteSchema = z
  .object({
    result: z.enum(SITE_VISIT_RESULTS, { error: 'Result is done, no-show or cancelled.' }),
    feedback: optionalText('Feedback', 2000),
    interest: z
      .enum(VISIT_INTEREST_LEVELS, { error: 'Interest is hot, warm or cold.' })
      .nullish()
      .transform((v) => v ?? undefined),
    leadStatus: leadStatusSchema,
  })
  .superRefine((v, ctx) => {
    if (v.interest && v.result !== 'done') {
      ctx.addIssue({
        code: 'custom',
        path: ['interest'],
        message: 'Interest is recorded only for a visit that took place.',
      });
    }
  });
export type SiteVisitCompleteInput = z.input<typeof siteVisitCompleteSchema>;

/** GET /api/siteVisit/getSiteVisits — visit days are whole days in India time, both inclusive. */
export const siteVisitQuerySchema = z.object({
  from: isoDateSchema('From date').optional(),
  to: isoDateSchema('To date').optional(),
  status: z.enum(SITE_VISIT_STATUSES, { error: 'Choose a visit status from the list.' }).optional(),
  assignedTo: z.uuid({ error: 'Assigned to is not valid.' }).optional(),
  /** Lead name, mobile or project. */
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type SiteVisitQuery = z.input<typeof siteVisitQuerySchema>;

const ref = z.object({ _id: z.string(), name: z.string() });

/** Where and when the executive checked in at a visit, as the server kept it. */
export const visitCheckInSchema = z.object({
  /** ISO instant the phone took the position (it may have been sent later, from the queue). */
  at: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The phone's own accuracy estimate, metres. */
  accuracyMeters: z.number().nullable(),
  /** From the project's location; null when the project has no location on file. */
  distanceMeters: z.number().nullable(),
  /** Within AT_SITE_METERS of the project; null when the distance is unknown. */
  atSite: z.boolean().nullable(),
  /** The photo taken at the site, if any (GET /api/files/…). */
  photoFileId: z.string().nullable(),
});
export type VisitCheckIn = z.infer<typeof visitCheckInSchema>;

export const siteVisitSchema = z.object({
  _id: z.string(),
  lead: z.object({ _id: z.string(), name: z.string(), mobile: z.string() }),
  project: z.string(),
  /** ISO instant. */
  at: z.string(),
  pickup: z.boolean(),
  pickupAddress: z.string().nullable(),
  accompaniedBy: ref.nullable(),
  /** The lead's assignee: whose visit it is. */
  assignedTo: ref.nullable(),
  status: z.enum(SITE_VISIT_STATUSES),
  feedback: z.string().nullable(),
  interest: z.enum(VISIT_INTEREST_LEVELS).nullable(),
  note: z.string().nullable(),
  /** The latest check-in at the site from the phone app (decision 209); null before any. */
  checkIn: visitCheckInSchema.nullable(),
  createdBy: ref.nullable(),
  createdAt: z.string(),
});
export type SiteVisit = z.infer<typeof siteVisitSchema>;

export const siteVisitListSchema = z.object({
  /** By visit time, earliest first (the Schedules screen groups them by India day). */
  visits: z.array(siteVisitSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  /** The business day (India) by the server's clock. */
  today: z.string(),
});
export type SiteVisitList = z.infer<typeof siteVisitListSchema>;

/** GET /api/siteVisit/getByLeadId/:leadId — newest visit first. */
export const leadSiteVisitsSchema = z.object({ visits: z.array(siteVisitSchema) });
export type LeadSiteVisits = z.infer<typeof leadSiteVisitsSchema>;

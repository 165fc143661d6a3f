import { z } from 'zod';
import { historyChangeSchema } from './history';

/**
 * What can happen to a lead (decision 053). Keys, never display labels: the screen
 * names them. Later modules (calls, messaging, portals) add kinds here, and the table's check
 * constraint follows this list.
 */
export const ACTIVITY_KINDS = [
  'created',
  'updated',
  'status_changed',
  'assigned',
  'binned',
  'restored',
  'imported',
  'note',
  'follow_up_scheduled',
  'follow_up_done',
  'follow_up_missed',
  'follow_up_rescheduled',
  'follow_up_cancelled',
  'site_visit_scheduled',
  'site_visit_done',
  'site_visit_no_show',
  'site_visit_cancelled',
  'site_visit_check_in',
  'call',
  'email',
  'sms',
  'whatsapp',
  'quotation',
  're_enquiry',
  'unit_held',
  'unit_hold_extended',
  'unit_released',
  'booking',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The kinds that record a change to the lead's own fields: the old lead history. */
export const LEAD_CHANGE_KINDS = [
  'created',
  'updated',
  'status_changed',
  'assigned',
  'binned',
  'restored',
] as const satisfies readonly ActivityKind[];
export type LeadChangeKind = (typeof LEAD_CHANGE_KINDS)[number];

/** Every payload carries the sentence a person reads in the timeline. */
const base = z.object({ summary: z.string() });

/** A change to the lead: each field old → new, and what was said with it. */
export const leadChangePayloadSchema = base.extend({
  changes: z.array(historyChangeSchema),
  note: z.string().nullable(),
});

const notePayloadSchema = base.extend({ text: z.string() });

/** Follow-ups and site visits: when it is (or was) due, and what was said. */
const appointmentPayloadSchema = base.extend({
  dueAt: z.string().nullable().optional(),
  outcome: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
});

/** A site visit (decision 058): which visit, where, when it is (and was, when moved), and how it went. */
const siteVisitPayloadSchema = base.extend({
  visitId: z.string(),
  project: z.string(),
  dueAt: z.string(),
  previousAt: z.string().nullable().optional(),
  outcome: z.string().nullable().optional(),
  interest: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
});

/** A check-in at the site from the phone app (decision 209): where, and how far from the project. */
const checkInPayloadSchema = siteVisitPayloadSchema.extend({
  latitude: z.number(),
  longitude: z.number(),
  accuracyMeters: z.number().nullable(),
  distanceMeters: z.number().nullable(),
  atSite: z.boolean().nullable(),
});

/** A call, e-mail or SMS: which way it went and what was said. */
const contactPayloadSchema = base.extend({
  direction: z.enum(['in', 'out']).optional(),
  note: z.string().nullable().optional(),
});

const refPayloadSchema = base.extend({ refId: z.string().nullable().optional() });

/** A unit held for the lead, its hold extended, or the hold ended (released, lapsed). */
const unitHoldPayloadSchema = base.extend({
  unitId: z.string(),
  unit: z.string(),
  project: z.string(),
  heldUntil: z.string(),
  reason: z.enum(['released', 'lapsed']).optional(),
});

/** The payload each kind carries; `activityPayloadSchema(kind)` validates one before it is stored. */
export const activityPayloadSchemas = {
  created: leadChangePayloadSchema,
  updated: leadChangePayloadSchema,
  status_changed: leadChangePayloadSchema,
  assigned: leadChangePayloadSchema,
  binned: leadChangePayloadSchema,
  restored: leadChangePayloadSchema,
  imported: refPayloadSchema,
  note: notePayloadSchema,
  follow_up_scheduled: appointmentPayloadSchema,
  follow_up_done: appointmentPayloadSchema,
  follow_up_missed: appointmentPayloadSchema,
  follow_up_rescheduled: appointmentPayloadSchema,
  follow_up_cancelled: appointmentPayloadSchema,
  site_visit_scheduled: siteVisitPayloadSchema,
  site_visit_done: siteVisitPayloadSchema,
  site_visit_no_show: siteVisitPayloadSchema,
  site_visit_cancelled: siteVisitPayloadSchema,
  site_visit_check_in: checkInPayloadSchema,
  call: contactPayloadSchema,
  email: contactPayloadSchema,
  sms: contactPayloadSchema,
  // A WhatsApp message either way (decision 214): the message row, its kind and a preview.
  whatsapp: contactPayloadSchema.extend({
    messageId: z.string(),
    kind: z.string(),
    templateName: z.string().nullable().optional(),
  }),
  quotation: refPayloadSchema,
  // The same mobile enquired again through a portal, an ad or the website.
  re_enquiry: base.extend({ origin: z.string(), message: z.string().nullable().optional(), reopened: z.boolean() }),
  unit_held: unitHoldPayloadSchema,
  unit_hold_extended: unitHoldPayloadSchema,
  unit_released: unitHoldPayloadSchema,
  // A unit booked for the lead, and each later change of that booking (agreement, possession, cancel, transfer).
  booking: refPayloadSchema,
} as const satisfies Record<ActivityKind, z.ZodType>;
export type ActivityPayload<K extends ActivityKind> = z.infer<(typeof activityPayloadSchemas)[K]>;

const row = <K extends ActivityKind>(kind: K) =>
  z.object({
    _id: z.string(),
    kind: z.literal(kind),
    by: z.object({ _id: z.string().nullable(), name: z.string() }),
    at: z.string(),
    payload: activityPayloadSchemas[kind],
  });

export const activityRowSchema = z.discriminatedUnion(
  'kind',
  ACTIVITY_KINDS.map(row) as unknown as [ReturnType<typeof row<'created'>>, ...ReturnType<typeof row>[]],
);
export type ActivityRow = z.infer<typeof activityRowSchema>;

export const activityQuerySchema = z.object({
  kind: z.enum(ACTIVITY_KINDS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityListSchema = z.object({
  activities: z.array(activityRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ActivityList = z.infer<typeof activityListSchema>;

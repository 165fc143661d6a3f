import { z } from 'zod';
import { LEAD_STATUSES } from '../leads/statuses';
import { FOLLOW_UP_TYPES } from './follow-up';
import { SITE_VISIT_STATUSES, visitCheckInSchema } from './site-visit';

/**
 * The executive's phone app at /m (issue 29): what it keeps on the phone and the few calls the
 * office API lacked. Every other write the app makes goes through the existing phone API
 * (docs/phone-api.md) with an Idempotency-Key, so an offline queue can send it again safely.
 */

// The numbers live apart from zod so the phone app's first load can read them (decision 211).
export { AT_SITE_METERS, PHONE_APP_LEAD_LIMIT, REMINDER_LEAD_MINUTES } from '../phone/limits';

const ref = z.object({ _id: z.string(), name: z.string() });

/** A lead as the phone keeps it: what the queue, the lead screen and a call need. */
export const phoneLeadSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mobile: z.string(),
  alternateMobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  source: ref.nullable(),
  /** The text the lead came with, and the project it names (decision 184). */
  project: z.string().nullable(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  /** Rupees. */
  budget: z.number().nullable(),
  requirement: z.string().nullable(),
  city: z.string().nullable(),
  notes: z.string().nullable(),
  /** ISO instants. */
  createdAt: z.string(),
  assignedAt: z.string().nullable(),
  updatedAt: z.string(),
  nextFollowUpAt: z.string().nullable(),
  /** The last outcome logged on the lead; null = never contacted (a fresh lead, decision 055). */
  lastContactedAt: z.string().nullable(),
});
export type PhoneLead = z.infer<typeof phoneLeadSchema>;

/** A lead's one open follow-up. */
export const phoneFollowUpSchema = z.object({
  _id: z.string(),
  leadId: z.string(),
  type: z.enum(FOLLOW_UP_TYPES),
  /** ISO instant. */
  dueAt: z.string(),
  note: z.string().nullable(),
  siteVisitId: z.string().nullable(),
});
export type PhoneFollowUp = z.infer<typeof phoneFollowUpSchema>;

// The office's visit carries the check-in too, so its schema lives with the visit's.
export { type VisitCheckIn, visitCheckInSchema } from './site-visit';

/** A visit of one of the member's leads, booked or closed today. */
export const phoneVisitSchema = z.object({
  _id: z.string(),
  leadId: z.string(),
  project: z.string(),
  /** The project the visit's text names (decision 184), for directions and the check-in distance. */
  projectId: z.string().nullable(),
  at: z.string(),
  pickup: z.boolean(),
  pickupAddress: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(SITE_VISIT_STATUSES),
  checkIn: visitCheckInSchema.nullable(),
});
export type PhoneVisit = z.infer<typeof phoneVisitSchema>;

/** An open task of the member's (assigned to them). */
export const phoneTaskSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(['open', 'in_progress']),
  priority: z.string(),
  dueAt: z.string(),
  lead: ref.nullable(),
});
export type PhoneTask = z.infer<typeof phoneTaskSchema>;

/** A project the member's leads or visits name: for directions and the check-in. */
export const phoneProjectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** City and state, for a directions search when there is no location. */
  place: z.string().nullable(),
});
export type PhoneProject = z.infer<typeof phoneProjectSchema>;

/**
 * GET /api/phone/snapshot — everything the phone keeps, in one answer. `today` and `now` are the
 * server's (India business day): the app uses them, not the phone's clock, to sort the queue.
 */
export const phoneSnapshotSchema = z.object({
  now: z.string(),
  today: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), role: z.number() }),
  companyName: z.string().nullable(),
  /** The WhatsApp greeting with {name}, {project}, {executive} and {company} to fill in. */
  whatsappGreeting: z.string(),
  leads: z.array(phoneLeadSchema),
  /** How many live leads the member holds; more than `leads.length` when over PHONE_APP_LEAD_LIMIT. */
  leadsTotal: z.number(),
  followUps: z.array(phoneFollowUpSchema),
  visits: z.array(phoneVisitSchema),
  tasks: z.array(phoneTaskSchema),
  projects: z.array(phoneProjectSchema),
});
export type PhoneSnapshot = z.infer<typeof phoneSnapshotSchema>;

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(-limit, { error: `${label} must be between -${limit} and ${limit}.` })
    .max(limit, { error: `${label} must be between -${limit} and ${limit}.` });

/** POST /api/siteVisit/checkIn/:id — the phone's position at the site (with an Idempotency-Key). */
export const visitCheckInInputSchema = z.object({
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  accuracyMeters: z
    .number({ error: 'Accuracy must be a number of metres.' })
    .min(0, { error: 'Accuracy cannot be negative.' })
    .max(100_000, { error: 'Accuracy must be at most 100 km.' })
    .nullish()
    .transform((v) => v ?? null),
  /** When the phone took the position (ISO instant); left out, the server's now. Not in the future. */
  at: z.iso
    .datetime({ offset: true, error: 'Checked in at must be a date and time with its zone.' })
    .nullish()
    .transform((v) => (v ? new Date(v) : undefined)),
});
export type VisitCheckInInput = z.input<typeof visitCheckInInputSchema>;

/** GET/PUT /api/phone/settings — administrators set the phone app's WhatsApp greeting. */
export const phoneSettingsSchema = z.object({
  whatsappGreeting: z
    .string({ error: 'Greeting must be text.' })
    .trim()
    .min(1, { error: 'Greeting is required.' })
    .max(500, { error: 'Greeting must be at most 500 characters.' }),
});
export type PhoneSettings = z.infer<typeof phoneSettingsSchema>;

/**
 * What GET /api/phone/settings answers: the settings, and the app's address (the server's
 * PUBLIC_URL + /m/) for the administrators' screen to show and copy. PUT takes it back as it is.
 */
export const phoneSettingsViewSchema = phoneSettingsSchema.extend({
  appUrl: z.string(),
});
export type PhoneSettingsView = z.infer<typeof phoneSettingsViewSchema>;

/** Where the app is served, under the server's public address. */
export const phoneAppUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/m/`;

export const DEFAULT_WHATSAPP_GREETING =
  'Namaste {name}, this is {executive} from {company}. Thank you for your interest in {project}. When would be a good time to talk?';

/** The values a WhatsApp greeting names. */
export type GreetingValues = Partial<Record<'name' | 'project' | 'executive' | 'company', string | null>>;

/**
 * The greeting filled in for one lead: {name}, {project}, {executive} and {company}; one without a
 * value becomes empty. The app's WhatsApp button and the office's preview both use this one rule.
 */
export function fillGreeting(template: string, values: GreetingValues): string {
  return template.replace(/\{(name|project|executive|company)\}/g, (_, key: keyof GreetingValues) => values[key] ?? '');
}

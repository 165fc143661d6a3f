import { z } from 'zod';
import { LEAD_STATUSES } from '../leads/statuses';
import { isoDateSchema } from './iso-date';
import { whatsappAudienceExtraSchema } from './whatsapp';

/**
 * Email and SMS campaigns (decisions 110–114): what every part of messaging shares — the
 * channels, the promotional window, audiences (who a message goes to, who is left out and why) and
 * a lead's opt-outs. Templates are in message-template.ts, campaigns and their recipients in
 * campaign.ts, the SMS gateway settings in sms-settings.ts. The web screens and the server share these.
 */

export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const channelSchema = z.enum(MESSAGE_CHANNELS, { error: 'Channel is email, sms or whatsapp.' });

/** The promotional SMS window, India time (TCCCPR; decision 112). */
export const PROMO_WINDOW = { startHour: 9, endHour: 21 } as const;

const optionalUuid = (label: string) =>
  z
    .union([z.literal(''), z.null(), z.uuid({ error: `${label} is not valid.` })])
    .optional()
    .transform((v) => v || undefined);
const optionalDay = (label: string) =>
  z
    .union([z.literal(''), z.null(), isoDateSchema(label)])
    .optional()
    .transform((v) => v || undefined);

/** The lead-list filter an audience is drawn from; same meaning as the lead list's filters. */
export const audienceFilterSchema = z.object({
  status: z
    .union([z.literal(''), z.null(), z.enum(LEAD_STATUSES, { error: 'Choose a status from the list.' })])
    .optional()
    .transform((v) => v || undefined),
  source: optionalUuid('Source'),
  /** A project chosen or matched (decision 184). */
  projectId: optionalUuid('Project'),
  /** A project's text exactly as stored (a lead list reached from a report's count carries it). */
  project: z
    .string()
    .trim()
    .max(150)
    .nullish()
    .transform((v) => v || undefined),
  branch: optionalUuid('Branch'),
  /** A member's id, or 'unassigned'. */
  memberId: z
    .union([z.literal(''), z.null(), z.literal('unassigned'), z.uuid({ error: 'Member is not valid.' })])
    .optional()
    .transform((v) => v || undefined),
  createdFrom: optionalDay('Created from'),
  createdTo: optionalDay('Created to'),
});
export type AudienceFilter = z.output<typeof audienceFilterSchema>;

export const audienceSchema = z.union(
  [
    z.object({
      leadIds: z
        .array(z.uuid({ error: 'A selected lead is not valid.' }))
        .min(1, { error: 'Select at least one lead.' })
        .max(10_000, { error: 'Select at most 10,000 leads, or send to a filter.' }),
    }),
    z.object({ filter: audienceFilterSchema }),
  ],
  { error: 'Choose the recipients: selected leads or a filter.' },
);
export type Audience = z.output<typeof audienceSchema>;

export const audienceInputSchema = z.object({
  channel: channelSchema,
  templateId: z.uuid({ error: 'Choose a template.' }),
  audience: audienceSchema,
});

export const exclusionsSchema = z.object({
  noAddress: z.number(),
  optedOut: z.number(),
  dnd: z.number(),
  duplicate: z.number(),
  /** WhatsApp marketing: leads with no opt-in on record (campaigns made before WhatsApp have none). */
  noOptIn: z.number().default(0),
});
export type Exclusions = z.infer<typeof exclusionsSchema>;

export const audienceSummarySchema = z.object({
  recipients: z.number(),
  excluded: exclusionsSchema,
  /** SMS: parts of one message for a typical recipient (the template with sample values); email: 0. */
  segmentsPerMessage: z.number(),
  /** ₹ (SMS: segments × recipients × the rate in settings); null when no rate is set or for email. */
  costEstimate: z.number().nullable(),
  /** WhatsApp only: the template's category and what the tier still allows today. */
  whatsapp: whatsappAudienceExtraSchema.nullable().optional(),
});
export type AudienceSummary = z.infer<typeof audienceSummarySchema>;

/** PUT /api/lead/:id/message-preferences (a GET's answer is a valid PUT). */
export const messagePreferencesSchema = z.object({
  emailOptOut: z.boolean({ error: 'Email opt-out is true or false.' }),
  smsOptOut: z.boolean({ error: 'SMS opt-out is true or false.' }),
  /** On the DND register: promotional SMS are not sent. */
  dnd: z.boolean({ error: 'DND is true or false.' }),
});
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;
export const messagePreferencesViewSchema = messagePreferencesSchema.extend({
  leadId: z.string(),
  updatedAt: z.string().nullable(),
  /** How the last opt-out came: 'link', 'stop', 'manual'. */
  source: z.string().nullable(),
});

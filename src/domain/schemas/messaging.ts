import { z } from 'zod';
import { LEAD_STATUSES } from '../leads/statuses';
import { SMS_CATEGORIES } from '../messaging/dlt';
import { TEMPLATE_VARIABLES } from '../messaging/variables';
import { requiredText } from './common';
import { indiaDateTimeSchema, isoDateSchema } from './iso-date';
import { secretStatusSchema } from './smtp';

export { SMS_CATEGORIES, SMS_CATEGORY_LABELS, type SmsCategory } from '../messaging/dlt';

/**
 * Email and SMS campaigns (issue 15, decisions 110–114): templates, audiences, campaigns and their
 * recipients, opt-outs and the SMS gateway settings. The web screens and the server share these.
 */

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
const channelSchema = z.enum(MESSAGE_CHANNELS, { error: 'Channel is email or sms.' });

export const CAMPAIGN_STATUSES = [
  'scheduled',
  'waiting_window',
  'sending',
  'paused',
  'done',
  'cancelled',
  'failed',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  scheduled: 'Scheduled',
  waiting_window: 'Waiting for 09:00–21:00 IST',
  sending: 'Sending',
  paused: 'Paused',
  done: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed',
};
/** A campaign in one of these may be deleted; the others are still working. */
export const FINISHED_CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['done', 'cancelled', 'failed'];

/**
 * One recipient's state. `sending` is the claim written before the gateway or SMTP call (decision
 * 111); `skipped` is a recipient the campaign stopped for (cancelled, or opted out meanwhile).
 */
export const RECIPIENT_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'bounced',
  'opted_out',
  'skipped',
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
export const RECIPIENT_STATUS_LABELS: Record<RecipientStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  bounced: 'Bounced',
  opted_out: 'Opted out',
  skipped: 'Skipped',
};

/** The promotional SMS window, India time (TCCCPR; decision 112). */
export const PROMO_WINDOW = { startHour: 9, endHour: 21 } as const;

const variablesSchema = z
  .array(z.enum(TEMPLATE_VARIABLES, { error: 'Choose each variable from the list.' }), {
    error: 'Variables must be a list.',
  })
  .max(20, { error: 'At most 20 variables.' });

const documentIdsSchema = z
  .array(z.uuid({ error: 'An attachment is not a valid document.' }), { error: 'Attachments must be a list.' })
  .max(10, { error: 'At most 10 attachments.' })
  .default([]);

export const emailTemplateInputSchema = z.object({
  channel: z.literal('email'),
  name: requiredText('Name', 150),
  subject: requiredText('Subject', 250),
  bodyHtml: requiredText('Body', 100_000),
  /** The plain-text alternative; empty → made from the HTML when sent. */
  bodyText: z
    .string({ error: 'Plain text must be text.' })
    .max(100_000, { error: 'Plain text is too long.' })
    .nullish()
    .transform((v) => v?.trim() || null),
  attachmentDocumentIds: documentIdsSchema,
});

/** DLT ids are digits (template ids are usually 19). */
const dltIdSchema = z
  .string({ error: 'DLT template id is required.' })
  .trim()
  .regex(/^\d{10,25}$/, { error: 'DLT template id must be 10 to 25 digits, as the DLT portal shows it.' });

/** A header (sender id): 3–11 letters or digits (TRAI); the operator prefix ("VM-") is not part of it. */
export const senderIdSchema = z
  .string({ error: 'Sender id is required.' })
  .trim()
  .regex(/^[A-Za-z0-9]{3,11}$/, { error: 'Sender id must be 3 to 11 letters or digits, like ESTDSK.' });

export const smsTemplateInputSchema = z.object({
  channel: z.literal('sms'),
  name: requiredText('Name', 150),
  dltTemplateId: dltIdSchema,
  senderId: senderIdSchema,
  category: z.enum(SMS_CATEGORIES, { error: 'Choose the DLT category from the list.' }),
  registeredText: requiredText('Registered text', 2000),
  variables: variablesSchema.default([]),
});

/** POST /api/template and PUT /api/template/:id; the registered text and variables must line up (checked by the server too). */
export const templateInputSchema = z.discriminatedUnion('channel', [emailTemplateInputSchema, smsTemplateInputSchema], {
  error: 'Channel is email or sms.',
});
export type TemplateInput = z.input<typeof templateInputSchema>;
export type TemplateSave = z.output<typeof templateInputSchema>;

const templateMeta = {
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
};
export const emailTemplateSchema = z.object({
  ...templateMeta,
  channel: z.literal('email'),
  name: z.string(),
  subject: z.string(),
  bodyHtml: z.string(),
  bodyText: z.string().nullable(),
  attachmentDocumentIds: z.array(z.string()),
});
export const smsTemplateSchema = z.object({
  ...templateMeta,
  channel: z.literal('sms'),
  name: z.string(),
  dltTemplateId: z.string(),
  senderId: z.string(),
  category: z.enum(SMS_CATEGORIES),
  registeredText: z.string(),
  variables: z.array(z.string()),
});
export const messageTemplateSchema = z.discriminatedUnion('channel', [emailTemplateSchema, smsTemplateSchema]);
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;
export type SmsTemplate = z.infer<typeof smsTemplateSchema>;
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const templateListQuerySchema = z.object({ channel: channelSchema.optional() });
export const templateListSchema = z.object({ items: z.array(messageTemplateSchema) });

export const templateVariablesSchema = z.object({
  items: z.array(z.object({ name: z.string(), label: z.string() })),
  /** The most one {#var#} may carry (DLT_VAR_MAX). */
  dltVarMax: z.number(),
});

/** POST /api/template/preview: a saved template or a draft, rendered for a real lead. */
export const templatePreviewInputSchema = z.object({
  templateId: z.uuid({ error: 'Template is not valid.' }).optional(),
  template: templateInputSchema.optional(),
  leadId: z.uuid({ error: 'Choose a lead for the preview.' }),
});
export const templatePreviewSchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('email'),
    subject: z.string(),
    html: z.string(),
    text: z.string(),
    /** Variables the template uses that are empty for this lead (labels): sent as nothing. */
    empty: z.array(z.string()),
  }),
  z.object({
    channel: z.literal('sms'),
    text: z.string(),
    encoding: z.enum(['gsm7', 'ucs2']),
    length: z.number(),
    segments: z.number(),
    dltOk: z.boolean(),
    /** Why the message would be refused (variables missing or too long, placeholders not lining up). */
    problems: z.array(z.string()),
    mismatch: z.string().nullable(),
  }),
]);
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

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
});
export type Exclusions = z.infer<typeof exclusionsSchema>;

export const audienceSummarySchema = z.object({
  recipients: z.number(),
  excluded: exclusionsSchema,
  /** SMS: parts of one message for a typical recipient (the template with sample values); email: 0. */
  segmentsPerMessage: z.number(),
  /** ₹ (SMS: segments × recipients × the rate in settings); null when no rate is set or for email. */
  costEstimate: z.number().nullable(),
});
export type AudienceSummary = z.infer<typeof audienceSummarySchema>;

/** POST /api/message/create (and /api/template/sendBulkSMS with channel sms). */
export const createCampaignSchema = audienceInputSchema.extend({
  name: z
    .string()
    .trim()
    .max(150, { error: 'Name must be at most 150 characters.' })
    .nullish()
    .transform((v) => v || undefined),
  /** India time (`yyyy-mm-ddThh:mm`) or an ISO instant; absent → now. */
  scheduleAt: z
    .union([z.literal(''), z.null(), indiaDateTimeSchema('Schedule at', '10:00')])
    .optional()
    .transform((v) => v || undefined),
});
export type CreateCampaignInput = z.input<typeof createCampaignSchema>;

export const sendBulkSmsSchema = createCampaignSchema.extend({ channel: z.literal('sms').default('sms') });

/** POST /api/message/send-one: one template message to one lead (executives: their own lead). */
export const sendOneSchema = z.object({
  leadId: z.uuid({ error: 'Lead is not valid.' }),
  templateId: z.uuid({ error: 'Choose a template.' }),
  /** Send although the lead opted out of this channel (a person asked for this message). */
  confirm: z.boolean().optional(),
});

export const campaignCountsSchema = z.object({
  total: z.number(),
  queued: z.number(),
  sent: z.number(),
  delivered: z.number(),
  failed: z.number(),
  bounced: z.number(),
  optedOut: z.number(),
  skipped: z.number(),
});
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  channel: channelSchema,
  name: z.string(),
  templateId: z.string().nullable(),
  templateName: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** false for a single send to one lead (it is a campaign of one, decision 110). */
  bulk: z.boolean(),
  scheduleAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  excluded: exclusionsSchema,
  /** Why the campaign stopped (status failed), in a sentence. */
  error: z.string().nullable(),
  counts: campaignCountsSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListQuerySchema = z.object({
  channel: channelSchema.optional(),
  status: z.enum(CAMPAIGN_STATUSES, { error: 'Choose a status from the list.' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const campaignListSchema = z.object({ items: z.array(campaignSchema), total: z.number() });

export const recipientQuerySchema = z.object({
  status: z.enum(RECIPIENT_STATUSES, { error: 'Choose a status from the list.' }).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const recipientSchema = z.object({
  id: z.string(),
  address: z.string(),
  leadId: z.string().nullable(),
  leadName: z.string().nullable(),
  status: z.enum(RECIPIENT_STATUSES),
  reason: z.string().nullable(),
  attempt: z.number(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipientSchema>;
export const recipientListSchema = z.object({ items: z.array(recipientSchema), total: z.number() });

/** EmailHistory: every email sent, campaign or single. */
export const emailHistoryQuerySchema = z.object({
  status: z.enum(RECIPIENT_STATUSES, { error: 'Choose a status from the list.' }).optional(),
  q: z.string().trim().max(200).optional(),
  from: isoDateSchema('From date').optional(),
  to: isoDateSchema('To date').optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const emailHistoryRowSchema = recipientSchema.extend({
  campaignId: z.string(),
  campaignName: z.string(),
  subject: z.string().nullable(),
});
export type EmailHistoryRow = z.infer<typeof emailHistoryRowSchema>;
export const emailHistorySchema = z.object({ items: z.array(emailHistoryRowSchema), total: z.number() });

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

export const SMS_GATEWAY_FORMATS = ['json', 'form'] as const;

/** The SMS gateway settings as stored, without the API key and the DLR secret (secrets, kept apart). */
export const smsSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Enabled is true or false.' }),
  gatewayUrl: z.url({ error: 'Gateway URL must be a web address like https://api.example.in/sms/send.' }),
  /** The principal entity id on DLT: 19 digits. */
  entityId: z
    .string({ error: 'Entity id is required.' })
    .trim()
    .regex(/^\d{19}$/, { error: 'Entity id must be the 19-digit principal entity id from the DLT portal.' }),
  senderIds: z.array(senderIdSchema, { error: 'Sender ids must be a list.' }).max(20).default([]),
  format: z.enum(SMS_GATEWAY_FORMATS, { error: 'Format is json or form.' }),
  /** ₹ per SMS part, for the estimate. */
  costPerSegment: z.coerce
    .number({ error: 'Cost per part must be a number.' })
    .min(0, { error: 'Cost per part cannot be negative.' })
    .max(100, { error: 'Cost per part is too large.' }),
  /** Messages per second the gateway accepts from us. */
  ratePerSecond: z.coerce
    .number({ error: 'Rate must be a number.' })
    .int({ error: 'Rate must be a whole number.' })
    .min(1, { error: 'Rate must be at least 1 per second.' })
    .max(1000, { error: 'Rate must be at most 1000 per second.' })
    .default(20),
});
export type SmsSettings = z.infer<typeof smsSettingsSchema>;

const secretInput = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .max(500, { error: `${label} must be at most 500 characters.` })
    .nullish()
    .transform((v) => v || undefined);

/** PUT /api/settings/sms: a new secret replaces the stored one; empty or absent keeps it. */
export const smsSettingsInputSchema = smsSettingsSchema.extend({
  apiKey: secretInput('API key'),
  dlrSecret: secretInput('Delivery report secret'),
});
export type SmsSettingsInput = z.input<typeof smsSettingsInputSchema>;

export const smsSettingsViewSchema = z.object({
  settings: smsSettingsSchema.nullable(),
  apiKey: secretStatusSchema,
  dlrSecret: secretStatusSchema,
  /** Where the gateway must post delivery reports (with the secret as ?secret= or X-DLR-Secret). */
  dlrUrl: z.string(),
});
export type SmsSettingsView = z.infer<typeof smsSettingsViewSchema>;

export const smsTestSchema = z.object({
  mobile: z.string({ error: 'Mobile is required.' }),
  templateId: z.uuid().optional(),
});
export const smsTestResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  providerId: z.string().nullable(),
});

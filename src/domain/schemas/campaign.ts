import { z } from 'zod';
import { indiaDateTimeSchema, isoDateSchema } from './iso-date';
import { audienceInputSchema, channelSchema, exclusionsSchema } from './messaging';

/**
 * Campaigns (decisions 110–111, 118): their statuses and their recipients', what starts one (a
 * campaign or a single send), and what the screens show of a campaign, its recipients and EmailHistory.
 */

export const CAMPAIGN_STATUSES = [
  'scheduled',
  'waiting_window',
  /** WhatsApp: the tier's daily limit of new people is reached; it goes on when the moving 24 hours allow. */
  'waiting_limit',
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
  waiting_limit: "Waiting for WhatsApp's daily limit",
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
 * 111); `skipped` is a recipient the campaign stopped for (cancelled, on DND or binned meanwhile);
 * `unknown` is an SMS claimed before a crash through a gateway that does not de-duplicate: it may
 * or may not have left, and a person decides (send again, or mark as sent; decision 160).
 */
export const RECIPIENT_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'bounced',
  'opted_out',
  'skipped',
  'unknown',
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
export const RECIPIENT_STATUS_LABELS: Record<RecipientStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
  bounced: 'Bounced',
  opted_out: 'Opted out',
  skipped: 'Skipped',
  unknown: 'Unknown: may have been sent',
};
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
  /** WhatsApp: messages the buyer opened (read receipts); they are counted in sent and delivered too. */
  read: z.number().default(0),
  failed: z.number(),
  bounced: z.number(),
  optedOut: z.number(),
  skipped: z.number(),
  /** SMS a crash left in doubt (decision 160): a person sends them again or marks them sent. */
  unknown: z.number(),
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

import { z } from 'zod';
import { TEMPLATE_VARIABLES } from '../messaging/variables';
import { nullableText } from './common';

/**
 * WhatsApp (issue 30, decision 214; the provider settings are in whatsapp-settings.ts): the templates synced from the
 * provider with their `{{n}}` → lead-field mapping, a lead's conversation and the shared inbox,
 * sends from the lead page, and the opt-in record. The web screens and the server share these.
 * Campaigns reuse campaign.ts with channel `whatsapp`.
 */

// ---------------------------------------------------------------------------------------------
// Templates (synced from the provider; only the mapping of {{n}} to our fields is ours)

export const WHATSAPP_TEMPLATE_CATEGORIES = ['marketing', 'utility', 'authentication'] as const;
export type WhatsAppTemplateCategory = (typeof WHATSAPP_TEMPLATE_CATEGORIES)[number];
/** As Meta names them; marketing needs the lead's opt-in. */
export const WHATSAPP_TEMPLATE_CATEGORY_LABELS: Record<WhatsAppTemplateCategory, string> = {
  marketing: 'Marketing',
  utility: 'Utility',
  authentication: 'Authentication',
};
export const WHATSAPP_TEMPLATE_STATUSES = ['approved', 'pending', 'rejected', 'paused', 'disabled'] as const;
export type WhatsAppTemplateStatus = (typeof WHATSAPP_TEMPLATE_STATUSES)[number];

export const whatsappButtonSchema = z.object({
  type: z.enum(['quick_reply', 'url', 'phone_number', 'other']),
  text: z.string(),
  value: z.string().nullable(),
});

/**
 * What the provider holds of a template, as the templates' `whatsapp` column keeps it.
 * `params` maps each body placeholder {{1}}, {{2}}… (index 0 is {{1}}) to one of our variables.
 */
export const whatsappTemplatePartsSchema = z.object({
  /** The provider's own name and language code: what a send names. */
  providerName: z.string(),
  language: z.string(),
  providerId: z.string().nullable(),
  category: z.enum(WHATSAPP_TEMPLATE_CATEGORIES),
  /** The category before Meta changed it, when it did (shown on the template). */
  previousCategory: z.enum(WHATSAPP_TEMPLATE_CATEGORIES).nullable(),
  status: z.enum(WHATSAPP_TEMPLATE_STATUSES),
  rejectedReason: z.string().nullable(),
  header: z.object({ format: z.enum(['text', 'image', 'document', 'video']), text: z.string().nullable() }).nullable(),
  body: z.string(),
  footer: z.string().nullable(),
  buttons: z.array(whatsappButtonSchema),
  params: z.array(z.enum(TEMPLATE_VARIABLES).nullable()),
  /** A document from the library sent as a media header (header format image/document/video). */
  headerDocumentId: z.string().nullable(),
  syncedAt: z.string(),
});
export type WhatsAppTemplateParts = z.infer<typeof whatsappTemplatePartsSchema>;

export const whatsappTemplateSchema = whatsappTemplatePartsSchema.extend({
  id: z.string(),
  /** The name shown in our lists (the provider's name unless renamed). */
  name: z.string(),
});
export type WhatsAppTemplate = z.infer<typeof whatsappTemplateSchema>;
export const whatsappTemplateListSchema = z.object({
  items: z.array(whatsappTemplateSchema),
  syncedAt: z.string().nullable(),
});

/** PUT /api/whatsapp/templates/:id: our part only; the GET's record is accepted back (extra keys ignored). */
export const whatsappTemplateMappingSchema = z.object({
  params: z
    .array(z.enum(TEMPLATE_VARIABLES, { error: 'Choose each variable from the list.' }).nullable(), {
      error: 'Variables must be a list.',
    })
    .max(20, { error: 'At most 20 variables.' }),
  headerDocumentId: z
    .union([z.literal(''), z.null(), z.uuid({ error: 'The header document is not valid.' })])
    .optional()
    .transform((v) => v || null),
});
export type WhatsAppTemplateMapping = z.output<typeof whatsappTemplateMappingSchema>;

/** POST /api/whatsapp/templates/sync */
export const whatsappSyncResultSchema = z.object({
  added: z.number(),
  updated: z.number(),
  /** Templates deleted at the provider: removed here too (campaigns keep their frozen copy). */
  removed: z.number(),
  /** Templates whose category Meta changed, by name. */
  recategorised: z.array(z.string()),
  message: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Messages, the conversation on a lead, and the 24-hour window

export const WHATSAPP_MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed', 'received'] as const;
export type WhatsAppMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];
export const WHATSAPP_MESSAGE_STATUS_LABELS: Record<WhatsAppMessageStatus, string> = {
  queued: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
  received: 'Received',
};
/** Statuses only move forward; a late "delivered" after "read" changes nothing. */
export const WHATSAPP_STATUS_RANK: Record<WhatsAppMessageStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
  received: 0,
};

export const WHATSAPP_MESSAGE_KINDS = [
  'text',
  'template',
  'image',
  'document',
  'audio',
  'video',
  'sticker',
  'location',
  'contacts',
  'button',
  'interactive',
  'reaction',
  'unsupported',
] as const;
export type WhatsAppMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];

/** The customer-service window after the buyer's last message (Meta). */
export const WHATSAPP_WINDOW_HOURS = 24;

export const whatsappMessageSchema = z.object({
  id: z.string(),
  leadId: z.string().nullable(),
  direction: z.enum(['in', 'out']),
  kind: z.enum(WHATSAPP_MESSAGE_KINDS),
  /** The text, the caption, or the template as filled for this lead. */
  text: z.string().nullable(),
  templateName: z.string().nullable(),
  /** A stored file (image, document, voice note): GET /api/whatsapp/media/:messageId. */
  media: z.object({ fileName: z.string(), mimeType: z.string(), size: z.number() }).nullable(),
  status: z.enum(WHATSAPP_MESSAGE_STATUSES),
  /** The provider's reason for a failure, in plain words. */
  failure: z.string().nullable(),
  sentBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  campaignId: z.string().nullable(),
  at: z.string(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type WhatsAppMessage = z.infer<typeof whatsappMessageSchema>;

export const whatsappWindowSchema = z.object({
  /** True while free text and media may be sent. */
  open: z.boolean(),
  /** When it closes (open) or closed (null if the buyer never wrote). */
  closesAt: z.string().nullable(),
  lastInboundAt: z.string().nullable(),
});
export type WhatsAppWindow = z.infer<typeof whatsappWindowSchema>;

// ---------------------------------------------------------------------------------------------
// Opt-in record (one per lead and channel; its history is kept)

export const CONSENT_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export const CONSENT_METHODS = [
  'web_form',
  'ad_form',
  'inbound_message',
  'call',
  'in_person',
  'stop_keyword',
  'staff',
] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];
export const CONSENT_METHOD_LABELS: Record<ConsentMethod, string> = {
  web_form: 'Website form',
  ad_form: 'Ad form',
  inbound_message: 'Wrote to us on WhatsApp',
  call: 'Said so on a call',
  in_person: 'Said so in person',
  stop_keyword: 'Replied STOP',
  staff: 'Set by staff',
};

export const consentEventSchema = z.object({
  id: z.string(),
  channel: z.enum(CONSENT_CHANNELS),
  event: z.enum(['opt_in', 'opt_out']),
  method: z.enum(CONSENT_METHODS),
  note: z.string().nullable(),
  by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

export const whatsappConsentSchema = z.object({
  /** The latest event decides: opted in and not out since. */
  optedIn: z.boolean(),
  optedOut: z.boolean(),
  latest: consentEventSchema.nullable(),
  history: z.array(consentEventSchema),
});
export type WhatsAppConsent = z.infer<typeof whatsappConsentSchema>;

/** POST /api/lead/:id/whatsapp/consent: staff note an opt-in (how) or an opt-out. */
export const consentInputSchema = z.object({
  event: z.enum(['opt_in', 'opt_out'], { error: 'Choose opt in or opt out.' }),
  method: z.enum(CONSENT_METHODS, { error: 'Choose how the buyer said so.' }),
  note: nullableText('Note', 500),
});
export type ConsentInput = z.input<typeof consentInputSchema>;

/** GET /api/lead/:id/whatsapp: the lead's conversation (newest last), its window and consent. */
export const leadWhatsAppSchema = z.object({
  leadId: z.string(),
  /** The lead's mobile as sent to (null: no mobile, nothing can be sent). */
  mobile: z.string().nullable(),
  ready: z.boolean(),
  /** Why nothing can be sent, when not ready: "WhatsApp is not set up", "The lead has no mobile". */
  notReadyReason: z.string().nullable(),
  window: whatsappWindowSchema,
  consent: whatsappConsentSchema,
  messages: z.array(whatsappMessageSchema),
  /** More messages exist before the first one shown: ?before=<first id>. */
  hasEarlier: z.boolean(),
  unread: z.number(),
});
export type LeadWhatsApp = z.infer<typeof leadWhatsAppSchema>;
export const leadWhatsAppQuerySchema = z.object({
  before: z.uuid({ error: 'That message id is not valid.' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * POST /api/lead/:id/whatsapp/send (Idempotency-Key): a template at any time (marketing only to an
 * opted-in lead), or free text / an image / a document (an uploaded file or one from the library)
 * only inside the window.
 */
export const whatsappSendSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('template'),
      templateId: z.uuid({ error: 'Choose a template.' }),
      /** Send although the lead opted out (a person asked for this message). */
      confirm: z.boolean().optional(),
    }),
    z.object({
      type: z.literal('text'),
      text: z
        .string({ error: 'Write a message.' })
        .trim()
        .min(1, { error: 'Write a message.' })
        .max(4096, { error: 'A WhatsApp message is at most 4,096 characters.' }),
    }),
    z.object({
      type: z.literal('document'),
      /** A document from the library (the project's brochure). */
      documentId: z.uuid({ error: 'Choose a document.' }),
      caption: nullableText('Caption', 1024),
    }),
  ],
  { error: 'Send a template, a text or a document.' },
);
export type WhatsAppSendInput = z.input<typeof whatsappSendSchema>;
/** The message as stored (status queued or sent; failed with the reason when the provider refused it at once). */
export const whatsappSendResultSchema = whatsappMessageSchema;

// ---------------------------------------------------------------------------------------------
// The shared inbox (/whatsapp)

export const INBOX_SCOPES = ['mine', 'team', 'all'] as const;
export type InboxScope = (typeof INBOX_SCOPES)[number];
export const inboxQuerySchema = z.object({
  /** mine: my leads; team: leads I may see (a manager's team); all: administrators. Wider than allowed → 403. */
  scope: z.enum(INBOX_SCOPES, { error: 'Choose mine, team or all.' }).default('mine'),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});
export const conversationSchema = z.object({
  leadId: z.string(),
  leadName: z.string(),
  mobile: z.string(),
  assignee: z.object({ _id: z.string(), name: z.string() }).nullable(),
  lastMessage: z.object({
    direction: z.enum(['in', 'out']),
    kind: z.enum(WHATSAPP_MESSAGE_KINDS),
    preview: z.string(),
    status: z.enum(WHATSAPP_MESSAGE_STATUSES),
    at: z.string(),
  }),
  unread: z.number(),
  /** The buyer wrote last and nobody has answered. */
  needsReply: z.boolean(),
  window: whatsappWindowSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;
export const inboxSchema = z.object({
  items: z.array(conversationSchema),
  total: z.number(),
  /** Unread conversations in this scope (the sidebar's badge). */
  unreadConversations: z.number(),
});
export type Inbox = z.infer<typeof inboxSchema>;

// ---------------------------------------------------------------------------------------------
// Campaigns reuse campaign.ts with channel `whatsapp`; the audience summary adds this.

export const whatsappAudienceExtraSchema = z.object({
  category: z.enum(WHATSAPP_TEMPLATE_CATEGORIES),
  /** New people (no message from them in 24 h) the tier still allows today; null = unlimited. */
  tierRemaining: z.number().nullable(),
  /** The tier's limit itself ("1,750 of 2,000 new people left"); null = unlimited. */
  tierLimit: z.number().nullable().optional(),
});

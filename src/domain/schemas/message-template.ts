import { z } from 'zod';
import { SMS_CATEGORIES } from '../messaging/dlt';
import { TEMPLATE_VARIABLES } from '../messaging/variables';
import { requiredText } from './common';
import { channelSchema } from './messaging';
import { senderIdSchema } from './sms-settings';
import { WHATSAPP_TEMPLATE_CATEGORIES } from './whatsapp';

/**
 * Message templates (BulkSmsTemplate, decisions 112 and 115–116): an email's subject and body, an
 * SMS's DLT registration, and a template rendered for a real lead.
 */

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
export const dltIdSchema = z
  .string({ error: 'DLT template id is required.' })
  .trim()
  .regex(/^\d{10,25}$/, { error: 'DLT template id must be 10 to 25 digits, as the DLT portal shows it.' });

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
  z.object({
    channel: z.literal('whatsapp'),
    /** The body as the buyer reads it, and the values sent for {{1}}, {{2}}… */
    text: z.string(),
    params: z.array(z.string()),
    /** Fields empty for this lead (labels): WhatsApp refuses the message, so this lead is not sent. */
    empty: z.array(z.string()),
    category: z.enum(WHATSAPP_TEMPLATE_CATEGORIES),
  }),
]);
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

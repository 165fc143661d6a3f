import { z } from 'zod';
import { TEMPLATE_VARIABLES } from '../messaging/variables';
import { secretStatusSchema } from './smtp';

/**
 * The SMS gateway settings (decisions 112 and 114): the DLT entity and the registered headers, the
 * gateway, its secrets (kept apart, shown only as set or not) and the test send.
 */

/** A header (sender id): 3–11 letters or digits (TRAI); the operator prefix ("VM-") is not part of it. */
export const senderIdSchema = z
  .string({ error: 'Sender id is required.' })
  .trim()
  .regex(/^[A-Za-z0-9]{3,11}$/, { error: 'Sender id must be 3 to 11 letters or digits, like ESTDSK.' });

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
  /**
   * The gateway answers a repeated client_ref with the first message instead of sending again
   * (the provider says so in writing). Only then are SMS claimed before a crash sent again on
   * restart; otherwise they are held as "unknown" for a person (decision 160).
   */
  dedupesClientRef: z.boolean({ error: 'De-duplicates is true or false.' }).default(false),
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

/**
 * POST /api/settings/sms/test: a registered SMS template sent to one mobile, filled with sample
 * values the administrator may edit (a DLT-checking gateway refuses any other text, decision 160).
 */
export const smsTestSchema = z.object({
  mobile: z.string({ error: 'Mobile is required.' }),
  templateId: z.uuid({ error: 'Choose an SMS template to send.' }),
  /** One value per variable the template uses; a variable left out takes its sample value. */
  values: z
    .partialRecord(
      z.enum(TEMPLATE_VARIABLES, { error: 'Unknown variable.' }),
      z
        .string({ error: 'A sample value must be text.' })
        .max(200, { error: 'A sample value is at most 200 characters.' }),
    )
    .optional(),
});
export type SmsTest = z.infer<typeof smsTestSchema>;
export const smsTestResultSchema = z.object({
  ok: z.boolean(),
  /** The gateway's answer, in a sentence. */
  message: z.string(),
  providerId: z.string().nullable(),
  /** The gateway's own error code, when it refused. */
  code: z.string().nullable(),
  /** What was sent: the text, the DLT template id and the header. */
  text: z.string(),
  dltTemplateId: z.string(),
  senderId: z.string(),
});

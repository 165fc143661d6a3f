import { z } from 'zod';
import { nullableText } from './common';
import { secretStatusSchema } from './smtp';

/**
 * WhatsApp's provider settings (/api/settings/whatsapp, administrators; decision 214): the Cloud
 * API or Gupshup, the messaging limit, the secrets (kept apart, shown only as set or not) and Test.
 */

export const WHATSAPP_PROVIDERS = ['cloud', 'gupshup'] as const;
export type WhatsAppProvider = (typeof WHATSAPP_PROVIDERS)[number];
export const WHATSAPP_PROVIDER_LABELS: Record<WhatsAppProvider, string> = {
  cloud: 'WhatsApp Cloud API (Meta)',
  gupshup: 'Gupshup',
};

/**
 * Meta's messaging limit: unique people reached outside the 24-hour window in a moving 24 hours,
 * per business portfolio. `unlimited` has no daily cap.
 */
export const WHATSAPP_TIERS = ['250', '2000', '10000', '100000', 'unlimited'] as const;
export type WhatsAppTier = (typeof WHATSAPP_TIERS)[number];
export const tierLimit = (tier: WhatsAppTier): number | null => (tier === 'unlimited' ? null : Number(tier));
export const WHATSAPP_TIER_LABELS: Record<WhatsAppTier, string> = {
  '250': '250 people a day',
  '2000': '2,000 people a day',
  '10000': '10,000 people a day',
  '100000': '100,000 people a day',
  unlimited: 'Unlimited',
};

const digits = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .regex(new RegExp(`^\\d{${min},${max}}$`), {
      error: `${label} must be ${min} to ${max} digits, as the provider shows it.`,
    });
const optionalDigits = (label: string, min: number, max: number) =>
  z
    .union([z.literal(''), z.null(), digits(label, min, max)])
    .optional()
    .transform((v) => v || null);

/** The settings as stored, without secrets (kept apart, shown only as set or not). */
export const whatsappSettingsSchema = z
  .object({
    enabled: z.boolean({ error: 'Enabled is true or false.' }),
    provider: z.enum(WHATSAPP_PROVIDERS, { error: 'Provider is the Cloud API or Gupshup.' }),
    /** Cloud API: the number's id and the WhatsApp Business Account id from Meta's console. */
    phoneNumberId: optionalDigits('Phone number id', 6, 25),
    businessAccountId: optionalDigits('WhatsApp Business Account id', 6, 25),
    /** Where the Cloud API answers; Meta's by default, a fake in development and tests. */
    apiBaseUrl: z
      .url({ error: 'API address must be a web address like https://graph.facebook.com.' })
      .default('https://graph.facebook.com'),
    apiVersion: z
      .string()
      .trim()
      .regex(/^v\d{1,3}\.\d{1,2}$/, { error: 'API version looks like v21.0.' })
      .default('v21.0'),
    /** Gupshup: the app's name, the WhatsApp number it sends from (10 digits or with 91) and its API address. */
    gupshupAppName: nullableText('Gupshup app name', 100),
    gupshupSourceNumber: optionalDigits('Source number', 10, 15),
    gupshupApiUrl: z
      .url({ error: 'Gupshup address must be a web address like https://api.gupshup.io.' })
      .default('https://api.gupshup.io'),
    /** The daily limit of new people: read from the provider (Test) or set here. */
    tierSource: z.enum(['provider', 'manual'], { error: 'Tier source is provider or manual.' }).default('manual'),
    tier: z.enum(WHATSAPP_TIERS, { error: 'Choose the messaging limit from the list.' }).default('250'),
    /** Messages a second per number (Meta: 80 by default, up to 1,000). */
    ratePerSecond: z.coerce
      .number({ error: 'Rate must be a number.' })
      .int({ error: 'Rate must be a whole number.' })
      .min(1, { error: 'Rate must be at least 1 per second.' })
      .max(1000, { error: 'Rate must be at most 1000 per second.' })
      .default(80),
  })
  .superRefine((s, ctx) => {
    if (s.provider === 'cloud') {
      if (!s.phoneNumberId)
        ctx.addIssue({
          code: 'custom',
          path: ['phoneNumberId'],
          message: 'Phone number id is required for the Cloud API.',
        });
      if (!s.businessAccountId)
        ctx.addIssue({
          code: 'custom',
          path: ['businessAccountId'],
          message: 'WhatsApp Business Account id is required for the Cloud API.',
        });
    } else {
      if (!s.gupshupAppName)
        ctx.addIssue({ code: 'custom', path: ['gupshupAppName'], message: 'Gupshup app name is required.' });
      if (!s.gupshupSourceNumber)
        ctx.addIssue({
          code: 'custom',
          path: ['gupshupSourceNumber'],
          message: 'Source number is required for Gupshup.',
        });
    }
  });
export type WhatsAppSettings = z.output<typeof whatsappSettingsSchema>;

/** A new secret as text; the GET's `{set, changedAt}` sent back (or empty, or absent) keeps the stored one. */
const secretInput = (label: string) =>
  z
    .union([
      z.string({ error: `${label} must be text.` }).max(1000, { error: `${label} must be at most 1000 characters.` }),
      secretStatusSchema.transform(() => undefined),
    ])
    .nullish()
    .transform((v) => v || undefined);

/** PUT /api/settings/whatsapp: a new secret replaces the stored one; empty or absent keeps it. */
export const whatsappSettingsInputSchema = z.object({
  settings: whatsappSettingsSchema,
  /** Cloud API: the system user's access token; Gupshup: the API key. */
  accessToken: secretInput('Access token'),
  /** Cloud API: the app secret, which signs every webhook (X-Hub-Signature-256). */
  appSecret: secretInput('App secret'),
});
export type WhatsAppSettingsInput = z.input<typeof whatsappSettingsInputSchema>;

export const whatsappSettingsViewSchema = z.object({
  settings: z.custom<WhatsAppSettings>().nullable(),
  accessToken: secretStatusSchema,
  appSecret: secretStatusSchema,
  /** What to paste into Meta's console: the callback address and the verify token (made by the server). */
  webhookUrl: z.string(),
  verifyToken: z.string(),
  /** What the last Test read from the provider, when it did. */
  number: z
    .object({
      displayPhoneNumber: z.string().nullable(),
      verifiedName: z.string().nullable(),
      qualityRating: z.string().nullable(),
      tier: z.enum(WHATSAPP_TIERS).nullable(),
      checkedAt: z.string(),
    })
    .nullable(),
});
export type WhatsAppSettingsView = z.infer<typeof whatsappSettingsViewSchema>;

/** POST /api/settings/whatsapp/test: the provider asked for the number's name, quality and tier. */
export const whatsappTestResultSchema = z.object({
  ok: z.boolean(),
  /** The answer in plain words: "Connected to +91 98… (Sahyadri Homes), quality High, 2,000 people a day." */
  message: z.string(),
  displayPhoneNumber: z.string().nullable(),
  verifiedName: z.string().nullable(),
  /** GREEN / YELLOW / RED / UNKNOWN as the provider says it; the message words it. */
  qualityRating: z.string().nullable(),
  tier: z.enum(WHATSAPP_TIERS).nullable(),
});
export type WhatsAppTestResult = z.infer<typeof whatsappTestResultSchema>;

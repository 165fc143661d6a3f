import { z } from 'zod';
import { callNumberKey } from './call';
import { requiredText } from './common';
import { secretStatusSchema } from './smtp';

/** The office line (click-to-call through a telephony provider): its settings, status and connect. */
export const TELEPHONY_PROVIDERS = ['exotel'] as const;
export type TelephonyProvider = (typeof TELEPHONY_PROVIDERS)[number];

/** The telephony settings as stored, without the two secrets (kept apart, encrypted). */
export const telephonySettingsSchema = z.object({
  provider: z.enum(TELEPHONY_PROVIDERS, { error: 'Choose a provider from the list.' }).default('exotel'),
  enabled: z.boolean({ error: 'Enabled is yes or no.' }).default(false),
  accountSid: requiredText('Account SID', 100),
  /** The provider's API base, e.g. https://api.exotel.com (the subdomain of the account's region). */
  apiBaseUrl: z
    .string({ error: 'API base URL is required.' })
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: 'API base URL must be an http(s) address.' }))
    .transform((v) => v.replace(/\/+$/, '')),
  /** The API key (user name of the provider's basic auth). */
  apiKey: requiredText('API key', 200),
  /** The company's virtual number the customer sees (the caller id). */
  callerId: z
    .string({ error: 'Caller id is required.' })
    .trim()
    .regex(/^\+?[\d\s-]{6,20}$/, { error: 'Caller id must be a phone number.' }),
});
export type TelephonySettings = z.output<typeof telephonySettingsSchema>;

const secretInput = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .max(500, { error: `${label} must be at most 500 characters.` })
    .nullish()
    .transform((v) => v || undefined);

/** PUT /api/settings/telephony: a secret sent replaces the stored one; empty or absent keeps it. */
export const telephonySettingsInputSchema = telephonySettingsSchema.extend({
  apiToken: secretInput('API token'),
  callbackSecret: secretInput('Callback secret'),
});
export type TelephonySettingsInput = z.input<typeof telephonySettingsInputSchema>;

/** The stored settings as a GET returns them (plain values: a PUT takes them back). */
export const telephonySettingsStoredSchema = z.object({
  provider: z.enum(TELEPHONY_PROVIDERS),
  enabled: z.boolean(),
  accountSid: z.string(),
  apiBaseUrl: z.string(),
  apiKey: z.string(),
  callerId: z.string(),
});

export const telephonySettingsViewSchema = z.object({
  /** null until an administrator saves them. */
  settings: telephonySettingsStoredSchema.nullable(),
  apiToken: secretStatusSchema,
  callbackSecret: secretStatusSchema,
  /** The StatusCallback address the provider is given (without the secret). */
  callbackUrl: z.string(),
});
export type TelephonySettingsView = z.infer<typeof telephonySettingsViewSchema>;

/** GET /api/telephony/status — whether screens show "Call via office line". */
export const telephonyStatusSchema = z.object({ enabled: z.boolean() });

/** POST /api/settings/telephony/test: the provider's answer to reading the account. */
export const telephonyTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type TelephonyTestResult = z.infer<typeof telephonyTestResultSchema>;

/** POST /api/telephony/connect: a lead's mobile, or a number. The signed-in member's mobile is rung first. */
export const telephonyConnectSchema = z
  .object({
    leadId: z.uuid({ error: 'Lead is not valid.' }).optional(),
    number: z.string().trim().max(40).optional(),
  })
  .refine((v) => v.leadId || (v.number && callNumberKey(v.number).length === 10), {
    error: 'Choose a lead or give a 10-digit number to call.',
    path: ['number'],
  });
export type TelephonyConnectInput = z.input<typeof telephonyConnectSchema>;

export const telephonyConnectResultSchema = z.object({ callId: z.string(), status: z.string() });
export type TelephonyConnectResult = z.infer<typeof telephonyConnectResultSchema>;

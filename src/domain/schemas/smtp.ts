import { z } from 'zod';
import { emailSchema, optionalEmailSchema, optionalText, requiredText } from './common';

export const SMTP_SECURITY = ['none', 'starttls', 'tls'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];
export const smtpSecurityLabels: Record<SmtpSecurity, string> = {
  none: 'None',
  starttls: 'STARTTLS',
  tls: 'TLS',
};

/** The SMTP settings as stored, without the password (a secret, kept apart and encrypted). */
export const smtpSettingsSchema = z.object({
  host: requiredText('Host', 253),
  port: z.coerce
    .number({ error: 'Port is required.' })
    .int({ error: 'Port must be a whole number.' })
    .min(1, { error: 'Port must be between 1 and 65535.' })
    .max(65535, { error: 'Port must be between 1 and 65535.' }),
  security: z.enum(SMTP_SECURITY, { error: 'Choose None, STARTTLS or TLS.' }),
  user: optionalText('User', 254),
  fromName: requiredText('From name', 100),
  fromAddress: emailSchema,
  replyTo: optionalEmailSchema,
});
export type SmtpSettings = z.infer<typeof smtpSettingsSchema>;

/** PUT /api/settings/smtp: a new password replaces the stored one; empty or absent keeps it. */
export const smtpSettingsInputSchema = smtpSettingsSchema.extend({
  password: z
    .string({ error: 'Password must be text.' })
    .max(500, { error: 'Password must be at most 500 characters.' })
    .nullish()
    .transform((v) => v || undefined),
  /** Removes the stored password (a server without authentication). */
  clearPassword: z.boolean().optional(),
});
export type SmtpSettingsInput = z.input<typeof smtpSettingsInputSchema>;
export type SmtpSettingsSave = z.output<typeof smtpSettingsInputSchema>;

/** All the API says about a secret: whether one is stored and when it last changed. */
export const secretStatusSchema = z.object({ set: z.boolean(), changedAt: z.string().nullable() });

export const smtpSettingsViewSchema = z.object({
  /** null until an administrator saves the settings. */
  settings: smtpSettingsSchema.extend({ user: z.string().nullable(), replyTo: z.string().nullable() }).nullable(),
  password: secretStatusSchema,
});
export type SmtpSettingsView = z.infer<typeof smtpSettingsViewSchema>;

export const smtpTestSchema = z.object({ to: emailSchema });

/** The server's answer to a test email, or its exact error; both are shown to the administrator. */
export const smtpTestResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  /** The SMTP server's own words (e.g. "250 2.0.0 Ok: queued", "535 5.7.8 Authentication failed"). */
  response: z.string().nullable(),
  messageId: z.string().nullable(),
});
export type SmtpTestResult = z.infer<typeof smtpTestResultSchema>;

/** Whether the app can send email now; screens that would send say so when it cannot. */
export const mailStatusSchema = z.object({ configured: z.boolean() });

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

export const emailOutboxItemSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  messageId: z.string().nullable(),
  relatedKind: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailOutboxItem = z.infer<typeof emailOutboxItemSchema>;
export const emailOutboxListSchema = z.object({ emails: z.array(emailOutboxItemSchema) });
/** A failed email sent again: the row, queued once more. */
export const emailRetryResultSchema = z.object({ email: emailOutboxItemSchema });

import { z } from 'zod';
import { NOTICE_CATEGORIES, NOTICE_PURPOSES, NOTICE_VARIABLES } from '../messaging/notice-sms';
import { requiredText } from './common';
import { dltIdSchema } from './message-template';
import { senderIdSchema } from './sms-settings';

/**
 * The demand and reminder SMS (decision 199): the DLT template of each, in the SMS settings, and
 * what each demand's SMS became, on the booking page.
 */

export const noticeSmsTemplateSchema = z.object({
  dltTemplateId: dltIdSchema,
  senderId: senderIdSchema,
  category: z.enum(NOTICE_CATEGORIES, { error: 'Category is Service (implicit) or Transactional.' }),
  registeredText: requiredText('Registered text', 2000),
  variables: z
    .array(z.enum(NOTICE_VARIABLES, { error: 'Choose each variable from the list.' }), {
      error: 'Variables must be a list.',
    })
    .max(20, { error: 'At most 20 variables.' })
    .default([]),
});
export type NoticeSmsTemplate = z.infer<typeof noticeSmsTemplateSchema>;

/** PUT /api/settings/sms/notices: a null template sends no SMS of that kind. */
export const noticeSmsSettingsSchema = z.object({
  demandRaised: noticeSmsTemplateSchema.nullable(),
  paymentReminder: noticeSmsTemplateSchema.nullable(),
});
export type NoticeSmsSettings = z.infer<typeof noticeSmsSettingsSchema>;
export type NoticeSmsSettingsInput = z.input<typeof noticeSmsSettingsSchema>;

/** Why no SMS of each kind would leave now (SMS off, no template…), or null when it would. */
export const noticeProblemsSchema = z.object({
  demandRaised: z.string().nullable(),
  paymentReminder: z.string().nullable(),
});

export const noticeSmsSettingsViewSchema = noticeSmsSettingsSchema.extend({ problems: noticeProblemsSchema });
export type NoticeSmsSettingsView = z.infer<typeof noticeSmsSettingsViewSchema>;

export const NOTICE_SMS_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'skipped',
  'opted_out',
  'unknown',
] as const;
export type NoticeSmsStatus = (typeof NOTICE_SMS_STATUSES)[number];

export const noticeSmsSchema = z.object({
  _id: z.string(),
  demandId: z.string(),
  purpose: z.enum(NOTICE_PURPOSES),
  status: z.enum(NOTICE_SMS_STATUSES),
  /** Why it did not leave, or what the gateway said. */
  reason: z.string().nullable(),
  mobile: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type NoticeSms = z.infer<typeof noticeSmsSchema>;

/** GET /api/bookings/:id/demand-sms: the SMS of the booking's demands, newest first, and why none would go now. */
export const bookingDemandSmsSchema = z.object({
  problems: noticeProblemsSchema,
  messages: z.array(noticeSmsSchema),
});
export type BookingDemandSms = z.infer<typeof bookingDemandSmsSchema>;

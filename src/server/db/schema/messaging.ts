import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SMS_CATEGORIES, type SmsCategory } from '../../../domain/messaging/dlt';
import {
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  RECIPIENT_STATUSES,
  type RecipientStatus,
} from '../../../domain/schemas/campaign';
import { type Exclusions, MESSAGE_CHANNELS, type MessageChannel } from '../../../domain/schemas/messaging';
import type { WhatsAppTemplateParts } from '../../../domain/schemas/whatsapp';
import { oneOf } from '../sql-list';
import { leads } from './leads';
import { users } from './users';

/** Email and SMS templates. SMS ones carry their DLT registration. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    name: text('name').notNull(),
    subject: text('subject'),
    bodyHtml: text('body_html'),
    bodyText: text('body_text'),
    attachmentDocumentIds: jsonb('attachment_document_ids').$type<string[]>().notNull().default([]),
    dltTemplateId: text('dlt_template_id'),
    senderId: text('sender_id'),
    category: text('category').$type<SmsCategory>(),
    registeredText: text('registered_text'),
    variables: jsonb('variables').$type<string[]>().notNull().default([]),
    /** A WhatsApp template as synced from the provider, with our mapping of its placeholders (decision 214). */
    whatsapp: jsonb('whatsapp').$type<WhatsAppTemplateParts>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_templates_channel_name_idx').on(t.channel, t.name),
    check('message_templates_channel_check', oneOf(t.channel, MESSAGE_CHANNELS)),
    // One row per provider template and language; a sync updates it in place.
    uniqueIndex('message_templates_whatsapp_idx')
      .on(sql`(${t.whatsapp} ->> 'providerName')`, sql`(${t.whatsapp} ->> 'language')`)
      .where(sql`${t.channel} = 'whatsapp'`),
    check('message_templates_category_check', sql`${t.category} is null or ${oneOf(t.category, SMS_CATEGORIES)}`),
  ],
);

/**
 * A send (decision 110): bulk, or one message to one lead. The template is copied into `template`
 * when it is created, so editing the template later does not change what a running campaign sends.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    name: text('name').notNull(),
    bulk: boolean('bulk').notNull().default(true),
    templateId: uuid('template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    template: jsonb('template').$type<Record<string, unknown>>().notNull(),
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    excluded: jsonb('excluded').$type<Exclusions>().notNull(),
    status: text('status').$type<CampaignStatus>().notNull(),
    scheduleAt: timestamp('schedule_at', { withTimezone: true }),
    /** The send job now queued for it (a resume or a resend queues a new one). */
    jobId: uuid('job_id'),
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('campaigns_channel_created_idx').on(t.channel, t.createdAt.desc(), t.seq.desc()),
    index('campaigns_created_idx').on(t.createdAt.desc(), t.seq.desc()),
    check('campaigns_channel_check', oneOf(t.channel, MESSAGE_CHANNELS)),
    check('campaigns_status_check', oneOf(t.status, CAMPAIGN_STATUSES)),
  ],
);

/**
 * One row per recipient, frozen when the campaign is created (one INSERT … SELECT, decision 110),
 * unique per campaign and address. `sending` is the claim committed before the gateway or SMTP
 * call (decision 111). The row's id is the unsubscribe token of its email (random, 122 bits).
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** An email address (lower case) or a 10-digit mobile. */
    address: text('address').notNull(),
    status: text('status').$type<RecipientStatus>().notNull().default('queued'),
    reason: text('reason'),
    providerMessageId: text('provider_message_id'),
    attempt: integer('attempt').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** What left, as this recipient got it: the email's subject or the SMS text (EmailHistory shows it, not the template's). */
    sentText: text('sent_text'),
  },
  (t) => [
    uniqueIndex('campaign_recipients_campaign_address_idx').on(t.campaignId, t.address),
    index('campaign_recipients_campaign_status_idx').on(t.campaignId, t.status),
    index('campaign_recipients_provider_idx').on(t.providerMessageId).where(sql`${t.providerMessageId} is not null`),
    index('campaign_recipients_address_idx').on(t.address),
    check('campaign_recipients_status_check', oneOf(t.status, RECIPIENT_STATUSES)),
  ],
);

/**
 * A lead's opt-outs, kept apart from the leads table (decision 113): one row per lead that has
 * ever had a flag set. No row means no opt-out.
 */
export const leadMessagePreferences = pgTable('lead_message_preferences', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  emailOptOut: boolean('email_opt_out').notNull().default(false),
  smsOptOut: boolean('sms_opt_out').notNull().default(false),
  dnd: boolean('dnd').notNull().default(false),
  /** WhatsApp (decision 214): opted in (marketing templates need it) and opted out (nothing is sent). The record is message_consents. */
  whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
  whatsappOptOut: boolean('whatsapp_opt_out').notNull().default(false),
  /** How the last change came: 'link' (unsubscribe), 'stop' (SMS reply), 'manual'. */
  source: text('source'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

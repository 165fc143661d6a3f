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
import {
  CONSENT_CHANNELS,
  CONSENT_METHODS,
  type ConsentChannel,
  type ConsentMethod,
  WHATSAPP_MESSAGE_KINDS,
  WHATSAPP_MESSAGE_STATUSES,
  type WhatsAppMessageKind,
  type WhatsAppMessageStatus,
} from '../../../domain/schemas/whatsapp';
import { oneOf } from '../sql-list';
import { files } from './files';
import { leads } from './leads';
import { campaignRecipients, campaigns, messageTemplates } from './messaging';
import { users } from './users';

/**
 * Every WhatsApp message, both ways (decision 214): a single send from the lead page or the inbox,
 * a campaign's message (with its recipient row), and what a buyer wrote. `waId` is the provider's
 * message id: an inbound message is stored once by it, and status webhooks find outbound ones by it.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Orders messages of the same instant. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    /** The buyer's 10-digit mobile (the other end of the conversation). */
    mobile: text('mobile').notNull(),
    waId: text('wa_id'),
    kind: text('kind').$type<WhatsAppMessageKind>().notNull(),
    /** The text, the caption, or a template as filled for this lead. */
    body: text('body'),
    templateId: uuid('template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name'),
    /** Inbound media: the provider's id until the file is fetched into storage (a job), then `fileId`. */
    providerMediaId: text('provider_media_id'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    status: text('status').$type<WhatsAppMessageStatus>().notNull(),
    failureCode: text('failure_code'),
    failure: text('failure'),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    campaignRecipientId: uuid('campaign_recipient_id').references(() => campaignRecipients.id, {
      onDelete: 'set null',
    }),
    /** A click-to-WhatsApp ad's referral on a buyer's first message (source_url, headline, ctwa_clid…). */
    referral: jsonb('referral').$type<Record<string, unknown>>(),
    /** The Idempotency-Key of a send from a screen (one message per key). */
    clientKey: text('client_key'),
    /** When it was written (inbound: the provider's timestamp). */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_wa_id_idx').on(t.waId).where(sql`${t.waId} is not null`),
    uniqueIndex('whatsapp_messages_client_key_idx').on(t.clientKey).where(sql`${t.clientKey} is not null`),
    index('whatsapp_messages_lead_at_idx').on(t.leadId, t.at.desc(), t.seq.desc()),
    // The tier's count of new people reached in the last 24 hours.
    index('whatsapp_messages_out_at_idx').on(t.at, t.mobile).where(sql`${t.direction} = 'out'`),
    index('whatsapp_messages_recipient_idx').on(t.campaignRecipientId).where(sql`${t.campaignRecipientId} is not null`),
    check('whatsapp_messages_direction_check', sql`${t.direction} in ('in', 'out')`),
    check('whatsapp_messages_kind_check', oneOf(t.kind, WHATSAPP_MESSAGE_KINDS)),
    check('whatsapp_messages_status_check', oneOf(t.status, WHATSAPP_MESSAGE_STATUSES)),
  ],
);

/**
 * Status webhooks as they came, once each (wa id × status): applied to the message in rank order,
 * and kept when the message is not written yet (a status can arrive before the send's answer is
 * stored), to be applied when it is.
 */
export const whatsappStatusEvents = pgTable(
  'whatsapp_status_events',
  {
    waId: text('wa_id').notNull(),
    status: text('status').$type<WhatsAppMessageStatus>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    code: text('code'),
    reason: text('reason'),
    applied: boolean('applied').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_status_events_key').on(t.waId, t.status),
    index('whatsapp_status_events_pending_idx').on(t.waId).where(sql`not ${t.applied}`),
    check('whatsapp_status_events_status_check', oneOf(t.status, WHATSAPP_MESSAGE_STATUSES)),
  ],
);

/**
 * One row per lead that has a WhatsApp conversation: what the inbox lists without reading the
 * messages. Written in the same transaction as each message and status.
 */
export const whatsappConversations = pgTable(
  'whatsapp_conversations',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    lastDirection: text('last_direction').$type<'in' | 'out'>().notNull(),
    lastKind: text('last_kind').$type<WhatsAppMessageKind>().notNull(),
    lastPreview: text('last_preview').notNull(),
    lastStatus: text('last_status').$type<WhatsAppMessageStatus>().notNull(),
    /** The buyer's last message: the 24-hour window runs from it. */
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    unread: integer('unread').notNull().default(0),
    /** The buyer wrote last and no one has answered yet. */
    needsReply: boolean('needs_reply').notNull().default(false),
  },
  (t) => [
    index('whatsapp_conversations_last_idx').on(t.lastMessageAt.desc(), t.leadId),
    check('whatsapp_conversations_unread_check', sql`${t.unread} >= 0`),
  ],
);

/**
 * The opt-in record (decision 214): every opt-in and opt-out of a lead on a channel, how and by
 * whom. The lead's current state is `lead_message_preferences` (whatsapp_opt_in / whatsapp_opt_out,
 * sms_opt_out, email_opt_out), written in the same transaction by the one function that records it.
 */
export const messageConsents = pgTable(
  'message_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<ConsentChannel>().notNull(),
    event: text('event').$type<'opt_in' | 'opt_out'>().notNull(),
    method: text('method').$type<ConsentMethod>().notNull(),
    note: text('note'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the record still names the person after the member is deleted. */
    recordedByName: text('recorded_by_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_consents_lead_idx').on(t.leadId, t.channel, t.at.desc(), t.seq.desc()),
    check('message_consents_channel_check', oneOf(t.channel, CONSENT_CHANNELS)),
    check('message_consents_event_check', sql`${t.event} in ('opt_in', 'opt_out')`),
    check('message_consents_method_check', oneOf(t.method, CONSENT_METHODS)),
  ],
);

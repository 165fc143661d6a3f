import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SMS_CATEGORIES, type SmsCategory } from '../../../domain/messaging/dlt';
import { NOTICE_PURPOSES, type NoticePurpose } from '../../../domain/messaging/notice-sms';
import { NOTICE_SMS_STATUSES, type NoticeSmsStatus } from '../../../domain/schemas/notice-sms';
import { oneOf } from '../sql-list';
import { bookings } from './bookings';
import { leads } from './leads';

/**
 * One transactional SMS (decision 199): a demand raised or an overdue demand's reminder. The row is
 * written with its text already rendered and DLT-checked, in one INSERT … SELECT for a whole batch,
 * and is the message's claim, outcome and history, as campaign_recipients is a campaign's
 * (decisions 111 and 160): queued → sending (committed before the gateway call) → sent, delivered,
 * failed or unknown. A row that never reaches the gateway says why (skipped, opted_out, failed).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One message per cause: `demand-raised:<demand>`, `payment-reminder:<demand>:<India day>`. */
    idempotencyKey: text('idempotency_key').notNull(),
    purpose: text('purpose').$type<NoticePurpose>().notNull(),
    /** The demand it is about (no foreign key: a demand's SMS history outlives nothing it needs). */
    demandId: uuid('demand_id').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** 10 digits; null when the buyer has none (the row is then `skipped`). */
    mobile: text('mobile'),
    text: text('text').notNull(),
    /** What it is about, for the timelines: "demand DM-2026-000123 (Plinth)". */
    about: text('about').notNull(),
    dltTemplateId: text('dlt_template_id').notNull(),
    senderId: text('sender_id').notNull(),
    category: text('category').$type<SmsCategory>().notNull(),
    status: text('status').$type<NoticeSmsStatus>().notNull().default('queued'),
    reason: text('reason'),
    attempt: integer('attempt').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_outbox_idempotency_key_idx').on(t.idempotencyKey),
    index('sms_outbox_demand_idx').on(t.demandId, t.purpose, t.createdAt),
    index('sms_outbox_booking_idx').on(t.bookingId),
    index('sms_outbox_queued_idx').on(t.createdAt).where(sql`${t.status} in ('queued', 'sending')`),
    index('sms_outbox_provider_idx').on(t.providerMessageId).where(sql`${t.providerMessageId} is not null`),
    check('sms_outbox_purpose_check', oneOf(t.purpose, NOTICE_PURPOSES)),
    check('sms_outbox_status_check', oneOf(t.status, NOTICE_SMS_STATUSES)),
    check('sms_outbox_category_check', oneOf(t.category, SMS_CATEGORIES)),
  ],
);

import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatInrPaise } from '../../../domain/billing/indian-format';
import { addDays, indiaDisplayDate } from '../../../domain/india-date';
import { LIVE_BOOKING_STATUSES } from '../../../domain/inventory/statuses';
import {
  type CollectionRemindersSetting,
  collectionRemindersSettingSchema,
} from '../../../domain/schemas/collections-screen';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { sqlList } from '../../db/sql-list';
import { defineJob } from '../../jobs/job-definition';
import { indiaDateSql } from '../../lib/india-day-sql';
import { smtpSetting } from '../../mail/smtp-settings';
import { defineSetting } from '../../settings/settings-store';
import { queueEmails } from '../mail/public';
import { collectionsToday } from './demand-sql';
import { queueReminderSms } from './reminder-sms';

/*
 * Reminders for overdue demands (decision 200): a daily job (10:00 India time) finds the open
 * demands past their due date whose last reminder is at least 7 India days old (or never), stamps
 * `reminded_at` and queues one email per demand to the first applicant through the outbox, in one
 * transaction per batch (its emails in one statement, decision 197): a retried or restarted run
 * finds the stamped ones done, and a demand gets at most one reminder a week. Off by the setting, nothing is sent.
 */

export const remindersSetting = defineSetting('collections.remindersEnabled', collectionRemindersSettingSchema);

/** On unless an administrator turned them off. */
export async function readRemindersSetting(ctx: Pick<AppContext, 'settings'>): Promise<CollectionRemindersSetting> {
  return (await ctx.settings.get(remindersSetting)) ?? { enabled: true };
}

export async function saveRemindersSetting(
  ctx: Pick<AppContext, 'settings'>,
  input: CollectionRemindersSetting,
  userId: string,
): Promise<CollectionRemindersSetting> {
  await ctx.settings.set(remindersSetting, input, { by: userId });
  return readRemindersSetting(ctx);
}

/** Days between two reminders of one demand. */
export const REMINDER_EVERY_DAYS = 7;
const BATCH = 200;

interface DueReminder {
  id: string;
  demand_no: string;
  booking_no: string;
  instalment: string;
  due_on: string;
  due: string;
  name: string | null;
  email: string;
}

/** Stamps and queues one batch; returns how many demands it reminded. */
async function remindBatch(ctx: AppContext, today: string): Promise<number> {
  const lastAllowed = addDays(today, -REMINDER_EVERY_DAYS);
  return ctx.db.transaction(async (tx) => {
    const rows = rowsOf<DueReminder>(
      await tx.execute(sql`with due as (
          select d.id from demands d join bookings b on b.id = d.booking_id
          where d.status in ('raised', 'sent', 'part_paid')
            and d.amount_paise + d.gst_paise + d.interest_paise - d.settled_paise > 0
            and d.due_on < ${today}::date
            and b.status in (${sqlList(LIVE_BOOKING_STATUSES)})
            and (d.reminded_at is null or ${indiaDateSql(sql`d.reminded_at`)} <= ${lastAllowed}::date)
            and exists (select 1 from booking_applicants a where a.booking_id = b.id and a.position = 1
              and coalesce(trim(a.email), '') <> '')
          order by d.due_on, d.id limit ${BATCH} for update of d skip locked)
        update demands d set reminded_at = ${ctx.clock()}, updated_at = ${ctx.clock()}
        from due, bookings b, booking_instalments i, booking_applicants a
        where d.id = due.id and b.id = d.booking_id and i.id = d.instalment_id
          and a.booking_id = b.id and a.position = 1
        returning d.id, d.demand_no, b.booking_no, i.name as instalment,
          to_char(d.due_on, 'YYYY-MM-DD') as due_on,
          (d.amount_paise + d.gst_paise + d.interest_paise - d.settled_paise)::bigint as due,
          a.name, trim(a.email) as email`),
    );
    // The batch's reminders in one INSERT … SELECT of outbox rows and one of their send jobs (decision 197).
    await queueEmails(
      ctx,
      tx,
      rows.map((r) => ({
        to: r.email,
        content: {
          subject: `Payment reminder: ${r.instalment}, booking ${r.booking_no}`,
          greeting: `Dear ${r.name ?? 'Customer'},`,
          paragraphs: [
            `Our demand ${r.demand_no} for "${r.instalment}" of your booking ${r.booking_no} was due on ${indiaDisplayDate(r.due_on)}. ${formatInrPaise(r.due)} of it is still to be paid.`,
            'Please pay at the earliest; interest on late payment accrues as per your agreement for sale. If you have paid already, please ignore this reminder and share the payment details with us.',
          ],
        },
        related: { kind: 'demand-reminder', id: r.id },
        createdBy: null,
        idempotencyKey: `demand-reminder:${r.id}:${today}`,
      })),
    );
    return rows.length;
  });
}

/** Daily (job-registry.ts): reminds every overdue demand not reminded in the last week. */
export const overdueRemindersJob = defineJob({
  kind: 'collections.overdue-reminders',
  payload: z.object({}),
  maxAttempts: 3,
  async run(ctx, job) {
    if (!(await readRemindersSetting(ctx)).enabled) return { reminded: 0, off: true };
    // The SMS reminders (decision 199): their own weekly count, sent with or without SMTP.
    await queueReminderSms(ctx, collectionsToday(ctx), REMINDER_EVERY_DAYS);
    // Without SMTP settings no email could go: nothing is stamped, so they go once it is set up.
    if ((await ctx.settings.get(smtpSetting)) === null) return { reminded: 0, noSmtp: true };
    const today = collectionsToday(ctx);
    let reminded = 0;
    for (;;) {
      job.signal.throwIfAborted();
      const n = await remindBatch(ctx, today);
      reminded += n;
      if (n < BATCH) return { reminded };
      await job.progress({ done: reminded, message: 'Reminding overdue demands' });
      await new Promise((resolve) => setImmediate(resolve));
    }
  },
});

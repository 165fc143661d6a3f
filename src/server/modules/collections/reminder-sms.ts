import { sql } from 'drizzle-orm';
import { addDays } from '../../../domain/india-date';
import { LIVE_BOOKING_STATUSES } from '../../../domain/inventory/statuses';
import type { AppContext } from '../../context';
import { sqlList } from '../../db/sql-list';
import { indiaDateSql } from '../../lib/india-day-sql';
import { yieldToLoop } from '../../lib/yield-to-loop';
import { getCompany } from '../company/public';
import { noticeSetup, queueNoticeSms } from '../messaging/public';
import { demandNoticeItems } from './demand-sms-items';

const BATCH = 500;

/**
 * The SMS half of the overdue reminders (decision 199): each open demand past its due date whose
 * buyer has a mobile and that had no reminder SMS in the last `everyDays` India days (the email's week) gets one, keyed by the
 * demand and the day, so a retried or repeated run the same day adds none. Its own weekly count,
 * apart from the email's `reminded_at`: a buyer without an email still gets the SMS, and SMTP being
 * down does not hold it. Not set up (no template, SMS off): nothing is written.
 */
export async function queueReminderSms(ctx: AppContext, today: string, everyDays: number) {
  const { template, problem } = await noticeSetup(ctx, 'payment_reminder');
  if (problem || !template) return { texted: 0 };
  const lastAllowed = addDays(today, -everyDays);
  const company = (await getCompany(ctx.db)).name;
  const filter = sql`d.status in ('raised', 'sent', 'part_paid')
    and d.amount_paise + d.gst_paise + d.interest_paise - d.settled_paise > 0
    and d.due_on < ${today}::date
    and b.status in (${sqlList(LIVE_BOOKING_STATUSES)})
    and coalesce(a.mobile, '') <> ''
    and not exists (select 1 from sms_outbox o where o.demand_id = d.id and o.purpose = 'payment_reminder'
      and ${indiaDateSql(sql`o.created_at`)} > ${lastAllowed}::date)`;
  let after: string | null = null;
  let texted = 0;
  for (;;) {
    const cursor: string | null = after;
    const batch = await ctx.db.transaction(async (tx) => {
      const { items, last } = await demandNoticeItems(
        tx,
        'payment_reminder',
        filter,
        (id) => `payment-reminder:${id}:${today}`,
        company,
        cursor,
        BATCH,
      );
      const queued = await queueNoticeSms(ctx, tx, 'payment_reminder', template, items);
      return { last, n: items.length, queued };
    });
    texted += batch.queued;
    if (batch.n < BATCH || !batch.last) return { texted };
    after = batch.last;
    await yieldToLoop();
  }
}

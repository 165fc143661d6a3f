import { sql } from 'drizzle-orm';
import { addDays } from '../../../domain/india-date';
import { LIVE_BOOKING_STATUSES } from '../../../domain/inventory/statuses';
import type { AppContext } from '../../context';
import { sqlList } from '../../db/sql-list';
import { indiaDateSql } from '../../lib/india-day-sql';
import { queueDemandNotices } from './demand-sms-items';

/**
 * The SMS half of the overdue reminders (decision 199): each open demand past its due date whose
 * buyer has a mobile and that had no reminder SMS in the last `everyDays` India days (the email's week) gets one, keyed by the
 * demand and the day, so a retried or repeated run the same day adds none. Its own weekly count,
 * apart from the email's `reminded_at`: a buyer without an email still gets the SMS, and SMTP being
 * down does not hold it. Not set up (no template, SMS off): nothing is written.
 */
export async function queueReminderSms(ctx: AppContext, today: string, everyDays: number) {
  const lastAllowed = addDays(today, -everyDays);
  const filter = sql`d.status in ('raised', 'sent', 'part_paid')
    and d.amount_paise + d.gst_paise + d.interest_paise - d.settled_paise > 0
    and d.due_on < ${today}::date
    and b.status in (${sqlList(LIVE_BOOKING_STATUSES)})
    and coalesce(a.mobile, '') <> ''
    and not exists (select 1 from sms_outbox o where o.demand_id = d.id and o.purpose = 'payment_reminder'
      and ${indiaDateSql(sql`o.created_at`)} > ${lastAllowed}::date)`;
  const { texted } = await queueDemandNotices(
    ctx,
    'payment_reminder',
    filter,
    (id) => `payment-reminder:${id}:${today}`,
  );
  return { texted };
}

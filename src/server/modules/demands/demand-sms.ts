import { sql } from 'drizzle-orm';
import type { BookingDemandSms, NoticeSms } from '../../../domain/schemas/notice-sms';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { notFound } from '../../lib/app-error';
import { queueDemandNotices } from '../collections/public';
import { noticeSetup } from '../messaging/public';

/**
 * The demand-raised SMS of a stage's open demands that have none yet (decision 199), after the
 * raise: one INSERT … SELECT per batch of 500 through messaging's outbox, keyed by the demand, so a
 * retry, a second raise or a restart adds none. Not set up (no template, SMS off): nothing is
 * written, and the booking page says why.
 */
export async function queueDemandRaisedSms(ctx: AppContext, stageId: string) {
  const filter = sql`d.tower_stage_id = ${stageId} and d.status in ('raised', 'sent', 'part_paid')
    and not exists (select 1 from sms_outbox o where o.idempotency_key = 'demand-raised:' || d.id::text)`;
  const { texted, problem } = await queueDemandNotices(ctx, 'demand_raised', filter, (id) => `demand-raised:${id}`);
  return { texted, smsProblem: problem };
}

/** GET /api/bookings/:id/demand-sms: every SMS of the booking's demands, newest first, and why none would go now. */
export async function bookingDemandSms(ctx: AppContext, bookingId: string): Promise<BookingDemandSms> {
  const [booking] = rowsOf<{ id: string }>(await ctx.db.execute(sql`select id from bookings where id = ${bookingId}`));
  if (!booking) throw notFound('That booking does not exist.');
  const rows = rowsOf<{
    id: string;
    demand_id: string;
    purpose: NoticeSms['purpose'];
    status: NoticeSms['status'];
    reason: string | null;
    mobile: string | null;
    text: string;
    created_at: Date | string;
    sent_at: Date | string | null;
    delivered_at: Date | string | null;
  }>(
    await ctx.db.execute(sql`
      select id, demand_id, purpose, status, reason, mobile, text, created_at, sent_at, delivered_at
      from sms_outbox where booking_id = ${bookingId} order by created_at desc, id desc limit 200`),
  );
  const [raised, reminder] = await Promise.all([
    noticeSetup(ctx, 'demand_raised'),
    noticeSetup(ctx, 'payment_reminder'),
  ]);
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  return {
    problems: { demandRaised: raised.problem, paymentReminder: reminder.problem },
    messages: rows.map((r) => ({
      _id: r.id,
      demandId: r.demand_id,
      purpose: r.purpose,
      status: r.status,
      reason: r.reason,
      mobile: r.mobile,
      text: r.text,
      createdAt: iso(r.created_at) as string,
      sentAt: iso(r.sent_at),
      deliveredAt: iso(r.delivered_at),
    })),
  };
}

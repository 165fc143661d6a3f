import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { bookingApplicants } from '../../db/schema/bookings';
import { insertDemand, insertReceipt } from '../collections/collections-fixture';
import { insertInventory } from '../projects/inventory-fixture';
import { insertBooking } from '../reports/bookings-fixture';

/**
 * A booked buyer for the personal-data tests, written straight into the database as the collections
 * tests write theirs: a booking of unit 101 with a first applicant and a co-applicant, one
 * instalment demanded and part paid by a receipt, the demand's SMS to the buyer, and its email to
 * the buyer with the letter attached (the letter and the receipt are kept as PDFs by the caller,
 * through their download routes, so the files are real). Plus the first demand SMS, sent before the
 * buyer's mobile was corrected, to `wrongMobile`: someone else's number, and so their record.
 */
export async function bookedBuyer(
  db: DbOrTx,
  buyer: { name: string; mobile: string; email: string },
  coApplicant: { name: string; mobile: string },
  wrongMobile: string,
) {
  const inv = await insertInventory(db, { name: 'Sahyadri Heights', floors: 1, perFloor: 2 });
  const { booking } = await insertBooking(db, inv.units[0]!, { bookingDate: '2026-04-10' });
  await db.insert(bookingApplicants).values([
    { bookingId: booking.id, position: 1, name: buyer.name, mobile: `91${buyer.mobile}`, email: buyer.email },
    { bookingId: booking.id, position: 2, name: coApplicant.name, mobile: `91${coApplicant.mobile}` },
  ]);
  const demand = await insertDemand(db, booking.id, {
    dueOn: '2026-05-20',
    amountPaise: 50_000_000,
    name: 'On booking',
    raisedOn: '2026-04-20',
  });
  const receipt = await insertReceipt(db, booking.id, { receivedOn: '2026-04-25', amountPaise: 20_000_000 });
  const sms = (mobile: string, key: string, status: string) => sql`(${key}, 'demand_raised', ${demand.id}::uuid,
    ${booking.id}::uuid, ${mobile}, ${`Dear ${buyer.name}, demand ${demand.demandNo} of Rs.5,00,000 is due on 20/05/2026. -SUNRISE`},
    ${`demand ${demand.demandNo} (On booking)`}, '1207160000000099999', 'SUNRSE', 'service_implicit', ${status})`;
  const smsRows = rowsOf<{ id: string; mobile: string }>(
    await db.execute(sql`insert into sms_outbox (idempotency_key, purpose, demand_id, booking_id, mobile, text, about,
        dlt_template_id, sender_id, category, status)
      values ${sms(wrongMobile, `demand-raised:${demand.id}`, 'sent')},
        ${sms(buyer.mobile, `payment-reminder:${demand.id}:2026-04-30`, 'delivered')}
      returning id, mobile`),
  );
  const wrong = smsRows.find((r) => r.mobile === wrongMobile)!;
  // What the SMS sender writes on the booking's history for a sent SMS.
  await db.execute(sql`insert into booking_events (booking_id, kind, detail)
    values (${booking.id}::uuid, 'sms_sent', jsonb_build_object('summary',
      ${`SMS sent: demand ${demand.demandNo} (On booking) to ${wrongMobile}`}::text, 'smsId', ${wrong.id}::text))`);
  return { booking, demand, receipt, wrongSmsId: wrong.id };
}

/** The demand's email as the raise queues it, sent, with the kept letter attached. */
export async function emailedLetter(db: DbOrTx, to: string, demandId: string, letterFileId: string) {
  await db.execute(sql`insert into email_outbox ("to", subject, text, html, attachments, status, idempotency_key,
      related_kind, related_id, sent_at)
    values (${to}, 'Demand for your booking', 'Dear buyer, please find the demand letter attached.', '<p>Dear buyer</p>',
      ${JSON.stringify([{ fileId: letterFileId, fileName: 'Demand letter.pdf' }])}::jsonb, 'sent',
      ${`demand:${demandId}`}, 'demand', ${demandId}, '2026-04-21T06:30:00Z')`);
}

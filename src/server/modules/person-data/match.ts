import { type SQL, sql } from 'drizzle-orm';
import type { PersonQuery } from '../../../domain/schemas/person-data';
import { isBookedChange } from '../../db/schema/activities';

/** The person a request names: a 10-digit mobile and/or a lower-case email. */
export interface Person {
  mobile: string | null;
  email: string | null;
}

export const personOf = (q: Pick<PersonQuery, 'mobile' | 'email'>): Person => ({
  mobile: q.mobile || null,
  email: q.email || null,
});

/** "mobile ••••••3210", "email r•••@example.in": enough for the audit log to tell requests apart. */
export function maskedPerson(p: Person): string {
  const parts: string[] = [];
  if (p.mobile) parts.push(`mobile ••••••${p.mobile.slice(-4)}`);
  if (p.email) parts.push(`email ${p.email.replace(/^(.)[^@]*(@.*)$/, '$1•••$2')}`);
  return parts.join(' and ');
}

// Each fragment is false for a part the request does not give, so `mobile = null` never matches.
const mobileIs = (p: Person, column: SQL) => (p.mobile ? sql`${column} = ${p.mobile}` : sql`false`);
// ILIKE without wildcards is a case-insensitive equality the leads' trigram index can answer.
const emailIs = (p: Person, column: SQL) =>
  p.email ? sql`${column} ilike ${p.email.replace(/[\\%_]/g, (c) => `\\${c}`)}` : sql`false`;

/**
 * The person's leads, live or in the recycle bin, with whether each is booked (and so kept): its
 * status, a booked change on its timeline, or a booking made from it (cancelled ones too: their
 * receipts and refunds are books of account all the same).
 */
export function personLeads(p: Person): SQL {
  return sql`select l.id, (l.status = 'booked' or exists (
      select 1 from activities a where a.lead_id = l.id and ${isBookedChange(sql`a.kind`, sql`a.payload`)})
      or exists (select 1 from bookings b where b.lead_id = l.id)) as booked
    from leads l
    where ${mobileIs(p, sql`l.mobile`)} or ${mobileIs(p, sql`l.alternate_mobile`)} or ${emailIs(p, sql`l.email`)}`;
}

// A booking's applicants keep their mobile as '91' and ten digits (booking_applicants_mobile_check).
const applicantMobileIs = (p: Person, column: SQL) => (p.mobile ? sql`${column} = ${`91${p.mobile}`}` : sql`false`);

/** Demand and reminder emails name a demand, receipt emails a receipt (related_kind of the outbox). */
const ofPersonBookings = (o: SQL) => sql`coalesce((${o}.related_kind in ('demand', 'demand-reminder')
      and ${o}.related_id in (select d.id::text from demands d where d.booking_id in (select id from pbookings)))
    or (${o}.related_kind = 'receipt'
      and ${o}.related_id in (select r.id::text from receipts r where r.booking_id in (select id from pbookings))), false)`;

/**
 * Every set of the person's records, as SELECTs over the WITH list of personWith (pl: the leads
 * with booked; pbuyers, papplicants, pbookings…) that the summary counts, the export writes out and
 * the erasure narrows to what it erases.
 */
export function personSets(p: Person) {
  return {
    calls: sql`select c.* from calls c where c.lead_id in (select id from pl)
      or (c.lead_id is null and c.contact_id is null and ${mobileIs(p, sql`c.number`)})`,
    messages: sql`select r.*, cm.channel, cm.name as campaign_name
      from campaign_recipients r join campaigns cm on cm.id = r.campaign_id
      where r.lead_id in (select id from pl) or ${mobileIs(p, sql`r.address`)} or ${emailIs(p, sql`r.address`)}`,
    // WhatsApp messages both ways (decision 214): on their leads, or to or from their number with no lead.
    whatsapp: sql`select m.* from whatsapp_messages m where m.lead_id in (select id from pl)
      or (m.lead_id is null and ${mobileIs(p, sql`m.mobile`)})`,
    // The opt-in record: every opt-in and opt-out of their leads, how and by whom.
    consents: sql`select c.* from message_consents c where c.lead_id in (select id from pl)`,
    contacts: sql`select ct.* from contacts ct where ct.converted_lead_id in (select id from pl)
      or ${mobileIs(p, sql`ct.mobile`)} or ${mobileIs(p, sql`ct.alternate_mobile`)} or ${emailIs(p, sql`ct.email`)}`,
    // Emails to their address, and the letters and receipts of their bookings sent to the address
    // they gave on the booking (found by mobile, the applicant's row names it). `of_booking` ones
    // are part of the booking's record and stay with it; the others are scrubbed by an erasure.
    emails: sql`select o.id, o."to", o.subject, o.text, o.status, o.attachments, o.related_kind, o.related_id,
        o.created_at, o.sent_at, ${ofPersonBookings(sql`o`)} as of_booking
      from email_outbox o where ${emailIs(p, sql`o."to"`)}
        or (lower(trim(o."to")) in (select lower(trim(a.email)) from papplicants a where a.email is not null)
          and ${ofPersonBookings(sql`o`)})`,
    // Demand and reminder SMS to their mobile, or to the mobile they gave on a booking of theirs.
    // One of their booking's is kept with it; one to their mobile about another's booking (a
    // mistyped number, corrected since) is scrubbed by an erasure.
    noticeSms: sql`select o.*, coalesce(o.booking_id in (select id from pbookings), false) as of_booking
      from sms_outbox o where ${mobileIs(p, sql`o.mobile`)}
        or (o.booking_id in (select id from pbookings)
          and o.mobile in (select right(a.mobile, 10) from papplicants a where a.mobile is not null))`,
    demands: sql`select d.* from demands d where d.booking_id in (select id from pbookings)`,
    receipts: sql`select r.* from receipts r where r.booking_id in (select id from pbookings)`,
    importRows: sql`select o.* from lead_import_outcomes o
      where o.lead_id in (select id from pl) or ${mobileIs(p, sql`o.mobile`)}`,
    importRejects: sql`select j.* from lead_import_rejects j
      where ${p.mobile ? sql`j.cells ? ${p.mobile}` : sql`false`} or ${p.email ? sql`j.cells ? ${p.email}` : sql`false`}`,
    flatBuyers: sql`select e.* from entities e where ${mobileIs(p, sql`e.mobile`)} or ${emailIs(p, sql`e.email`)}
      or e.id in (select cc.entity_id from customer_contacts cc
        where ${mobileIs(p, sql`cc.mobile`)} or ${emailIs(p, sql`cc.email`)})`,
    customers: sql`select cp.* from customer_properties cp
      where ${p.mobile ? sql`cp.contact = ${`91${p.mobile}`}` : sql`false`}`,
    invoices: sql`select i.* from invoices i where ${mobileIs(p, sql`(i.recipient ->> 'mobile')`)}`,
    // A quotation behind a tax invoice is part of that record and stays with it.
    quotations: sql`select q.*, exists (select 1 from invoices i where i.quotation_id = q.id) as invoiced
      from quotations q where ${mobileIs(p, sql`q.mobile`)}`,
  };
}

/**
 * How many records outside the leads an erasure would clear: calls from their number that no lead
 * or contact holds, sales contacts, outbox emails and demand SMS not of their own bookings, and
 * quotations no invoice was issued from. Runs after personWith.
 */
export function erasableOutsideLeads(p: Person): SQL {
  const s = personSets(p);
  return sql`select ((select count(*) from calls c where c.lead_id is null and c.contact_id is null
      and ${mobileIs(p, sql`c.number`)})
    + (select count(*) from (${s.contacts}) ct)
    + (select count(*) from (${s.emails}) e where not e.of_booking)
    + (select count(*) from (${s.noticeSms}) m where not m.of_booking)
    + (select count(*) from whatsapp_messages w where w.lead_id is null and ${mobileIs(p, sql`w.mobile`)})
    + (select count(*) from (${s.quotations}) q where not q.invoiced))::int as n`;
}

/**
 * The files that are the person's: call recordings, a flat buyer's documents, a customer's KYC,
 * the kept PDF letters of their bookings' demands and receipts, and any other file attached to an
 * email about their bookings. A file sent to their address about someone else's booking is that
 * buyer's, not theirs: the email is listed, its attachment is not.
 */
export function personFiles(p: Person): SQL {
  const s = personSets(p);
  return sql`
    select 'demand-letters' as kind, f.id, f.storage_key, f.original_name, f.size_bytes
      from demands d join files f on f.id = d.letter_file_id where d.booking_id in (select id from pbookings)
    union all
    select 'receipts', f.id, f.storage_key, f.original_name, f.size_bytes
      from receipts r join files f on f.id = r.receipt_file_id where r.booking_id in (select id from pbookings)
    union all
    select 'email-attachments', f.id, f.storage_key, f.original_name, f.size_bytes
      from (select distinct (x ->> 'fileId')::uuid as file_id from (${s.emails}) e,
        jsonb_array_elements(e.attachments) x where e.of_booking) a
      join files f on f.id = a.file_id
      where f.id not in (select d.letter_file_id from demands d
          where d.booking_id in (select id from pbookings) and d.letter_file_id is not null)
        and f.id not in (select r.receipt_file_id from receipts r
          where r.booking_id in (select id from pbookings) and r.receipt_file_id is not null)
    union all
    select 'recordings', f.id, f.storage_key, f.original_name, f.size_bytes
      from pcalls c join files f on f.id = c.recording_file_id
    union all
    -- What the buyer sent on WhatsApp; what the team sent (a brochure) is the company's own file.
    select 'whatsapp-media', f.id, f.storage_key, f.original_name, f.size_bytes
      from (${s.whatsapp}) m join files f on f.id = m.file_id where m.direction = 'in'
    union all
    select 'flat-buyer-documents', f.id, f.storage_key, f.original_name, f.size_bytes
      from entity_documents d join files f on f.id = d.file_id where d.entity_id in (select id from pbuyers)
    union all
    select 'customer-kyc', f.id, f.storage_key, f.original_name, f.size_bytes
      from pcustomers cp join files f on f.id in (cp.profile_file_id, cp.aadhar_card_file_id, cp.pan_card_file_id, cp.light_bill_file_id)
    union all
    select 'customer-documents', f.id, f.storage_key, f.original_name, f.size_bytes
      from customer_property_documents d join files f on f.id = d.file_id
      where d.customer_property_id in (select id from pcustomers)`;
}

/**
 * The WITH list every reader starts from: pl (the leads), pcalls, pbuyers, pcustomers; papplicants
 * (their rows as applicant or co-applicant of a booking: by mobile or email, or linked to their
 * flat-buyer record) and pbookings (those bookings, and the bookings of their leads, flat-buyer
 * records and Customer Management records).
 */
export function personWith(p: Person): SQL {
  const s = personSets(p);
  return sql`with pl as materialized (${personLeads(p)}),
    pcalls as materialized (${s.calls}),
    pbuyers as materialized (${s.flatBuyers}),
    pcustomers as materialized (${s.customers}),
    papplicants as materialized (select a.* from booking_applicants a
      where ${applicantMobileIs(p, sql`a.mobile`)} or ${emailIs(p, sql`a.email`)}
        or a.entity_id in (select id from pbuyers)),
    pbookings as materialized (select b.id from bookings b
      where b.id in (select booking_id from papplicants) or b.lead_id in (select id from pl)
        or b.entity_id in (select id from pbuyers) or b.customer_property_id in (select id from pcustomers))`;
}

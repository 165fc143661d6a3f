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

/** The person's leads, live or in the recycle bin, with whether each is booked (and so kept). */
export function personLeads(p: Person): SQL {
  return sql`select l.id, (l.status = 'booked' or exists (
      select 1 from activities a where a.lead_id = l.id and ${isBookedChange(sql`a.kind`, sql`a.payload`)})) as booked
    from leads l
    where ${mobileIs(p, sql`l.mobile`)} or ${mobileIs(p, sql`l.alternate_mobile`)} or ${emailIs(p, sql`l.email`)}`;
}

/**
 * Every set of the person's records, as SELECTs over `pl` (personLeads: id, booked) that the
 * summary counts, the export writes out and the erasure narrows to the leads it erases.
 */
export function personSets(p: Person) {
  return {
    calls: sql`select c.* from calls c where c.lead_id in (select id from pl)
      or (c.lead_id is null and c.contact_id is null and ${mobileIs(p, sql`c.number`)})`,
    messages: sql`select r.*, cm.channel, cm.name as campaign_name
      from campaign_recipients r join campaigns cm on cm.id = r.campaign_id
      where r.lead_id in (select id from pl) or ${mobileIs(p, sql`r.address`)} or ${emailIs(p, sql`r.address`)}`,
    contacts: sql`select ct.* from contacts ct where ct.converted_lead_id in (select id from pl)
      or ${mobileIs(p, sql`ct.mobile`)} or ${mobileIs(p, sql`ct.alternate_mobile`)} or ${emailIs(p, sql`ct.email`)}`,
    emails: sql`select o.id, o."to", o.subject, o.text, o.status, o.created_at, o.sent_at
      from email_outbox o where ${emailIs(p, sql`o."to"`)}`,
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
 * or contact holds, sales contacts, outbox emails and quotations no invoice was issued from.
 */
export function erasableOutsideLeads(p: Person): SQL {
  const s = personSets(p);
  return sql`select ((select count(*) from calls c where c.lead_id is null and c.contact_id is null
      and ${mobileIs(p, sql`c.number`)})
    + (select count(*) from (${s.contacts}) ct) + (select count(*) from (${s.emails}) e)
    + (select count(*) from (${s.quotations}) q where not q.invoiced))::int as n`;
}

/** The files that are the person's: call recordings, a flat buyer's documents, a customer's KYC. */
export function personFiles(): SQL {
  return sql`
    select 'recordings' as kind, f.id, f.storage_key, f.original_name, f.size_bytes
      from pcalls c join files f on f.id = c.recording_file_id
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

/** The WITH list every reader starts from: pl (the leads), pcalls, pbuyers, pcustomers. */
export function personWith(p: Person): SQL {
  const s = personSets(p);
  return sql`with pl as materialized (${personLeads(p)}),
    pcalls as materialized (${s.calls}),
    pbuyers as materialized (${s.flatBuyers}),
    pcustomers as materialized (${s.customers})`;
}

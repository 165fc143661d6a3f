import { sql } from 'drizzle-orm';
import { BOOKING_STATUS_LABELS, type BookingStatus, LIVE_BOOKING_STATUSES } from '../../../domain/inventory/statuses';
import { KEEP_REASONS, type PersonSummary } from '../../../domain/schemas/person-data';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { erasableOutsideLeads, type Person, personSets, personWith } from './match';

/** How many of each kind of record the person has, counted in one statement. */
async function countRecords(db: DbOrTx, p: Person): Promise<Record<string, number>> {
  const s = personSets(p);
  const inLeads = (table: string) =>
    sql`(select count(*) from ${sql.raw(table)} where lead_id in (select id from pl))::int`;
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`${personWith(p)}, pfiles as (${personFilesForCount()})
      select (select count(*) from pl)::int as leads,
        ${inLeads('activities')} as activities,
        ${inLeads('follow_ups')} as "followUps",
        ${inLeads('site_visits')} as "siteVisits",
        (select count(*) from pcalls)::int as calls,
        (select count(*) from pcalls where recording_file_id is not null)::int as recordings,
        (select count(*) from (${s.messages}) m)::int as messages,
        (select count(*) from (${s.whatsapp}) w)::int as whatsapp,
        (select count(*) from (${s.consents}) c)::int as consents,
        ${inLeads('lead_message_preferences')} as "messagePreferences",
        ${inLeads('inbound_events')} as "inboundEvents",
        ((select count(*) from (${s.importRows}) x)
          + (select count(*) from (${s.importRejects}) y))::int as "importRows",
        ${inLeads('tasks')} as tasks,
        (select count(*) from (${s.contacts}) ct)::int as contacts,
        (select count(*) from (${s.emails}) e)::int as emails,
        (select count(*) from pbookings)::int as bookings,
        (select count(*) from (${s.demands}) d)::int as demands,
        (select count(*) from (${s.receipts}) r)::int as receipts,
        (select count(*) from pfiles where kind = 'letters')::int as letters,
        (select count(*) from (${s.noticeSms}) n)::int as "noticeSms",
        (select count(*) from pbuyers)::int as "flatBuyers",
        (select count(*) from entity_payments where entity_id in (select id from pbuyers))::int as payments,
        (select count(*) from pcustomers)::int as customers,
        (select count(*) from pfiles where kind = 'documents')::int as documents,
        (select count(*) from (${s.quotations}) q)::int as quotations,
        (select count(*) from (${s.invoices}) i)::int as invoices`),
  );
  return row!;
}

// The counts need only the kinds, not the files' rows.
const personFilesForCount = () => sql`
  select 'recordings' as kind from pcalls where recording_file_id is not null
  union all select 'letters' from demands where booking_id in (select id from pbookings) and letter_file_id is not null
  union all select 'letters' from receipts where booking_id in (select id from pbookings) and receipt_file_id is not null
  union all select 'documents' from entity_documents where entity_id in (select id from pbuyers)
  union all select 'documents' from pcustomers cp, unnest(array[cp.profile_file_id, cp.aadhar_card_file_id,
    cp.pan_card_file_id, cp.light_bill_file_id]) f where f is not null
  union all select 'documents' from customer_property_documents where customer_property_id in (select id from pcustomers)`;

interface LeadRow {
  id: string;
  name: string;
  mobile: string;
  email: string | null;
  status: string;
  project: string | null;
  source: string | null;
  created_at: string | Date;
  deleted_at: string | Date | null;
  booked: boolean;
}

/** The person's leads with the source's name, newest first. */
export async function personLeadRows(db: DbOrTx, p: Person): Promise<LeadRow[]> {
  return rowsOf<LeadRow>(
    await db.execute(sql`${personWith(p)}
      select l.id, l.name, l.mobile, l.email, l.status, l.project, s.name as source, l.created_at, l.deleted_at, pl.booked
      from pl join leads l on l.id = pl.id left join sources s on s.id = l.source_id
      order by l.created_at desc, l.id`),
  );
}

/** What an erasure must keep, each with the law that makes us keep it. */
export async function keptRecords(db: DbOrTx, p: Person, leads: LeadRow[]): Promise<PersonSummary['kept']> {
  const s = personSets(p);
  const others = rowsOf<{ kind: 'sale' | 'invoice' | 'buyer' | 'kyc'; label: string; status: string | null }>(
    await db.execute(sql`${personWith(p)}
      select 'sale' as kind, 'Booking ' || b.booking_no || ', ' || pr.name || ' ' || concat_ws('-', t.name, u.number)
          || coalesce(' (' || (select case when min(a.position) = 1 then 'applicant'
            when min(a.position) > 1 then 'co-applicant' end from papplicants a where a.booking_id = b.id) || ')', '') as label,
          b.status
        from pbookings pb join bookings b on b.id = pb.id join projects pr on pr.id = b.project_id
        join units u on u.id = b.unit_id join towers t on t.id = u.tower_id
      union all
      select 'invoice', 'Tax invoice ' || i.invoice_no || ' of ' || to_char(i.invoice_date, 'DD/MM/YYYY'), null
        from (${s.invoices}) i
      union all
      select 'buyer', 'Flat buyer ' || b.name || coalesce(', ' || b.project, '') || coalesce(' ' || nullif(concat_ws('-', b.wing, b.flat_no), ''), ''), null
        from pbuyers b
      union all
      select 'kyc', 'Customer ' || c.owner_name || ', ' || c.project_name || ' (KYC documents)', null from pcustomers c
      order by 1, 2`),
  );
  return [
    ...leads
      .filter((l) => l.booked)
      .map((l) => ({
        kind: 'booking' as const,
        label: `Booked lead ${l.name}${l.project ? `, ${l.project}` : ''}`,
        reason: KEEP_REASONS.booking,
      })),
    ...others.map((o) => ({
      kind: o.kind,
      // A cancelled or transferred booking is kept all the same: its receipts and refunds are books of account.
      label:
        o.status && !isLiveBooking(o.status)
          ? `${o.label}, ${BOOKING_STATUS_LABELS[o.status as BookingStatus]}`
          : o.label,
      reason: KEEP_REASONS[o.kind],
    })),
  ];
}

const isLiveBooking = (status: string) => (LIVE_BOOKING_STATUSES as readonly string[]).includes(status);

const iso = (d: string | Date) => new Date(d).toISOString();

/** GET /api/person-data: everything held about the person, and what an erasure would do. */
export async function summarisePerson(db: DbOrTx, p: Person): Promise<PersonSummary> {
  const leads = await personLeadRows(db, p);
  const counts = await countRecords(db, p);
  const kept = await keptRecords(db, p, leads);
  const [outside] = rowsOf<{ n: number }>(await db.execute(sql`${personWith(p)} ${erasableOutsideLeads(p)}`));
  return {
    leads: leads.map((l) => ({
      _id: l.id,
      name: l.name,
      mobile: l.mobile,
      email: l.email,
      status: l.status,
      project: l.project,
      source: l.source,
      createdAt: iso(l.created_at),
      inRecycleBin: l.deleted_at !== null,
      kept: l.booked,
    })),
    counts,
    kept,
    erasable: leads.filter((l) => !l.booked).length + (outside?.n ?? 0),
  };
}

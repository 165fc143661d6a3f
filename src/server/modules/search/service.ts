import { and, eq, isNull, sql } from 'drizzle-orm';
import { indiaDisplayDate } from '../../../domain/india-date';
import { leadStatusLabel } from '../../../domain/leads/statuses';
import { paths } from '../../../domain/paths';
import { can } from '../../../domain/permissions';
import { type SalesContactKind, salesContactKindLabels } from '../../../domain/schemas/contact';
import type { SearchResult } from '../../../domain/schemas/search';
import type { DbOrTx } from '../../db/database';
import { contacts } from '../../db/schema/contacts';
import { customerProperties } from '../../db/schema/customer-property';
import { entities } from '../../db/schema/entities';
import { invoices } from '../../db/schema/invoices';
import { leads } from '../../db/schema/leads';
import { quotations } from '../../db/schema/quotations';
import { users } from '../../db/schema/users';
import { type LeadActor, scopeOf } from '../lead-records/public';
import { findRows, ranked, readTerm, type Term } from './tiers';

const joinParts = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** Live leads the viewer's lead list shows (an executive: their own), by name, mobile or email. */
async function searchLeads(db: DbOrTx, term: Term, viewer: LeadActor): Promise<SearchResult[]> {
  const rows = await findRows<{ id: string; name: string; mobile: string; status: string; owner: string | null }>(
    db,
    term,
    {
      table: leads,
      id: leads.id,
      base: and(isNull(leads.deletedAt), scopeOf(viewer)),
      name: leads.name,
      texts: [leads.email],
      mobiles: [leads.mobile, leads.alternateMobile],
    },
    sql`${leads.id} as id, ${leads.name} as name, ${leads.mobile} as mobile, ${leads.status} as status, ${users.name} as owner`,
    sql`left join ${users} on ${users.id} = ${leads.assignedTo}`,
  );
  return ranked(
    rows.map((r) => ({
      kind: 'lead' as const,
      _id: r.id,
      title: r.name,
      subtitle: joinParts([r.mobile, leadStatusLabel(r.status), r.owner ? `Owner: ${r.owner}` : 'Unassigned']),
      url: paths.leadDetails(r.id),
      tier: r.tier,
    })),
  );
}

/** Sales contacts; their list has no page per contact, so the result opens the list filtered to it. */
async function searchContacts(db: DbOrTx, term: Term): Promise<SearchResult[]> {
  const rows = await findRows<{ id: string; name: string; mobile: string; company: string | null; kind: string }>(
    db,
    term,
    {
      table: contacts,
      id: contacts.id,
      name: contacts.name,
      texts: [contacts.email, contacts.company],
      mobiles: [contacts.mobile],
    },
    sql`${contacts.id} as id, ${contacts.name} as name, ${contacts.mobile} as mobile, ${contacts.company} as company, ${contacts.kind} as kind`,
  );
  return ranked(
    rows.map((r) => ({
      kind: 'contact' as const,
      _id: r.id,
      title: r.name,
      subtitle: joinParts([r.mobile, r.company, salesContactKindLabels[r.kind as SalesContactKind]]),
      url: paths.contacts({ search: r.mobile }),
      tier: r.tier,
    })),
  );
}

/** Flat buyers of the Entity Manager: name and flat only, never PAN or KYC. */
async function searchFlatBuyers(db: DbOrTx, term: Term): Promise<SearchResult[]> {
  const rows = await findRows<{
    id: string;
    name: string;
    project: string | null;
    wing: string | null;
    flatNo: string | null;
  }>(
    db,
    term,
    {
      table: entities,
      id: entities.id,
      base: eq(entities.type, 'customer'),
      name: entities.name,
      mobiles: [entities.mobile],
    },
    sql`${entities.id} as id, ${entities.name} as name, ${entities.project} as project, ${entities.wing} as wing, ${entities.flatNo} as "flatNo"`,
  );
  return ranked(
    rows.map((r) => ({
      kind: 'flatBuyer' as const,
      _id: r.id,
      title: r.name,
      subtitle: joinParts([r.project, r.wing && `Wing ${r.wing}`, r.flatNo && `Flat ${r.flatNo}`]) || 'Flat buyer',
      url: paths.entityCustomer(r.id),
      tier: r.tier,
    })),
  );
}

/** Customer Management records: owner and project; the KYC files stay behind their own page. */
async function searchCustomerRecords(db: DbOrTx, term: Term): Promise<SearchResult[]> {
  const rows = await findRows<{ id: string; name: string; project: string; type: string; subType: string }>(
    db,
    term,
    {
      table: customerProperties,
      id: customerProperties.id,
      name: customerProperties.ownerName,
      mobiles: [customerProperties.contact],
      mobileForm: (mobile) => `91${mobile}`,
    },
    sql`${customerProperties.id} as id, ${customerProperties.ownerName} as name, ${customerProperties.projectName} as project,
      ${customerProperties.type} as type, ${customerProperties.subType} as "subType"`,
  );
  return ranked(
    rows.map((r) => ({
      kind: 'customer' as const,
      _id: r.id,
      title: r.name,
      subtitle: joinParts([r.project, `${r.type} ${r.subType}`]),
      url: paths.customerProfile(r.id),
      tier: r.tier,
    })),
  );
}

async function searchQuotations(db: DbOrTx, term: Term): Promise<SearchResult[]> {
  const rows = await findRows<{ id: string; quoteNo: string; name: string; date: string }>(
    db,
    term,
    { table: quotations, id: quotations.id, name: quotations.quoteNo, numbered: true },
    sql`${quotations.id} as id, ${quotations.quoteNo} as "quoteNo", ${quotations.name} as name, ${quotations.quoteDate}::text as date`,
  );
  return ranked(
    rows.map((r) => ({
      kind: 'quotation' as const,
      _id: r.id,
      title: `Quotation ${r.quoteNo}`,
      subtitle: joinParts([r.name, indiaDisplayDate(r.date)]),
      url: paths.quotationEdit(r.id),
      tier: r.tier,
    })),
  );
}

async function searchInvoices(db: DbOrTx, term: Term): Promise<SearchResult[]> {
  const rows = await findRows<{
    id: string;
    invoiceNo: string;
    recipient: string | null;
    date: string;
    status: string;
  }>(
    db,
    term,
    { table: invoices, id: invoices.id, name: invoices.invoiceNo, numbered: true },
    sql`${invoices.id} as id, ${invoices.invoiceNo} as "invoiceNo", ${invoices.recipient}->>'name' as recipient,
      ${invoices.invoiceDate}::text as date, ${invoices.status} as status`,
  );
  return ranked(
    rows.map((r) => ({
      kind: 'invoice' as const,
      _id: r.id,
      title: `Invoice ${r.invoiceNo}`,
      subtitle: joinParts([r.recipient, indiaDisplayDate(r.date), r.status === 'cancelled' ? 'Cancelled' : null]),
      url: paths.invoicePrint(r.id),
      tier: r.tier,
    })),
  );
}

/**
 * The header search: each kind only where the viewer may open that kind's list, with the same
 * capability its routes require, and leads in the lead list's own scope. One statement per kind.
 */
export async function search(db: DbOrTx, q: string, viewer: LeadActor): Promise<{ results: SearchResult[] }> {
  const term = readTerm(q);
  const role = viewer.role;
  const kinds = [
    can(role, 'leads.own') ? searchLeads(db, term, viewer) : null,
    can(role, 'contacts.manage') ? searchContacts(db, term) : null,
    can(role, 'entities.manage') ? searchFlatBuyers(db, term) : null,
    can(role, 'customers.manage') ? searchCustomerRecords(db, term) : null,
    can(role, 'billing.manage') ? searchQuotations(db, term) : null,
    can(role, 'billing.manage') ? searchInvoices(db, term) : null,
  ];
  const answers = await Promise.all(kinds.map((k) => k ?? Promise.resolve([])));
  return { results: answers.flat() };
}

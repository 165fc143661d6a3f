import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { indiaDisplayDate } from '../../../domain/india-date';
import { leadStatusLabel } from '../../../domain/leads/statuses';
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
import { type LeadActor, scopeOf } from '../leads/public';
import { findIds, ranked, readTerm, type Term } from './tiers';

const joinParts = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** Live leads the viewer's lead list shows (an executive: their own), by name, mobile or email. */
async function searchLeads(db: DbOrTx, term: Term, viewer: LeadActor): Promise<SearchResult[]> {
  const found = await findIds(db, term, {
    table: leads,
    id: leads.id,
    base: and(isNull(leads.deletedAt), scopeOf(viewer)),
    name: leads.name,
    texts: [leads.email],
    mobiles: [leads.mobile, leads.alternateMobile],
  });
  if (found.length === 0) return [];
  const rows = await db
    .select({ id: leads.id, name: leads.name, mobile: leads.mobile, status: leads.status, owner: users.name })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedTo))
    .where(
      inArray(
        leads.id,
        found.map((f) => f.id),
      ),
    );
  return ranked(
    found,
    rows.map((r) => ({
      kind: 'lead' as const,
      _id: r.id,
      title: r.name,
      subtitle: joinParts([r.mobile, leadStatusLabel(r.status), r.owner ? `Owner: ${r.owner}` : 'Unassigned']),
      url: `/LeadDetails/${r.id}`,
    })),
  );
}

/** Sales contacts; their list has no page per contact, so the result opens the list filtered to it. */
async function searchContacts(db: DbOrTx, term: Term): Promise<SearchResult[]> {
  const found = await findIds(db, term, {
    table: contacts,
    id: contacts.id,
    name: contacts.name,
    texts: [contacts.email, contacts.company],
    mobiles: [contacts.mobile],
  });
  if (found.length === 0) return [];
  const rows = await db
    .select({
      id: contacts.id,
      name: contacts.name,
      mobile: contacts.mobile,
      company: contacts.company,
      kind: contacts.kind,
    })
    .from(contacts)
    .where(
      inArray(
        contacts.id,
        found.map((f) => f.id),
      ),
    );
  return ranked(
    found,
    rows.map((r) => ({
      kind: 'contact' as const,
      _id: r.id,
      title: r.name,
      subtitle: joinParts([r.mobile, r.company, salesContactKindLabels[r.kind as SalesContactKind]]),
      url: `/contact?search=${r.mobile}`,
    })),
  );
}

/** Flat buyers of the Entity Manager: name and flat only, never PAN or KYC. */
async function searchFlatBuyers(db: DbOrTx, term: Term): Promise<SearchResult[]> {
  const found = await findIds(db, term, {
    table: entities,
    id: entities.id,
    base: eq(entities.type, 'customer'),
    name: entities.name,
    mobiles: [entities.mobile],
  });
  if (found.length === 0) return [];
  const rows = await db
    .select({
      id: entities.id,
      name: entities.name,
      project: entities.project,
      wing: entities.wing,
      flatNo: entities.flatNo,
    })
    .from(entities)
    .where(
      inArray(
        entities.id,
        found.map((f) => f.id),
      ),
    );
  return ranked(
    found,
    rows.map((r) => ({
      kind: 'flatBuyer' as const,
      _id: r.id,
      title: r.name,
      subtitle: joinParts([r.project, r.wing && `Wing ${r.wing}`, r.flatNo && `Flat ${r.flatNo}`]) || 'Flat buyer',
      url: `/customer/${r.id}`,
    })),
  );
}

/** Customer Management records: owner and project; the KYC files stay behind their own page. */
async function searchCustomerRecords(db: DbOrTx, term: Term): Promise<SearchResult[]> {
  const found = await findIds(db, term, {
    table: customerProperties,
    id: customerProperties.id,
    name: customerProperties.ownerName,
    mobiles: [customerProperties.contact],
    mobileForm: (mobile) => `91${mobile}`,
  });
  if (found.length === 0) return [];
  const rows = await db
    .select({
      id: customerProperties.id,
      name: customerProperties.ownerName,
      project: customerProperties.projectName,
      type: customerProperties.type,
      subType: customerProperties.subType,
    })
    .from(customerProperties)
    .where(
      inArray(
        customerProperties.id,
        found.map((f) => f.id),
      ),
    );
  return ranked(
    found,
    rows.map((r) => ({
      kind: 'customer' as const,
      _id: r.id,
      title: r.name,
      subtitle: joinParts([r.project, `${r.type} ${r.subType}`]),
      url: `/customer-property/${r.id}`,
    })),
  );
}

async function searchQuotations(db: DbOrTx, term: Term): Promise<SearchResult[]> {
  const found = await findIds(db, term, {
    table: quotations,
    id: quotations.id,
    name: quotations.quoteNo,
    numbered: true,
  });
  if (found.length === 0) return [];
  const rows = await db
    .select({ id: quotations.id, quoteNo: quotations.quoteNo, name: quotations.name, date: quotations.quoteDate })
    .from(quotations)
    .where(
      inArray(
        quotations.id,
        found.map((f) => f.id),
      ),
    );
  return ranked(
    found,
    rows.map((r) => ({
      kind: 'quotation' as const,
      _id: r.id,
      title: `Quotation ${r.quoteNo}`,
      subtitle: joinParts([r.name, indiaDisplayDate(r.date)]),
      url: `/quotation/edit/${r.id}`,
    })),
  );
}

async function searchInvoices(db: DbOrTx, term: Term): Promise<SearchResult[]> {
  const found = await findIds(db, term, { table: invoices, id: invoices.id, name: invoices.invoiceNo, numbered: true });
  if (found.length === 0) return [];
  const rows = await db
    .select({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      recipient: sql<string>`${invoices.recipient}->>'name'`,
      date: invoices.invoiceDate,
      status: invoices.status,
    })
    .from(invoices)
    .where(
      inArray(
        invoices.id,
        found.map((f) => f.id),
      ),
    );
  return ranked(
    found,
    rows.map((r) => ({
      kind: 'invoice' as const,
      _id: r.id,
      title: `Invoice ${r.invoiceNo}`,
      subtitle: joinParts([r.recipient, indiaDisplayDate(r.date), r.status === 'cancelled' ? 'Cancelled' : null]),
      url: `/InvoiceQuotation/print/${r.id}`,
    })),
  );
}

/**
 * The header search: each kind only where the viewer may open that kind's list, with the same
 * capability its routes require, and leads in the lead list's own scope.
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

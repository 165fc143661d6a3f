import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Contact, SalesContactKind } from '../../../domain/schemas/contact';
import type { DbOrTx } from '../../db/database';
import { contacts } from '../../db/schema/contacts';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { likePattern, mobileSearchTerm } from '../../lib/like-pattern';

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');

/** A contact with the names of its assignee, creator and the lead it became. */
export function selectContacts(db: DbOrTx) {
  return db
    .select({ contact: contacts, assigneeName: assignee.name, creatorName: creator.name, leadName: leads.name })
    .from(contacts)
    .leftJoin(assignee, eq(assignee.id, contacts.assignedTo))
    .leftJoin(creator, eq(creator.id, contacts.createdBy))
    .leftJoin(leads, eq(leads.id, contacts.convertedLeadId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectContacts>['execute']>>[number];

const ref = (id: string | null, name: string | null) => (id && name !== null ? { _id: id, name } : null);

export function toContact({ contact: c, assigneeName, creatorName, leadName }: Joined): Contact {
  return {
    _id: c.id,
    name: c.name,
    mobile: c.mobile,
    alternateMobile: c.alternateMobile,
    email: c.email,
    company: c.company,
    kind: c.kind as SalesContactKind,
    city: c.city,
    notes: c.notes,
    assignedTo: ref(c.assignedTo, assigneeName),
    convertedLead: ref(c.convertedLeadId, leadName),
    convertedAt: c.convertedAt?.toISOString() ?? null,
    createdBy: ref(c.createdBy, creatorName),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export interface ContactFilters {
  search?: string | undefined;
  kind?: SalesContactKind | undefined;
  assignedTo?: string | undefined;
}

/** WHERE of the list: a fragment of name, email or company, or of the mobile in any written form. */
export function contactWhere(filters: ContactFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    parts.push(
      or(
        sql`${contacts.name} ilike ${pattern}`,
        sql`${contacts.mobile} ilike ${likePattern(mobileSearchTerm(filters.search))}`,
        sql`${contacts.email} ilike ${pattern}`,
        sql`${contacts.company} ilike ${pattern}`,
      ),
    );
  }
  if (filters.kind) parts.push(eq(contacts.kind, filters.kind));
  if (filters.assignedTo === 'unassigned') parts.push(isNull(contacts.assignedTo));
  else if (filters.assignedTo) parts.push(eq(contacts.assignedTo, filters.assignedTo));
  return and(...parts);
}

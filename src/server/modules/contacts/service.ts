import { and, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pageCount } from '../../../domain/paging';
import type { Contact, ContactList, ContactValues, contactQuerySchema } from '../../../domain/schemas/contact';
import { salesContactKindLabels } from '../../../domain/schemas/contact';
import { leadCreateSchema } from '../../../domain/schemas/lead';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { contacts } from '../../db/schema/contacts';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import type { LeadActor } from '../lead-records/public';
import { insertLead, leadMobileRace } from '../leads/public';
import { contactWhere, selectContacts, toContact } from './contact-view';

const missing = () => notFound('That contact does not exist.', 'CONTACT_NOT_FOUND');

/** A second contact with the same mobile is refused, naming the contact that has it. */
async function assertMobileFree(tx: DbOrTx, mobile: string, exceptId?: string) {
  const [other] = await tx
    .select({ name: contacts.name })
    .from(contacts)
    .where(and(eq(contacts.mobile, mobile), exceptId ? ne(contacts.id, exceptId) : undefined));
  if (other) {
    const message = `A contact with this mobile already exists: ${other.name}.`;
    throw conflict(message, 'DUPLICATE_MOBILE', { mobile: message });
  }
}

/** Turns the race the pre-check cannot see (two saves at once) into the same 409. */
async function mobileRace<T>(mobile: string, db: DbOrTx, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) await assertMobileFree(db, mobile);
    throw error;
  }
}

/** Only an active member with a role can hold contacts; a pending or deactivated one cannot. */
async function activeMember(tx: DbOrTx, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active'), isNotNull(users.role)));
  return row?.name ?? null;
}

async function assertAssignable(tx: DbOrTx, id: string): Promise<string> {
  const name = await activeMember(tx, id);
  if (name === null) {
    const message = 'Contacts can be assigned only to an active team member with a role.';
    throw badRequest(message, { assignedTo: message }, 'ASSIGNEE_NOT_ACTIVE');
  }
  return name;
}

function columns(input: ContactValues) {
  return {
    name: input.name,
    mobile: input.mobile,
    alternateMobile: input.alternateMobile ?? null,
    email: input.email ?? null,
    company: input.company ?? null,
    kind: input.kind,
    city: input.city ?? null,
    notes: input.notes ?? null,
    assignedTo: input.assignedTo ?? null,
  };
}

export async function listContacts(db: DbOrTx, query: z.output<typeof contactQuerySchema>): Promise<ContactList> {
  const where = contactWhere(query);
  const [rows, [total]] = await Promise.all([
    selectContacts(db)
      .where(where)
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(contacts).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return { contacts: rows.map(toContact), total: n, page: query.page, pages: pageCount(n, query.pageSize) };
}

export async function getContact(db: DbOrTx, id: string): Promise<Contact> {
  const [row] = await selectContacts(db).where(eq(contacts.id, id));
  if (!row) throw missing();
  return toContact(row);
}

export async function createContact(deps: AppContext, input: ContactValues, actor: LeadActor): Promise<Contact> {
  const now = deps.clock();
  const id = await mobileRace(input.mobile, deps.db, () =>
    deps.db.transaction(async (tx) => {
      if (input.assignedTo) await assertAssignable(tx, input.assignedTo);
      await assertMobileFree(tx, input.mobile);
      const [row] = await tx
        .insert(contacts)
        .values({ ...columns(input), createdBy: actor.id, createdAt: now, updatedAt: now })
        .returning({ id: contacts.id });
      return row!.id;
    }),
  );
  return getContact(deps.db, id);
}

export async function updateContact(deps: AppContext, id: string, input: ContactValues): Promise<Contact> {
  const now = deps.clock();
  await mobileRace(input.mobile, deps.db, () =>
    deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
      if (!current) throw missing();
      const values = columns(input);
      // An unchanged assignee may have been deactivated since; keeping them is not a new assignment.
      if (values.assignedTo && values.assignedTo !== current.assignedTo) await assertAssignable(tx, values.assignedTo);
      if (values.mobile !== current.mobile) await assertMobileFree(tx, values.mobile, id);
      await tx
        .update(contacts)
        .set({ ...values, updatedAt: now })
        .where(eq(contacts.id, id));
    }),
  );
  return getContact(deps.db, id);
}

export async function deleteContact(db: DbOrTx, id: string) {
  const [row] = await db.delete(contacts).where(eq(contacts.id, id)).returning({ name: contacts.name });
  if (!row) throw missing();
  return { message: `${row.name} has been deleted.` };
}

/** Bulk assignment: all of the contacts or none. */
export async function assignContacts(deps: AppContext, input: { contactIds: string[]; assignedTo: string }) {
  const ids = [...new Set(input.contactIds)];
  return deps.db.transaction(async (tx) => {
    const name = await assertAssignable(tx, input.assignedTo);
    const found = await tx.select({ id: contacts.id }).from(contacts).where(inArray(contacts.id, ids)).for('update');
    if (found.length !== ids.length) {
      throw notFound(
        `${ids.length - found.length} of the selected contacts no longer exist. Refresh the list and try again.`,
        'CONTACT_NOT_FOUND',
      );
    }
    const moved = await tx
      .update(contacts)
      .set({ assignedTo: input.assignedTo, updatedAt: deps.clock() })
      .where(and(inArray(contacts.id, ids), sql`${contacts.assignedTo} is distinct from ${input.assignedTo}`))
      .returning({ id: contacts.id });
    return {
      message: `${ids.length} ${ids.length === 1 ? 'contact' : 'contacts'} assigned to ${name}.`,
      updated: moved.length,
    };
  });
}

/**
 * Makes a lead of the contact (name, mobile, email, city, and its assignee while still active) with
 * the source and branch chosen in the dialog, and links the contact to it, in one transaction.
 * A contact already converted, or a mobile a live lead already has, is a 409 naming that lead.
 */
export async function convertToLead(
  deps: AppContext,
  id: string,
  input: { sourceId: string; branchId?: string | undefined },
  actor: LeadActor,
) {
  const now = deps.clock();
  const contact = await getContact(deps.db, id);
  const leadId = await leadMobileRace(
    contact.mobile,
    deps.db,
    () =>
      deps.db.transaction(async (tx) => {
        const [current] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
        if (!current) throw missing();
        if (current.convertedLeadId) {
          const [lead] = await tx.select({ name: leads.name }).from(leads).where(eq(leads.id, current.convertedLeadId));
          throw conflict(`This contact is already a lead: ${lead?.name ?? current.name}.`, 'CONTACT_ALREADY_CONVERTED');
        }
        const assignee = current.assignedTo && (await activeMember(tx, current.assignedTo)) ? current.assignedTo : null;
        const from = [salesContactKindLabels[contact.kind], current.company].filter(Boolean).join(', ');
        const lead = leadCreateSchema.parse({
          name: current.name,
          mobile: current.mobile,
          alternateMobile: current.alternateMobile,
          email: current.email,
          city: current.city,
          sourceId: input.sourceId,
          branchId: input.branchId ?? null,
          assignedTo: assignee,
          notes: `Converted from Contacts (${from}).`,
        });
        const created = await insertLead(tx, lead, actor, now);
        await tx
          .update(contacts)
          .set({ convertedLeadId: created, convertedAt: now, updatedAt: now })
          .where(eq(contacts.id, id));
        return created;
      }),
    actor,
  );
  return {
    message: `${contact.name} is now a lead.`,
    lead: { _id: leadId, name: contact.name },
    contact: await getContact(deps.db, id),
  };
}

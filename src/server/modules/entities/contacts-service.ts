import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CONTACT_FIELDS, describeChanges } from '../../../domain/entities/entity-changes';
import {
  CONTACT_KIND_LABELS,
  type ContactKind,
  type CustomerContact,
  type customerContactInputSchema,
} from '../../../domain/schemas/customer-contact';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/database';
import { customerContacts, entities } from '../../db/schema/entities';
import { badRequest, notFound } from '../../lib/app-error';
import { type Actor, recordHistory } from './history';

type ContactValues = z.output<typeof customerContactInputSchema>;

const contactMissing = () => notFound('That contact does not exist.');

function toContact(row: typeof customerContacts.$inferSelect): CustomerContact {
  return {
    _id: row.id,
    entityId: row.entityId,
    kind: row.kind as ContactKind,
    name: row.name,
    relation: row.relation as CustomerContact['relation'],
    mobile: row.mobile,
    email: row.email,
    pan: row.pan,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  };
}

const columns = (input: ContactValues) => ({
  kind: input.kind,
  name: input.name,
  relation: input.relation,
  mobile: input.mobile ?? null,
  email: input.email ?? null,
  pan: input.pan ?? null,
  address: input.address ?? null,
});

/** History shows the kind as a person says it. */
const readable = (values: ReturnType<typeof columns>) => ({
  ...values,
  kind: CONTACT_KIND_LABELS[values.kind as ContactKind],
});

export async function listContacts(deps: Pick<AppContext, 'db'>, entityId: string) {
  const [entity] = await deps.db.select({ id: entities.id }).from(entities).where(eq(entities.id, entityId));
  if (!entity) throw notFound('That entity does not exist.');
  const rows = await deps.db
    .select()
    .from(customerContacts)
    .where(eq(customerContacts.entityId, entityId))
    .orderBy(asc(customerContacts.kind), asc(customerContacts.createdAt));
  return { contacts: rows.map(toContact) };
}

/** Contacts belong to flat buyers; the entity is locked so its history stays in order. */
async function lockBuyer(tx: Tx, entityId: string) {
  const [entity] = await tx
    .select({ id: entities.id, type: entities.type })
    .from(entities)
    .where(eq(entities.id, entityId))
    .for('update');
  if (!entity) throw badRequest('That flat buyer does not exist.', { entityId: 'Choose an existing flat buyer.' });
  if (entity.type !== 'customer') {
    throw badRequest('Co-applicants and family contacts are kept for flat buyers only.', {
      entityId: 'Choose a flat buyer.',
    });
  }
}

export async function createContact(deps: Pick<AppContext, 'db' | 'clock'>, input: ContactValues, actor: Actor) {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    await lockBuyer(tx, input.entityId);
    const values = columns(input);
    const [created] = await tx
      .insert(customerContacts)
      .values({ ...values, entityId: input.entityId, createdAt: now, updatedAt: now })
      .returning();
    await recordHistory(tx, {
      entityId: input.entityId,
      action: 'contact_added',
      summary: `${CONTACT_KIND_LABELS[input.kind]} ${input.name} (${input.relation}) added`,
      changes: describeChanges(CONTACT_FIELDS, null, readable(values)),
      actor,
      at: now,
    });
    return created!;
  });
  return toContact(row);
}

export async function updateContact(deps: AppContext, id: string, input: ContactValues, actor: Actor) {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(customerContacts).where(eq(customerContacts.id, id));
    if (!current) throw contactMissing();
    if (current.entityId !== input.entityId) {
      throw badRequest('A contact cannot be moved to another flat buyer.', { entityId: 'Keep the same flat buyer.' });
    }
    await lockBuyer(tx, current.entityId);
    const values = columns(input);
    const changes = describeChanges(CONTACT_FIELDS, readable(columns(current as ContactValues)), readable(values));
    if (changes.length === 0) return current;
    const [updated] = await tx
      .update(customerContacts)
      .set({ ...values, updatedAt: now })
      .where(eq(customerContacts.id, id))
      .returning();
    await recordHistory(tx, {
      entityId: current.entityId,
      action: 'contact_updated',
      summary: `${CONTACT_KIND_LABELS[input.kind]} ${input.name} edited`,
      changes,
      actor,
      at: now,
    });
    return updated!;
  });
  return toContact(row);
}

export async function deleteContact(deps: AppContext, id: string, actor: Actor) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx.delete(customerContacts).where(eq(customerContacts.id, id)).returning();
    if (!removed) throw contactMissing();
    await recordHistory(tx, {
      entityId: removed.entityId,
      action: 'contact_deleted',
      summary: `${CONTACT_KIND_LABELS[removed.kind as ContactKind]} ${removed.name} removed`,
      changes: describeChanges(CONTACT_FIELDS, readable(columns(removed as ContactValues)), null),
      actor,
      at: now,
    });
  });
  return { message: 'Contact deleted successfully.' };
}

import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { istDate } from '../../../domain/india-date';
import type { ImportantContact, importantContactInputSchema } from '../../../domain/schemas/important-contact';
import type { AppContext } from '../../context';
import { importantContacts } from '../../db/schema/important-contacts';
import { notFound } from '../../lib/app-error';

type ContactValues = z.output<typeof importantContactInputSchema>;

function toContact(row: typeof importantContacts.$inferSelect): ImportantContact {
  return {
    _id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    pan: row.pan,
    profession: row.profession,
    date: row.date,
    createdAt: row.createdAt.toISOString(),
  };
}

const missing = () => notFound('That contact does not exist.');

export async function listContacts(deps: AppContext): Promise<ImportantContact[]> {
  const rows = await deps.db
    .select()
    .from(importantContacts)
    .orderBy(desc(importantContacts.date), desc(importantContacts.createdAt));
  return rows.map(toContact);
}

export async function createContact(deps: AppContext, input: ContactValues, userId: string): Promise<ImportantContact> {
  const now = deps.clock();
  const [row] = await deps.db
    .insert(importantContacts)
    .values({
      name: input.name,
      mobile: input.mobile,
      email: input.email,
      pan: input.pan ?? null,
      profession: input.profession,
      date: input.date ?? istDate(now),
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toContact(row!);
}

export async function updateContact(deps: AppContext, id: string, input: ContactValues) {
  const [row] = await deps.db
    .update(importantContacts)
    .set({
      name: input.name,
      mobile: input.mobile,
      email: input.email,
      pan: input.pan ?? null,
      profession: input.profession,
      // The date is read-only in the form; an update without one keeps the original.
      ...(input.date ? { date: input.date } : {}),
      updatedAt: deps.clock(),
    })
    .where(eq(importantContacts.id, id))
    .returning();
  if (!row) throw missing();
  return toContact(row);
}

export async function deleteContact(deps: AppContext, id: string) {
  const [row] = await deps.db
    .delete(importantContacts)
    .where(eq(importantContacts.id, id))
    .returning({ name: importantContacts.name });
  if (!row) throw missing();
  return { message: `${row.name} has been deleted.` };
}

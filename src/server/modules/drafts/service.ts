import { and, desc, eq } from 'drizzle-orm';
import type { Draft, DraftKind } from '../../../domain/schemas/draft';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { drafts } from '../../db/schema/drafts';
import { quotations } from '../../db/schema/quotations';
import { badRequest, notFound } from '../../lib/app-error';

type Row = typeof drafts.$inferSelect;

function toDraft(row: Row): Draft {
  return {
    _id: row.id,
    kind: row.kind === 'quotation-edit' ? 'quotation-edit' : 'quotation-create',
    quotationId: row.quotationId,
    title: row.title,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Someone else's draft answers 404, the same as one that does not exist: its existence is private.
const missing = () => notFound('That draft does not exist. It may have been saved or discarded.');
const mine = (id: string, userId: string) => and(eq(drafts.id, id), eq(drafts.userId, userId));

export async function listDrafts(db: Db, userId: string): Promise<Draft[]> {
  const rows = await db.select().from(drafts).where(eq(drafts.userId, userId)).orderBy(desc(drafts.updatedAt));
  return rows.map(toDraft);
}

export async function getDraft(db: Db, id: string, userId: string): Promise<Draft> {
  const [row] = await db.select().from(drafts).where(mine(id, userId));
  if (!row) throw missing();
  return toDraft(row);
}

export async function createDraft(
  deps: AppContext,
  input: { kind: DraftKind; quotationId?: string | undefined; title: string; data: Record<string, unknown> },
  userId: string,
): Promise<Draft> {
  if (input.kind === 'quotation-edit') {
    if (!input.quotationId)
      throw badRequest('A draft of an edit needs the quotation it edits.', { quotationId: 'Required.' });
    const [exists] = await deps.db
      .select({ id: quotations.id })
      .from(quotations)
      .where(eq(quotations.id, input.quotationId));
    if (!exists) throw notFound('That quotation does not exist. It may have been deleted.');
  }
  const now = deps.clock();
  const [row] = await deps.db
    .insert(drafts)
    .values({
      userId,
      kind: input.kind,
      quotationId: input.kind === 'quotation-edit' ? (input.quotationId ?? null) : null,
      title: input.title,
      data: input.data,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toDraft(row!);
}

export async function updateDraft(
  deps: AppContext,
  id: string,
  input: { title: string; data: Record<string, unknown> },
  userId: string,
): Promise<Draft> {
  const [row] = await deps.db
    .update(drafts)
    .set({ title: input.title, data: input.data, updatedAt: deps.clock() })
    .where(mine(id, userId))
    .returning();
  if (!row) throw missing();
  return toDraft(row);
}

export async function deleteDraft(db: Db, id: string, userId: string) {
  const rows = await db.delete(drafts).where(mine(id, userId)).returning({ id: drafts.id });
  if (rows.length === 0) throw missing();
  return { message: 'The draft has been discarded.' };
}

import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Source, sourceInputSchema } from '../../../domain/schemas/source';
import type { AppContext } from '../../context';
import { sources } from '../../db/schema/sources';
import { conflict, notFound } from '../../lib/app-error';
import { isInUseError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';

type SourceValues = z.output<typeof sourceInputSchema>;

const duplicateName = () =>
  conflict('A source with this name already exists.', 'DUPLICATE_NAME', {
    name: 'A source with this name already exists.',
  });

function toSource(row: typeof sources.$inferSelect): Source {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSources(deps: AppContext, active?: boolean): Promise<Source[]> {
  const rows = await deps.db
    .select()
    .from(sources)
    .where(active === undefined ? undefined : eq(sources.active, active))
    .orderBy(asc(sources.name));
  return rows.map(toSource);
}

export async function createSource(deps: AppContext, input: SourceValues): Promise<Source> {
  const now = deps.clock();
  try {
    const [row] = await deps.db
      .insert(sources)
      .values({
        name: input.name,
        description: input.description ?? null,
        active: input.active,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toSource(row!);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicateName();
    throw error;
  }
}

export async function updateSource(deps: AppContext, id: string, input: SourceValues): Promise<Source> {
  try {
    const [row] = await deps.db
      .update(sources)
      .set({
        name: input.name,
        description: input.description ?? null,
        active: input.active,
        updatedAt: deps.clock(),
      })
      .where(eq(sources.id, id))
      .returning();
    if (!row) throw notFound('That source does not exist.');
    return toSource(row);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicateName();
    throw error;
  }
}

export async function deleteSource(deps: AppContext, id: string) {
  const [source] = await deps.db.select({ name: sources.name }).from(sources).where(eq(sources.id, id));
  if (!source) throw notFound('That source does not exist.');
  try {
    await deps.db.delete(sources).where(eq(sources.id, id));
  } catch (error) {
    // Leads reference their source with ON DELETE RESTRICT: keep the history, offer deactivation.
    if (isInUseError(error)) {
      throw conflict(
        `${source.name} is used by leads, so it cannot be deleted. Deactivate it instead to stop offering it.`,
        'SOURCE_IN_USE',
      );
    }
    throw error;
  }
  return { message: `${source.name} has been deleted.` };
}

import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Material, materialInputSchema } from '../../../domain/schemas/material';
import type { AppContext } from '../../context';
import { materials, purchaseItems } from '../../db/schema/purchases';
import { conflict, notFound } from '../../lib/app-error';
import { isInUseError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { moneyText } from './purchase-view';

type MaterialValues = z.output<typeof materialInputSchema>;

export function toMaterial(row: typeof materials.$inferSelect): Material {
  return {
    _id: row.id,
    name: row.name,
    unit: row.unit,
    hsn: row.hsn,
    rate: Number(row.rate),
    gst: Number(row.gst),
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

const columns = (input: MaterialValues) => ({
  name: input.name,
  unit: input.unit,
  hsn: input.hsn ?? null,
  rate: moneyText(input.rate),
  gst: String(input.gst),
  description: input.description ?? null,
});

const missing = () => notFound('That material does not exist.');

async function saving<T>(input: MaterialValues, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw conflict(`${input.name} (${input.unit}) already exists.`, 'DUPLICATE_MATERIAL', {
        name: 'This material already exists with this unit.',
      });
    }
    throw error;
  }
}

export async function listMaterials(deps: Pick<AppContext, 'db'>) {
  const rows = await deps.db.select().from(materials).orderBy(asc(materials.name), asc(materials.unit));
  return { materials: rows.map(toMaterial) };
}

export async function createMaterial(deps: AppContext, input: MaterialValues): Promise<Material> {
  const now = deps.clock();
  const [row] = await saving(input, () =>
    deps.db
      .insert(materials)
      .values({ ...columns(input), createdAt: now, updatedAt: now })
      .returning(),
  );
  return toMaterial(row!);
}

/** A new default rate or GST applies to new bills only; saved lines keep what they were billed at. */
export async function updateMaterial(deps: AppContext, id: string, input: MaterialValues): Promise<Material> {
  const [row] = await saving(input, () =>
    deps.db
      .update(materials)
      .set({ ...columns(input), updatedAt: deps.clock() })
      .where(eq(materials.id, id))
      .returning(),
  );
  if (!row) throw missing();
  return toMaterial(row);
}

const inUse = (n: number) =>
  conflict(`This material is on ${n} purchase line${n === 1 ? '' : 's'} and cannot be deleted.`, 'MATERIAL_IN_USE');

export async function deleteMaterial(deps: AppContext, id: string) {
  const [used] = await deps.db.select({ n: count() }).from(purchaseItems).where(eq(purchaseItems.materialId, id));
  if (Number(used?.n) > 0) throw inUse(Number(used?.n));
  try {
    const [row] = await deps.db.delete(materials).where(eq(materials.id, id)).returning({ id: materials.id });
    if (!row) throw missing();
  } catch (error) {
    if (isInUseError(error)) throw inUse(1);
    throw error;
  }
  return { message: 'Material deleted successfully.' };
}

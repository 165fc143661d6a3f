import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Supplier, supplierInputSchema } from '../../../domain/schemas/supplier';
import type { AppContext } from '../../context';
import { purchases, suppliers } from '../../db/schema/purchases';
import { conflict, notFound } from '../../lib/app-error';
import { isInUseError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';

type SupplierValues = z.output<typeof supplierInputSchema>;

export function toSupplier(row: typeof suppliers.$inferSelect): Supplier {
  return {
    _id: row.id,
    name: row.name,
    contactPerson: row.contactPerson,
    mobile: row.mobile,
    email: row.email,
    gstin: row.gstin,
    address: row.address,
    state: row.state,
    bankName: row.bankName,
    accNo: row.accNo,
    ifsc: row.ifsc,
    bankBranch: row.bankBranch,
    createdAt: row.createdAt.toISOString(),
  };
}

const columns = (input: SupplierValues) => ({
  name: input.name,
  contactPerson: input.contactPerson ?? null,
  mobile: input.mobile,
  email: input.email ?? null,
  gstin: input.gstin ?? null,
  address: input.address ?? null,
  state: input.state,
  bankName: input.bankName ?? null,
  accNo: input.accNo ?? null,
  ifsc: input.ifsc ?? null,
  bankBranch: input.bankBranch ?? null,
});

const duplicate = (name: string) =>
  conflict(`A supplier named ${name} already exists.`, 'DUPLICATE_SUPPLIER', { name: 'This supplier already exists.' });
const missing = () => notFound('That supplier does not exist.');

async function saving<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicate(name);
    throw error;
  }
}

export async function listSuppliers(deps: Pick<AppContext, 'db'>) {
  const rows = await deps.db.select().from(suppliers).orderBy(asc(suppliers.name));
  return { suppliers: rows.map(toSupplier) };
}

export async function createSupplier(deps: AppContext, input: SupplierValues): Promise<Supplier> {
  const now = deps.clock();
  const [row] = await saving(input.name, () =>
    deps.db
      .insert(suppliers)
      .values({ ...columns(input), createdAt: now, updatedAt: now })
      .returning(),
  );
  return toSupplier(row!);
}

export async function updateSupplier(deps: AppContext, id: string, input: SupplierValues): Promise<Supplier> {
  const [row] = await saving(input.name, () =>
    deps.db
      .update(suppliers)
      .set({ ...columns(input), updatedAt: deps.clock() })
      .where(eq(suppliers.id, id))
      .returning(),
  );
  if (!row) throw missing();
  return toSupplier(row);
}

const inUse = (n: number) =>
  conflict(
    `This supplier has ${n} purchase${n === 1 ? '' : 's'} recorded and cannot be deleted. Delete those purchases first.`,
    'SUPPLIER_IN_USE',
  );

export async function deleteSupplier(deps: AppContext, id: string) {
  const [used] = await deps.db.select({ n: count() }).from(purchases).where(eq(purchases.supplierId, id));
  if (Number(used?.n) > 0) throw inUse(Number(used?.n));
  try {
    const [row] = await deps.db.delete(suppliers).where(eq(suppliers.id, id)).returning({ id: suppliers.id });
    if (!row) throw missing();
  } catch (error) {
    // A purchase entered between the count and the delete: the foreign key still says no.
    if (isInUseError(error)) throw inUse(1);
    throw error;
  }
  return { message: 'Supplier deleted successfully.' };
}

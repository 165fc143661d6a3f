import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { purchaseQuerySchema } from '../../../domain/schemas/purchase';
import type { AppContext } from '../../context';
import { suppliers } from '../../db/schema/purchases';
import { notFound } from '../../lib/app-error';
import { listPurchases } from './purchases-service';
import { toSupplier } from './suppliers-service';

/** GET /api/purchases/by-supplier/:id: the supplier and their bills (the list's filters apply). */
export async function bySupplier(
  deps: Pick<AppContext, 'db'>,
  id: string,
  query: z.output<typeof purchaseQuerySchema>,
) {
  const [supplier] = await deps.db.select().from(suppliers).where(eq(suppliers.id, id));
  if (!supplier) throw notFound('That supplier does not exist.');
  return { supplier: toSupplier(supplier), ...(await listPurchases(deps, { ...query, supplierId: id })) };
}

import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fromPaise, toPaise } from '../../../domain/money/paise';
import type { dashboardQuerySchema, SupplierDashboard } from '../../../domain/schemas/purchase';
import type { AppContext } from '../../context';
import { materials, purchaseItems, purchases, suppliers } from '../../db/schema/purchases';
import { paidSubquery } from './purchase-view';

/**
 * The supplier dashboard: bills dated in the range, with what was paid on them (whenever it was
 * paid) and what is still outstanding; purchases by month and by material over the same bills.
 */
export async function supplierDashboard(
  deps: Pick<AppContext, 'db'>,
  query: z.output<typeof dashboardQuerySchema>,
): Promise<SupplierDashboard> {
  const range: SQL[] = [];
  if (query.from) range.push(gte(purchases.date, query.from));
  if (query.to) range.push(lte(purchases.date, query.to));
  const where = range.length ? and(...range) : undefined;
  const pp = paidSubquery(deps.db);
  const month = sql<string>`to_char(${purchases.date}, 'YYYY-MM')`;

  const [perSupplier, perMonth, perMaterial] = await Promise.all([
    deps.db
      .select({
        id: suppliers.id,
        name: suppliers.name,
        bills: sql<number>`cast(count(*) as integer)`,
        total: sql<string>`sum(${purchases.total})`,
        paid: sql<string>`coalesce(sum(${pp.paid}), 0)`,
        last: sql<string>`max(${purchases.date})`,
      })
      .from(purchases)
      .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
      .leftJoin(pp, eq(pp.purchaseId, purchases.id))
      .where(where)
      .groupBy(suppliers.id, suppliers.name)
      .orderBy(desc(sql`sum(${purchases.total})`), asc(suppliers.name)),
    deps.db
      .select({ month, total: sql<string>`sum(${purchases.total})` })
      .from(purchases)
      .where(where)
      .groupBy(month)
      .orderBy(month),
    deps.db
      .select({
        id: materials.id,
        name: materials.name,
        unit: materials.unit,
        qty: sql<string>`sum(${purchaseItems.qty})`,
        total: sql<string>`sum(${purchaseItems.taxable})`,
      })
      .from(purchaseItems)
      .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
      .innerJoin(materials, eq(materials.id, purchaseItems.materialId))
      .where(where)
      .groupBy(materials.id, materials.name, materials.unit)
      .orderBy(desc(sql`sum(${purchaseItems.taxable})`)),
  ]);

  const rows = perSupplier.map((s) => {
    const total = toPaise(Number(s.total));
    const paid = toPaise(Number(s.paid));
    return {
      _id: s.id,
      name: s.name,
      purchases: fromPaise(total),
      bills: Number(s.bills),
      paid: fromPaise(paid),
      outstanding: fromPaise(total - paid),
      lastPurchase: s.last ? String(s.last).slice(0, 10) : null,
    };
  });
  const sum = (pick: (r: (typeof rows)[number]) => number) => fromPaise(rows.reduce((t, r) => t + toPaise(pick(r)), 0));
  return {
    suppliers: rows,
    totals: {
      purchases: sum((r) => r.purchases),
      bills: rows.reduce((t, r) => t + r.bills, 0),
      paid: sum((r) => r.paid),
      outstanding: sum((r) => r.outstanding),
    },
    byMonth: perMonth.map((m) => ({ month: m.month, total: Number(m.total) })),
    byMaterial: perMaterial.map((m) => ({
      materialId: m.id,
      name: m.name,
      unit: m.unit,
      qty: Number(m.qty),
      total: Number(m.total),
    })),
  };
}

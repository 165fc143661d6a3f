import { and, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { quotations } from '../../db/schema/quotations';

/**
 * What other modules may use of quotations: the dashboard — how many quotations are
 * dated in these India days (the list's date filter, `quote_date`) and their grand totals.
 */
export async function quotationTotals(db: DbOrTx, from: string, to: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, value: sql<string>`coalesce(sum(${quotations.grandTotal}), 0)` })
    .from(quotations)
    .where(and(gte(quotations.quoteDate, from), lte(quotations.quoteDate, to)));
  return { count: Number(row?.n ?? 0), value: Number(row?.value ?? 0) };
}

import { and, eq, gte, lte, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { receipts } from '../../db/schema/collections';
import { entities, entityPayments } from '../../db/schema/entities';

/**
 * What other modules may use of entities: the dashboard — the payments buyers (entities of type
 * customer) made, received and dated in these India days, leaving out those a receipt was made
 * from (decision 201: the receipt counts them, once).
 */
export async function buyerPaymentsReceived(db: DbOrTx, from: string, to: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, value: sql<string>`coalesce(sum(${entityPayments.amount}), 0)` })
    .from(entityPayments)
    .innerJoin(entities, eq(entities.id, entityPayments.entityId))
    .where(
      and(
        eq(entities.type, 'customer'),
        eq(entityPayments.direction, 'received'),
        gte(entityPayments.date, from),
        lte(entityPayments.date, to),
        notExists(db.select({ id: receipts.id }).from(receipts).where(eq(receipts.entityPaymentId, entityPayments.id))),
      ),
    );
  return { count: Number(row?.n ?? 0), value: Number(row?.value ?? 0) };
}

// Bookings (issue 27) find or make the buyer's flat-buyer record in the booking's transaction, and
// keep its agreement value with the booking's when an approved discount changes it.
export { type FlatBuyerFacts, type FlatBuyerLink, followAgreementValue, linkFlatBuyer } from './flat-buyer-link';

import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatInr } from '../../../domain/billing/indian-format';
import { checkPurchasePayment } from '../../../domain/purchase/purchase-balance';
import type { purchasePaymentInputSchema } from '../../../domain/schemas/purchase';
import type { AppContext } from '../../context';
import { purchasePayments, purchases } from '../../db/schema/purchases';
import { conflict, notFound } from '../../lib/app-error';
import { loadPurchase, moneyText, purchaseMissing } from './purchase-view';

type PayValues = z.output<typeof purchasePaymentInputSchema>;

/**
 * Pays part or all of a bill. The purchase row is locked (SELECT … FOR UPDATE) before the paid
 * sum is read, so two payments at the same moment are checked one after the other and can never
 * together pay more than the balance (docs/decisions/032-purchase-payment-locking.md).
 */
export async function payPurchase(
  deps: Pick<AppContext, 'db' | 'clock'>,
  id: string,
  input: PayValues,
  userId: string,
) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [bill] = await tx
      .select({ total: purchases.total })
      .from(purchases)
      .where(eq(purchases.id, id))
      .for('update');
    if (!bill) throw purchaseMissing();
    const [sum] = await tx
      .select({ paid: sql<string>`coalesce(sum(${purchasePayments.amount}), 0)` })
      .from(purchasePayments)
      .where(eq(purchasePayments.purchaseId, id));
    const check = checkPurchasePayment({
      total: Number(bill.total),
      paid: Number(sum?.paid ?? 0),
      amount: input.amount,
      advance: input.advance,
      formatAmount: formatInr,
    });
    if (!check.ok) throw conflict(check.message, check.code, { amount: check.message });
    await tx.insert(purchasePayments).values({
      purchaseId: id,
      amount: moneyText(input.amount),
      date: input.date,
      mode: input.mode,
      reference: input.reference ?? null,
      note: input.note ?? null,
      advance: input.advance,
      createdBy: userId,
      createdAt: now,
    });
    await tx.update(purchases).set({ updatedAt: now }).where(eq(purchases.id, id));
  });
  return loadPurchase(deps.db, id);
}

/** Removes a payment entered by mistake; the balance goes back up. */
export async function deletePurchasePayment(deps: AppContext, id: string, paymentId: string) {
  await deps.db.transaction(async (tx) => {
    const [bill] = await tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.id, id)).for('update');
    if (!bill) throw purchaseMissing();
    const [removed] = await tx
      .delete(purchasePayments)
      .where(and(eq(purchasePayments.id, paymentId), eq(purchasePayments.purchaseId, id)))
      .returning({ id: purchasePayments.id });
    if (!removed) throw notFound('That payment does not exist on this purchase.');
    await tx.update(purchases).set({ updatedAt: deps.clock() }).where(eq(purchases.id, id));
  });
  return loadPurchase(deps.db, id);
}

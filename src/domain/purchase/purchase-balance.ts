import { fromPaise, toPaise } from '../money/paise';

/** What is still owed on a bill: total − paid, exact to the paisa (negative after an advance). */
export function purchaseBalance(total: number, payments: readonly number[]): { paid: number; balance: number } {
  const paid = payments.reduce((s, a) => s + toPaise(a), 0);
  return { paid: fromPaise(paid), balance: fromPaise(toPaise(total) - paid) };
}

export type PaymentCheck =
  | { ok: true }
  | { ok: false; code: 'NOTHING_DUE' | 'OVER_BALANCE'; balance: number; message: string };

/**
 * A payment may be part of the balance or all of it; more than the balance (or anything once
 * nothing is due) only when the request says it is an advance.
 */
export function checkPurchasePayment(input: {
  total: number;
  paid: number;
  amount: number;
  advance: boolean;
  formatAmount: (rupees: number) => string;
}): PaymentCheck {
  const balancePaise = toPaise(input.total) - toPaise(input.paid);
  if (input.advance || toPaise(input.amount) <= balancePaise) return { ok: true };
  const balance = fromPaise(Math.max(0, balancePaise));
  if (balancePaise <= 0) {
    return {
      ok: false,
      code: 'NOTHING_DUE',
      balance,
      message: 'This bill is fully paid. Mark the payment as an advance to record it anyway.',
    };
  }
  return {
    ok: false,
    code: 'OVER_BALANCE',
    balance,
    message: `The balance due is ${input.formatAmount(balance)}. Pay at most that, or mark the payment as an advance.`,
  };
}

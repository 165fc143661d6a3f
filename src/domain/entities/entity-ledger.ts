import { fromPaise, toPaise } from '../money/paise';
import type { EntityType } from '../schemas/entity';
import type { PaymentDirection } from '../schemas/entity-payment';

/**
 * Money flows one way with each kind of party: a flat buyer pays the company; the company pays a
 * land owner, channel partner or contractor. The balance due is the agreement value less the net
 * amount moved in that direction (docs/decisions/031-entity-balance.md).
 */
export function usualDirection(type: EntityType): PaymentDirection {
  return type === 'customer' ? 'received' : 'paid';
}

export interface LedgerPayment {
  amount: number;
  direction: PaymentDirection;
}

export interface Ledger<P> {
  payments: (P & { runningTotal: number })[];
  totalReceived: number;
  totalPaid: number;
  agreementValue: number | null;
  balance: number | null;
}

/** Payments must come in the order they are shown (date, then entry); running totals follow it. */
export function entityLedger<P extends LedgerPayment>(
  type: EntityType,
  agreementValue: number | null,
  payments: readonly P[],
): Ledger<P> {
  const usual = usualDirection(type);
  let received = 0;
  let paid = 0;
  let net = 0;
  const rows = payments.map((p) => {
    const paise = toPaise(p.amount);
    if (p.direction === 'received') received += paise;
    else paid += paise;
    net += p.direction === usual ? paise : -paise;
    return { ...p, runningTotal: fromPaise(net) };
  });
  return {
    payments: rows,
    totalReceived: fromPaise(received),
    totalPaid: fromPaise(paid),
    agreementValue,
    balance: agreementValue === null ? null : fromPaise(toPaise(agreementValue) - net),
  };
}

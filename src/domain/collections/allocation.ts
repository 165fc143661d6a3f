import { laterDay } from '../india-date';

/**
 * Which receipt settled which charge (issue 28, decision 193): the oldest charge first — by due
 * date, then the order raised — whatever the receipt says. A receipt's credit is the amount
 * received plus the TDS the buyer deducted (TDS counts as paid). What is left after every charge is
 * settled is an advance, reported, never silently absorbed. A bounced receipt credits nothing: the
 * allocation is computed again without it, so later receipts move up to the oldest charges.
 * Pure over the lists; amounts in whole paise.
 */

export const CHARGE_KINDS = ['demand', 'interest', 'bounceCharge'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

export interface Charge {
  id: string;
  kind: ChargeKind;
  /** The order the charges were raised in: breaks a tie between charges due the same day. */
  seq: number;
  raisedOn: string;
  dueOn: string;
  label: string;
  /** Before GST, in paise. */
  amountPaise: number;
  gstPaise: number;
  /** Interest on this demand is already charged up to this day (a demand letter carried it). */
  interestChargedTo?: string | null;
}

export interface Receipt {
  id: string;
  /** The order the receipts were recorded in: breaks a tie between receipts of the same day. */
  seq: number;
  receivedOn: string;
  amountPaise: number;
  /** TDS the buyer deducted and counts as paid, in paise. */
  tdsPaise: number;
  /** The day the cheque came back unpaid; null when it has not. */
  bouncedOn: string | null;
  label?: string;
}

export interface Allocation {
  receiptId: string;
  chargeId: string;
  paise: number;
  /** The day the charge counts as paid by it: the receipt's day, or the day the charge was raised
   * when an advance settled it. */
  on: string;
}

export interface ChargeBalance {
  id: string;
  totalPaise: number;
  paidPaise: number;
  duePaise: number;
  /** The day the last paisa was paid; null while anything is due. */
  settledOn: string | null;
}

export interface ReceiptBalance {
  id: string;
  /** Amount and TDS; 0 for a bounced receipt. */
  creditPaise: number;
  allocatedPaise: number;
  /** The part no charge needed. */
  advancePaise: number;
  bounced: boolean;
}

export interface AllocationResult {
  allocations: Allocation[];
  charges: ChargeBalance[];
  receipts: ReceiptBalance[];
  /** Charges raised and not yet paid. */
  duePaise: number;
  /** Credit no charge needed (a payment above what is due). */
  advancePaise: number;
}

export const chargeTotal = (c: Pick<Charge, 'amountPaise' | 'gstPaise'>) => c.amountPaise + c.gstPaise;
export const receiptCredit = (r: Pick<Receipt, 'amountPaise' | 'tdsPaise'>) => r.amountPaise + r.tdsPaise;

/** Oldest first: by due date, then the order raised. */
export function byAge(a: Pick<Charge, 'dueOn' | 'seq'>, b: Pick<Charge, 'dueOn' | 'seq'>): number {
  return a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : a.seq - b.seq;
}

export function byReceipt(a: Pick<Receipt, 'receivedOn' | 'seq'>, b: Pick<Receipt, 'receivedOn' | 'seq'>): number {
  return a.receivedOn < b.receivedOn ? -1 : a.receivedOn > b.receivedOn ? 1 : a.seq - b.seq;
}

/** Bounced by that day (or at all, without a day). */
export const isBounced = (r: Pick<Receipt, 'bouncedOn'>, asOf?: string) =>
  r.bouncedOn !== null && (asOf === undefined || r.bouncedOn <= asOf);

/**
 * Allocate the receipts to the charges, oldest charge first. With `asOf`, only what had happened by
 * that day counts: charges raised and receipts received on or before it, bounces on or before it.
 */
export function allocate(charges: readonly Charge[], receipts: readonly Receipt[], asOf?: string): AllocationResult {
  const open = charges
    .filter((c) => asOf === undefined || c.raisedOn <= asOf)
    .slice()
    .sort(byAge)
    .map((c) => ({ charge: c, total: chargeTotal(c), paid: 0, settledOn: null as string | null }));
  const counted = receipts.filter((r) => asOf === undefined || r.receivedOn <= asOf).sort(byReceipt);
  const allocations: Allocation[] = [];
  const receiptRows: ReceiptBalance[] = [];
  let cursor = 0;
  for (const receipt of counted) {
    const bounced = isBounced(receipt, asOf);
    const credit = bounced ? 0 : receiptCredit(receipt);
    let left = credit;
    while (left > 0 && cursor < open.length) {
      const row = open[cursor] as (typeof open)[number];
      const take = Math.min(left, row.total - row.paid);
      if (take > 0) {
        const on = laterDay(receipt.receivedOn, row.charge.raisedOn);
        allocations.push({ receiptId: receipt.id, chargeId: row.charge.id, paise: take, on });
        row.paid += take;
        left -= take;
        if (row.paid === row.total) row.settledOn = on;
      }
      if (row.paid >= row.total) cursor++;
    }
    receiptRows.push({
      id: receipt.id,
      creditPaise: credit,
      allocatedPaise: credit - left,
      advancePaise: left,
      bounced,
    });
  }
  // A charge of nothing is settled the day it is raised.
  for (const row of open) if (row.total === 0) row.settledOn = row.charge.raisedOn;
  const chargeRows = open.map((row) => ({
    id: row.charge.id,
    totalPaise: row.total,
    paidPaise: row.paid,
    duePaise: row.total - row.paid,
    settledOn: row.settledOn,
  }));
  return {
    allocations,
    charges: chargeRows,
    receipts: receiptRows,
    duePaise: chargeRows.reduce((s, c) => s + c.duePaise, 0),
    advancePaise: receiptRows.reduce((s, r) => s + r.advancePaise, 0),
  };
}

export interface BounceEffect {
  /** What the bounced receipt had settled, now reversed. */
  reversed: Allocation[];
  /** Allocations before and after the bounce, for the history. */
  before: AllocationResult;
  after: AllocationResult;
  /** Charges whose due amount changed, with both figures. */
  changed: { chargeId: string; dueBeforePaise: number; dueAfterPaise: number }[];
}

/**
 * A cheque bounces after later receipts: its allocation is reversed and the later receipts are
 * allocated again, oldest charge first. `bouncedOn` is the day the bank returned it.
 */
export function bounceReceipt(
  charges: readonly Charge[],
  receipts: readonly Receipt[],
  receiptId: string,
  bouncedOn: string,
): BounceEffect {
  const before = allocate(
    charges,
    receipts.map((r) => (r.id === receiptId ? { ...r, bouncedOn: null } : r)),
  );
  const after = allocate(
    charges,
    receipts.map((r) => (r.id === receiptId ? { ...r, bouncedOn } : r)),
  );
  const dueAfter = new Map(after.charges.map((c) => [c.id, c.duePaise]));
  return {
    reversed: before.allocations.filter((a) => a.receiptId === receiptId),
    before,
    after,
    changed: before.charges
      .filter((c) => dueAfter.get(c.id) !== c.duePaise)
      .map((c) => ({ chargeId: c.id, dueBeforePaise: c.duePaise, dueAfterPaise: dueAfter.get(c.id) ?? 0 })),
  };
}

import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { type AllocationResult, allocate, type Charge, type Receipt } from '../../../domain/collections/allocation';
import type { DbOrTx } from '../../db/database';
import { demands, receiptAllocations, receipts } from '../../db/schema/collections';

/**
 * A booking's money as the engine sees it (decision 198): each demand not cancelled is a charge of
 * its amount, GST and the interest its letter charged (its arrears are earlier demands, counted
 * there); each bounced cheque's charge is a charge from the day it bounced; each receipt not
 * reversed credits its amount and TDS. The engine settles the oldest charge first.
 */
export interface Ledger {
  charges: Charge[];
  receipts: Receipt[];
  /** Demand ids among the charges (bounce charges have no allocation row). */
  demandIds: Set<string>;
}

export async function loadLedger(tx: DbOrTx, bookingId: string): Promise<Ledger> {
  const demandRows = await tx
    .select({
      id: demands.id,
      demandNo: demands.demandNo,
      raisedOn: demands.raisedOn,
      dueOn: demands.dueOn,
      amountPaise: demands.amountPaise,
      gstPaise: demands.gstPaise,
      interestPaise: demands.interestPaise,
    })
    .from(demands)
    .where(and(eq(demands.bookingId, bookingId), ne(demands.status, 'cancelled')))
    .orderBy(asc(demands.raisedOn), asc(demands.createdAt), asc(demands.demandNo));
  const receiptRows = await tx
    .select({
      id: receipts.id,
      receiptNo: receipts.receiptNo,
      receivedOn: receipts.receivedOn,
      amountPaise: receipts.amountPaise,
      tdsPaise: receipts.tdsPaise,
      reversedAt: receipts.reversedAt,
      chequeStatusOn: receipts.chequeStatusOn,
      bounceChargePaise: receipts.bounceChargePaise,
    })
    .from(receipts)
    .where(eq(receipts.bookingId, bookingId))
    .orderBy(asc(receipts.receivedOn), asc(receipts.createdAt), asc(receipts.receiptNo));
  const charges: Charge[] = demandRows.map((d, i) => ({
    id: d.id,
    kind: 'demand',
    seq: i,
    raisedOn: d.raisedOn,
    dueOn: d.dueOn,
    label: d.demandNo,
    amountPaise: d.amountPaise + d.interestPaise,
    gstPaise: d.gstPaise,
  }));
  for (const r of receiptRows) {
    if (r.bounceChargePaise > 0 && r.chequeStatusOn) {
      charges.push({
        id: `bounce:${r.id}`,
        kind: 'bounceCharge',
        seq: charges.length,
        raisedOn: r.chequeStatusOn,
        dueOn: r.chequeStatusOn,
        label: `Bounce charge ${r.receiptNo}`,
        amountPaise: r.bounceChargePaise,
        gstPaise: 0,
      });
    }
  }
  return {
    charges,
    receipts: receiptRows
      .filter((r) => r.reversedAt === null)
      .map((r, i) => ({
        id: r.id,
        seq: i,
        receivedOn: r.receivedOn,
        amountPaise: r.amountPaise,
        tdsPaise: r.tdsPaise,
        bouncedOn: null,
        label: r.receiptNo,
      })),
    demandIds: new Set(demandRows.map((d) => d.id)),
  };
}

/**
 * Writes the engine's allocation of a booking's receipts as its `receipt_allocations` rows and each
 * demand's `settled_paise` and status, in the caller's transaction (which holds the booking's lock).
 * Set-based: one delete, one insert, one update, however many receipts and demands.
 */
export async function writeAllocations(tx: DbOrTx, bookingId: string, ledger: Ledger, now: Date) {
  const result: AllocationResult = allocate(ledger.charges, ledger.receipts);
  await tx
    .delete(receiptAllocations)
    .where(
      inArray(
        receiptAllocations.receiptId,
        tx.select({ id: receipts.id }).from(receipts).where(eq(receipts.bookingId, bookingId)),
      ),
    );
  // One receipt may settle a demand in one row: the engine never splits a (receipt, demand) pair.
  const rows = result.allocations
    .filter((a) => ledger.demandIds.has(a.chargeId))
    .map((a) => ({ receiptId: a.receiptId, demandId: a.chargeId, amountPaise: a.paise, createdAt: now }));
  if (rows.length > 0) await tx.insert(receiptAllocations).values(rows);
  await tx
    .update(demands)
    .set({
      settledPaise: sql`coalesce((select sum(${receiptAllocations.amountPaise}) from ${receiptAllocations}
        where ${receiptAllocations.demandId} = ${demands.id}), 0)`,
      status: sql`case
        when coalesce((select sum(${receiptAllocations.amountPaise}) from ${receiptAllocations}
          where ${receiptAllocations.demandId} = ${demands.id}), 0) = 0
          then (case when ${demands.status} in ('part_paid', 'paid')
            then (case when ${demands.letterFileId} is null then 'raised' else 'sent' end)
            else ${demands.status} end)
        when coalesce((select sum(${receiptAllocations.amountPaise}) from ${receiptAllocations}
          where ${receiptAllocations.demandId} = ${demands.id}), 0)
          >= ${demands.amountPaise} + ${demands.gstPaise} + ${demands.interestPaise} then 'paid'
        else 'part_paid' end`,
      updatedAt: now,
    })
    .where(and(eq(demands.bookingId, bookingId), ne(demands.status, 'cancelled')));
  return result;
}

/** Receipts of a booking not reversed, for the cash limit: what the buyer paid and was not refunded. */
export async function receivedOnBooking(tx: DbOrTx, bookingId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${receipts.amountPaise}), 0)` })
    .from(receipts)
    .where(and(eq(receipts.bookingId, bookingId), isNull(receipts.reversedAt)));
  return Number(row?.n ?? 0);
}

/**
 * Payments received on bookings in these India days, bounced cheques left out (a bounce reverses
 * the receipt): how many and the amount received in paise, TDS apart — what came in. The
 * dashboard's buyer-payments card (decision 201).
 */
export async function receivedInDays(db: DbOrTx, from: string, to: string) {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      paise: sql<string>`coalesce(sum(${receipts.amountPaise}), 0)`,
    })
    .from(receipts)
    .where(and(gte(receipts.receivedOn, from), lte(receipts.receivedOn, to), isNull(receipts.reversedAt)));
  return { count: Number(row?.n ?? 0), paise: Number(row?.paise ?? 0) };
}

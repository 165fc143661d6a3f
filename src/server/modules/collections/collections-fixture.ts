import { sql } from 'drizzle-orm';
import { addDays } from '../../../domain/india-date';
import type { DbOrTx } from '../../db/database';
import { bookingApplicants } from '../../db/schema/bookings';
import { bookingInstalments, demands, receipts } from '../../db/schema/collections';

/*
 * Demands and receipts written straight into the database for the collections tests (the demands
 * and receipts modules own the API that makes them). Amounts in paise.
 */

let serial = 0;

export async function addApplicant(db: DbOrTx, bookingId: string, name: string, email: string | null) {
  await db.insert(bookingApplicants).values({ bookingId, position: 1, name, email, mobile: '919820012345' });
}

export interface DemandFixture {
  dueOn: string;
  amountPaise: number;
  gstPaise?: number;
  interestPaise?: number;
  settledPaise?: number;
  status?: 'raised' | 'sent' | 'part_paid' | 'paid' | 'cancelled';
  raisedOn?: string;
  name?: string;
}

/** One instalment of the booking and its demand. */
export async function insertDemand(db: DbOrTx, bookingId: string, d: DemandFixture) {
  serial += 1;
  const [inst] = await db
    .insert(bookingInstalments)
    .values({
      bookingId,
      position: serial,
      name: d.name ?? `Slab ${serial}`,
      trigger: 'booking',
      percentBp: 1000,
      amountPaise: d.amountPaise,
    })
    .returning({ id: bookingInstalments.id });
  const gst = d.gstPaise ?? 0;
  const interest = d.interestPaise ?? 0;
  const [row] = await db
    .insert(demands)
    .values({
      demandNo: `DM-T-${serial}`,
      bookingId,
      instalmentId: inst!.id,
      raisedOn: d.raisedOn ?? addDays(d.dueOn, -15),
      dueOn: d.dueOn,
      amountPaise: d.amountPaise,
      gstPercent: '5',
      gstPaise: gst,
      interestPaise: interest,
      totalPaise: d.amountPaise + gst + interest,
      settledPaise: d.settledPaise ?? 0,
      status: d.status ?? 'sent',
    })
    .returning();
  return row!;
}

export interface ReceiptFixture {
  receivedOn: string;
  amountPaise: number;
  tdsPaise?: number;
  mode?: 'cheque' | 'rtgs_neft';
  bouncedOn?: string;
  bounceChargePaise?: number;
}

export async function insertReceipt(db: DbOrTx, bookingId: string, r: ReceiptFixture) {
  serial += 1;
  const [row] = await db
    .insert(receipts)
    .values({
      receiptNo: `RC-T-${serial}`,
      bookingId,
      mode: r.mode ?? (r.bouncedOn ? 'cheque' : 'rtgs_neft'),
      reference: `REF${serial}`,
      bankName: 'HDFC Bank',
      receivedOn: r.receivedOn,
      amountPaise: r.amountPaise,
      tdsPaise: r.tdsPaise ?? 0,
      ...(r.bouncedOn
        ? { chequeStatus: 'bounced', chequeStatusOn: r.bouncedOn, bounceChargePaise: r.bounceChargePaise ?? 0 }
        : {}),
    })
    .returning();
  return row!;
}

/** Allocates part of a receipt to a demand and keeps the demand's settled sum (as receipts do). */
export async function allocate(db: DbOrTx, receiptId: string, demandId: string, paise: number) {
  await db.execute(sql`insert into receipt_allocations (receipt_id, demand_id, amount_paise)
    values (${receiptId}::uuid, ${demandId}::uuid, ${paise})`);
  await db.execute(sql`update demands set settled_paise = settled_paise + ${paise} where id = ${demandId}::uuid`);
}

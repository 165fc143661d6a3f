import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { formatInrPaise } from '../../../domain/billing/indian-format';
import { indiaDisplayDate } from '../../../domain/india-date';
import { toPaise } from '../../../domain/money/paise';
import type { ReceiptRecord, receiptBounceSchema } from '../../../domain/schemas/collections';
import type { chequeClearedSchema, form16bReceivedSchema } from '../../../domain/schemas/receipts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import type { bookings } from '../../db/schema/bookings';
import { receipts } from '../../db/schema/collections';
import { leads } from '../../db/schema/leads';
import { conflict } from '../../lib/app-error';
import { fingerprint, onceByKey } from '../../lib/idempotency';
import { lockBooking, recordBookingEvent } from '../bookings/public';
import type { LeadActor } from '../lead-records/public';
import { openTask } from '../tasks/public';
import { loadLedger, writeAllocations } from './ledger';
import { receiptMissing } from './receipt-view';
import { assertDay, readReceipt } from './service';

type Deps = Pick<AppContext, 'db' | 'clock'>;
type Actor = LeadActor;
type BookingRow = typeof bookings.$inferSelect;

/*
 * The cheque register's acts on a receipt (decision 198): each locks the receipt and its booking,
 * changes it once per idempotency key and records it on the booking's history.
 */

/** Locks a receipt of a booking the viewer may see (404 otherwise). */
async function lockReceipt(tx: DbOrTx, actor: Actor, id: string) {
  const [row] = await tx.select().from(receipts).where(eq(receipts.id, id));
  if (!row) throw receiptMissing();
  const booking = await lockBooking(tx, actor, row.bookingId).catch(() => {
    throw receiptMissing();
  });
  const [locked] = await tx.select().from(receipts).where(eq(receipts.id, id)).for('update');
  return { receipt: locked ?? row, booking };
}

function assertDeposited(r: typeof receipts.$inferSelect, doing: string) {
  if (r.chequeStatus === 'deposited') return;
  const what =
    r.chequeStatus === null ? `was paid by ${r.mode === 'cash' ? 'cash' : 'a bank transfer'}` : `is ${r.chequeStatus}`;
  throw conflict(`Receipt ${r.receiptNo} ${what}, so it cannot be ${doing}.`, 'CHEQUE_STATUS');
}

async function changeReceipt(
  deps: Deps,
  id: string,
  actor: Actor,
  key: string | undefined,
  request: string,
  work: (tx: DbOrTx, r: typeof receipts.$inferSelect, booking: BookingRow, now: Date) => Promise<void>,
): Promise<{ receipt: ReceiptRecord; replayed: boolean }> {
  const now = deps.clock();
  const { resultId, replayed } = await deps.db.transaction((tx) =>
    onceByKey(tx, { userId: actor.id, key, request, now }, async () => {
      const { receipt, booking } = await lockReceipt(tx, actor, id);
      await work(tx, receipt, booking, now);
      return receipt.id;
    }),
  );
  return { receipt: await readReceipt(deps.db, resultId), replayed };
}

/** The bank paid a deposited cheque or draft. */
export function clearCheque(
  deps: Deps,
  id: string,
  input: z.output<typeof chequeClearedSchema>,
  actor: Actor,
  key?: string,
) {
  return changeReceipt(deps, id, actor, key, fingerprint('receipt.clear', { id, input }), async (tx, r, b, now) => {
    assertDeposited(r, 'marked cleared');
    assertDay(input.clearedOn, now, 'Date cleared', 'clearedOn', {
      day: r.receivedOn,
      what: 'the day it was received',
    });
    await tx
      .update(receipts)
      .set({ chequeStatus: 'cleared', chequeStatusOn: input.clearedOn, updatedAt: now })
      .where(eq(receipts.id, r.id));
    await recordBookingEvent(
      tx,
      b,
      'cheque_cleared',
      `Receipt ${r.receiptNo}: ${formatInrPaise(r.amountPaise)} cleared on ${indiaDisplayDate(input.clearedOn)}`,
      actor,
      now,
      { receiptId: r.id },
    );
  });
}

/**
 * The bank returned a cheque or draft unpaid: the receipt is reversed (its credit is gone), the
 * bounce charge becomes a charge of the booking from that day, every remaining receipt is allocated
 * again oldest demand first, and the booking's owner (the lead's assignee, else who booked) gets a
 * task to collect again — all in one transaction.
 */
export function bounceCheque(
  deps: Deps,
  id: string,
  input: z.output<typeof receiptBounceSchema>,
  actor: Actor,
  key?: string,
) {
  return changeReceipt(deps, id, actor, key, fingerprint('receipt.bounce', { id, input }), async (tx, r, b, now) => {
    assertDeposited(r, 'marked bounced');
    assertDay(input.bouncedOn, now, 'Date bounced', 'bouncedOn', {
      day: r.receivedOn,
      what: 'the day it was received',
    });
    const chargePaise = toPaise(input.charge);
    await tx
      .update(receipts)
      .set({
        chequeStatus: 'bounced',
        chequeStatusOn: input.bouncedOn,
        bounceChargePaise: chargePaise,
        reversedAt: now,
        note: input.reason ? [r.note, `Bounced: ${input.reason}`].filter(Boolean).join('\n') : r.note,
        updatedAt: now,
      })
      .where(eq(receipts.id, r.id));
    const result = await writeAllocations(tx, b.id, await loadLedger(tx, b.id), now);
    const [lead] = b.leadId
      ? await tx.select({ assignedTo: leads.assignedTo }).from(leads).where(eq(leads.id, b.leadId))
      : [];
    const owner = lead?.assignedTo ?? b.createdBy ?? actor.id;
    const instrument = r.mode === 'dd' ? 'Draft' : 'Cheque';
    const what = `${instrument} ${r.reference ?? ''} of ${formatInrPaise(r.amountPaise)}`.replace('  ', ' ');
    await openTask(tx, {
      title: `${what} bounced on ${b.bookingNo}: collect again`,
      description:
        `${what} (receipt ${r.receiptNo}, ${r.bankName ?? 'bank not recorded'}) came back unpaid on ` +
        `${indiaDisplayDate(input.bouncedOn)}${input.reason ? `: ${input.reason}` : ''}. ` +
        (chargePaise > 0 ? `A bounce charge of ${formatInrPaise(chargePaise)} is added. ` : '') +
        `Now due on the booking: ${formatInrPaise(result.duePaise)}.`,
      assigneeId: owner,
      leadId: b.leadId,
      dueAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
      priority: 'high',
      by: actor.id,
      now,
    });
    await recordBookingEvent(
      tx,
      b,
      'cheque_bounced',
      `Receipt ${r.receiptNo}: ${what} bounced on ${indiaDisplayDate(input.bouncedOn)}` +
        (chargePaise > 0 ? `, bounce charge ${formatInrPaise(chargePaise)}` : '') +
        `; receipt reversed, ${formatInrPaise(result.duePaise)} now due`,
      actor,
      now,
      { receiptId: r.id },
    );
  });
}

/** The buyer's Form 16B for a receipt's TDS has arrived. */
export function markForm16bReceived(
  deps: Deps,
  id: string,
  input: z.output<typeof form16bReceivedSchema>,
  actor: Actor,
  key?: string,
) {
  return changeReceipt(deps, id, actor, key, fingerprint('receipt.form16b', { id, input }), async (tx, r, b, now) => {
    if (r.form16bStatus !== 'pending') {
      throw conflict(
        r.form16bStatus === 'received'
          ? `Form 16B for receipt ${r.receiptNo} is already marked received.`
          : `Receipt ${r.receiptNo} has no TDS, so no Form 16B is due for it.`,
        'FORM_16B_STATUS',
      );
    }
    assertDay(input.receivedOn, now, 'Date Form 16B received', 'receivedOn', {
      day: r.receivedOn,
      what: 'the payment',
    });
    await tx
      .update(receipts)
      .set({ form16bStatus: 'received', form16bReceivedOn: input.receivedOn, updatedAt: now })
      .where(eq(receipts.id, r.id));
    await recordBookingEvent(
      tx,
      b,
      'form16b_received',
      `Form 16B for the TDS of ${formatInrPaise(r.tdsPaise)} on receipt ${r.receiptNo} received on ${indiaDisplayDate(input.receivedOn)}` +
        (input.note ? ` (${input.note})` : ''),
      actor,
      now,
      { receiptId: r.id },
    );
  });
}

import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatInrPaise } from '../../../domain/billing/indian-format';
import { allocate } from '../../../domain/collections/allocation';
import { cashReceiptRefusal } from '../../../domain/collections/cash-limit';
import { indiaDisplayDate, istDate } from '../../../domain/india-date';
import { fromPaise, toPaise } from '../../../domain/money/paise';
import { can } from '../../../domain/permissions';
import {
  RECEIPT_MODE_LABELS,
  RECEIPT_REFERENCE_LABELS,
  type ReceiptRecord,
  type receiptInputSchema,
} from '../../../domain/schemas/collections';
import type { BookingReceipts } from '../../../domain/schemas/receipts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { bookingApplicants, bookings } from '../../db/schema/bookings';
import { receipts } from '../../db/schema/collections';
import { badRequest, conflict } from '../../lib/app-error';
import { fingerprint, onceByKey } from '../../lib/idempotency';
import { bookingMissing, bookingScope, lockBooking, recordBookingEvent } from '../bookings/public';
import type { LeadActor } from '../lead-records/public';
import { queueEmail } from '../mail/public';
import { loadLedger, receivedOnBooking, writeAllocations } from './ledger';
import { receiptPdfEmailJob } from './receipt-pdf';
import { DB_MODE, receiptMissing, toReceipts } from './receipt-view';

type Deps = Pick<AppContext, 'db' | 'clock'>;
type Actor = LeadActor;
type BookingRow = typeof bookings.$inferSelect;

/** RC-<year>-<sequence>, one series a year, numbered under a lock so two receipts never share one. */
async function nextReceiptNo(tx: DbOrTx, day: string): Promise<string> {
  const year = day.slice(0, 4);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('receipts.number'))`);
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(substring(${receipts.receiptNo} from 9)::int), 0)::int` })
    .from(receipts)
    .where(like(receipts.receiptNo, `RC-${year}-%`));
  return `RC-${year}-${String(Number(row?.n ?? 0) + 1).padStart(4, '0')}`;
}

export function assertDay(
  day: string,
  now: Date,
  label: string,
  field: string,
  notBefore?: { day: string; what: string },
) {
  const today = istDate(now);
  if (day > today) {
    const message = `${label} cannot be after today (${indiaDisplayDate(today)}).`;
    throw badRequest(message, { [field]: message }, 'DATE_AHEAD');
  }
  if (notBefore && day < notBefore.day) {
    const message = `${label} cannot be before ${notBefore.what} (${indiaDisplayDate(notBefore.day)}).`;
    throw badRequest(message, { [field]: message }, 'DATE_TOO_EARLY');
  }
}

/** A booking the viewer may see, with its receipts and what is due (rupees). */
export async function bookingReceipts(deps: Deps, viewer: Actor, bookingId: string): Promise<BookingReceipts> {
  const [booking] = await deps.db
    .select({ id: bookings.id, bookingNo: bookings.bookingNo })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), bookingScope(viewer)));
  if (!booking) throw bookingMissing();
  const rows = await deps.db
    .select()
    .from(receipts)
    .where(eq(receipts.bookingId, bookingId))
    .orderBy(asc(receipts.receivedOn), asc(receipts.createdAt), asc(receipts.receiptNo));
  const ledger = await loadLedger(deps.db, bookingId);
  const result = allocate(ledger.charges, ledger.receipts);
  const demanded = ledger.charges
    .filter((c) => c.kind === 'demand')
    .reduce((s, c) => s + c.amountPaise + c.gstPaise, 0);
  const bounce = ledger.charges.filter((c) => c.kind === 'bounceCharge').reduce((s, c) => s + c.amountPaise, 0);
  const credited = ledger.receipts.reduce((s, r) => s + r.amountPaise + r.tdsPaise, 0);
  return {
    bookingId: booking.id,
    bookingNo: booking.bookingNo,
    receipts: await toReceipts(deps.db, rows),
    demanded: fromPaise(demanded),
    bounceCharges: fromPaise(bounce),
    credited: fromPaise(credited),
    due: fromPaise(result.duePaise),
    advance: fromPaise(result.advancePaise),
    canRecord: can(viewer.role, 'receipts.manage'),
  };
}

export async function readReceipt(db: DbOrTx, id: string): Promise<ReceiptRecord> {
  const rows = await db.select().from(receipts).where(eq(receipts.id, id));
  if (rows.length === 0) throw receiptMissing();
  return (await toReceipts(db, rows))[0] as ReceiptRecord;
}

/** The first applicant, to whom the receipt is emailed. */
async function firstApplicant(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({ name: bookingApplicants.name, email: bookingApplicants.email })
    .from(bookingApplicants)
    .where(and(eq(bookingApplicants.bookingId, bookingId), eq(bookingApplicants.position, 1)));
  return row ?? null;
}

/**
 * Records a payment against a booking (decision 198), in one transaction holding the booking's
 * lock: the receipt, the engine's allocation of every receipt of the booking (oldest demand first)
 * as `receipt_allocations` and each demand's settled amount and status, the booking's history and
 * the lead's timeline, and the receipt emailed to the first applicant through the outbox.
 * Refused: cash at or over the section 269SS limit (with what was paid before), and a payment above
 * what is due unless `acceptAdvance` says to keep the rest as an advance.
 */
export async function recordReceipt(
  deps: AppContext,
  bookingId: string,
  input: z.output<typeof receiptInputSchema>,
  actor: Actor,
  key?: string,
): Promise<{ receipt: ReceiptRecord; emailedTo: string | null; replayed: boolean }> {
  const now = deps.clock();
  let emailedTo: string | null = null;
  const { resultId, replayed } = await deps.db.transaction((tx) =>
    onceByKey(
      tx,
      { userId: actor.id, key, request: fingerprint('receipt.create', { bookingId, input }), now },
      async () => {
        const booking = await lockBooking(tx, actor, bookingId);
        if (booking.status === 'cancelled' || booking.status === 'transferred') {
          throw conflict(
            `${booking.bookingNo} is ${booking.status}, so no payment can be recorded against it.`,
            'BOOKING_CLOSED',
          );
        }
        assertDay(input.receivedOn, now, 'Date received', 'receivedOn');
        const amountPaise = toPaise(input.amount);
        const tdsPaise = toPaise(input.tdsAmount);
        if (input.mode === 'cash') {
          const refusal = cashReceiptRefusal(amountPaise, await receivedOnBooking(tx, booking.id));
          if (refusal) throw badRequest(refusal, { amount: refusal }, 'CASH_LIMIT');
        }
        const ledger = await loadLedger(tx, booking.id);
        const id = crypto.randomUUID();
        ledger.receipts.push({
          id,
          seq: ledger.receipts.length,
          receivedOn: input.receivedOn,
          amountPaise,
          tdsPaise,
          bouncedOn: null,
        });
        const preview = allocate(ledger.charges, ledger.receipts);
        const advancePaise = preview.receipts.find((r) => r.id === id)?.advancePaise ?? 0;
        if (advancePaise > 0 && !input.acceptAdvance) {
          const duePaise = amountPaise + tdsPaise - advancePaise;
          const message =
            `${formatInrPaise(amountPaise + tdsPaise)} is more than the ${formatInrPaise(duePaise)} due on ${booking.bookingNo}. ` +
            `Keep the other ${formatInrPaise(advancePaise)} as an advance against the next demands, or correct the amount.`;
          throw conflict(message, 'ADVANCE_NOT_CONFIRMED', { amount: message });
        }
        const receiptNo = await nextReceiptNo(tx, input.receivedOn);
        const instrument = input.mode === 'cheque' || input.mode === 'dd';
        const bank = input.bank ? (input.branch ? `${input.bank}, ${input.branch}` : input.bank) : null;
        await tx.insert(receipts).values({
          id,
          receiptNo,
          bookingId: booking.id,
          mode: DB_MODE[input.mode],
          reference: input.mode === 'cash' ? null : (input.reference ?? null),
          bankName: bank,
          receivedOn: input.receivedOn,
          amountPaise,
          tdsPaise,
          form16bStatus:
            tdsPaise > 0 ? (input.form16bStatus === 'received' ? 'received' : 'pending') : 'not_applicable',
          form16bReceivedOn: tdsPaise > 0 && input.form16bStatus === 'received' ? input.receivedOn : null,
          chequeStatus: instrument ? 'deposited' : null,
          chequeStatusOn: instrument ? input.receivedOn : null,
          advance: advancePaise > 0,
          note: input.note ?? null,
          createdBy: actor.id,
          createdAt: now,
          updatedAt: now,
        });
        const result = await writeAllocations(tx, booking.id, ledger, now);
        const settled = result.allocations.filter((a) => a.receiptId === id && ledger.demandIds.has(a.chargeId)).length;
        const ref = input.reference ? ` ${input.reference}` : '';
        const summary =
          `Receipt ${receiptNo}: ${formatInrPaise(amountPaise)} by ${RECEIPT_MODE_LABELS[input.mode]}${ref}` +
          (tdsPaise > 0 ? `, TDS ${formatInrPaise(tdsPaise)}` : '') +
          (advancePaise > 0 ? `, ${formatInrPaise(advancePaise)} kept as an advance` : '') +
          (settled > 0 ? `; settles ${settled} demand${settled === 1 ? '' : 's'}` : '');
        await recordBookingEvent(tx, booking, 'receipt', summary, actor, now, { receiptId: id });
        emailedTo = await emailReceipt(deps, tx, booking, {
          id,
          receiptNo,
          amountPaise,
          tdsPaise,
          mode: input.mode,
          reference: input.reference ?? null,
          receivedOn: input.receivedOn,
          duePaise: result.duePaise,
          by: actor.id,
        });
        return id;
      },
    ),
  );
  return { receipt: await readReceipt(deps.db, resultId), emailedTo: replayed ? null : emailedTo, replayed };
}

/** The spec's payment receipt as an email to the first applicant, its PDF kept and attached by its prepare job (decision 197). */
async function emailReceipt(
  deps: AppContext,
  tx: DbOrTx,
  booking: BookingRow,
  r: {
    id: string;
    receiptNo: string;
    amountPaise: number;
    tdsPaise: number;
    mode: keyof typeof RECEIPT_MODE_LABELS;
    reference: string | null;
    receivedOn: string;
    duePaise: number;
    by: string;
  },
): Promise<string | null> {
  const buyer = await firstApplicant(tx, booking.id);
  if (!buyer?.email) return null;
  const queued = await queueEmail(
    deps,
    tx,
    {
      to: buyer.email,
      content: {
        subject: `Payment receipt ${r.receiptNo} for booking ${booking.bookingNo}`,
        greeting: `Dear ${buyer.name},`,
        paragraphs: [
          `We acknowledge with thanks the receipt of ${formatInrPaise(r.amountPaise)} by ${RECEIPT_MODE_LABELS[r.mode]}` +
            `${r.reference ? ` (${RECEIPT_REFERENCE_LABELS[r.mode] ?? 'reference'} ${r.reference})` : ''} on ` +
            `${indiaDisplayDate(r.receivedOn)} towards booking ${booking.bookingNo}.`,
          ...(r.tdsPaise > 0
            ? [
                `TDS of ${formatInrPaise(r.tdsPaise)} deducted under section 194-IA is credited to your account; please send us ` +
                  'Form 16B once it is issued.',
              ]
            : []),
          r.mode === 'cheque' || r.mode === 'dd'
            ? 'This receipt is subject to the realisation of the instrument.'
            : 'This receipt is issued on the realisation of the payment.',
          r.duePaise > 0
            ? `Balance now due against raised demands: ${formatInrPaise(r.duePaise)}.`
            : 'Nothing is due against the demands raised so far.',
        ],
        note: `Receipt number ${r.receiptNo}; the receipt is attached as a PDF.`,
      },
      related: { kind: 'receipt', id: r.id },
      createdBy: r.by,
      idempotencyKey: `receipt:${r.id}`,
    },
    { prepare: receiptPdfEmailJob },
  );
  return queued.queued ? buyer.email : null;
}

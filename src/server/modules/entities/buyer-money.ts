import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ReceiptMode } from '../../../domain/collections/lists';
import { LIVE_BOOKING_STATUSES } from '../../../domain/inventory/statuses';
import { fromPaise } from '../../../domain/money/paise';
import type { BuyerBooking, BuyerReceipt } from '../../../domain/schemas/buyer-money';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { bookings } from '../../db/schema/bookings';
import { receipts } from '../../db/schema/collections';
import { towers, units } from '../../db/schema/inventory';
import { projects } from '../../db/schema/projects';
import { conflict } from '../../lib/app-error';
import { bookingStatementForBuyer } from '../collections/public';
import { API_MODE } from '../receipts/public';

/*
 * A flat buyer's bookings (`bookings.entity_id`) and their receipts, for the Entity Manager
 * (decision 201). The receipts are read from the receipts table, the balance from the booking's
 * statement of account, so the Entity Manager and /bookings/:id/statement agree to the paisa.
 */

type Deps = Pick<AppContext, 'db' | 'clock' | 'settings'>;

const live = new Set<string>(LIVE_BOOKING_STATUSES);

export async function buyerBookings(deps: Deps, entityId: string): Promise<BuyerBooking[]> {
  const rows = await deps.db
    .select({
      id: bookings.id,
      bookingNo: bookings.bookingNo,
      status: bookings.status,
      tower: towers.name,
      unitNumber: units.number,
      project: projects.name,
    })
    .from(bookings)
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(towers, eq(towers.id, units.towerId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .where(eq(bookings.entityId, entityId))
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingNo));
  if (rows.length === 0) return [];
  const receiptRows = await deps.db
    .select()
    .from(receipts)
    .where(
      inArray(
        receipts.bookingId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(receipts.receivedOn), asc(receipts.createdAt), asc(receipts.receiptNo));
  const result: BuyerBooking[] = [];
  for (const b of rows) {
    const mine = receiptRows.filter((r) => r.bookingId === b.id);
    const kept = mine.filter((r) => r.reversedAt === null);
    // The statement's own balance, not a second computation of it: interest to date included.
    const { statement } = await bookingStatementForBuyer(deps, b.id);
    result.push({
      _id: b.id,
      bookingNo: b.bookingNo,
      unit: `${b.tower}-${b.unitNumber}`,
      project: b.project,
      status: b.status as BuyerBooking['status'],
      live: live.has(b.status),
      receipts: mine.map(
        (r): BuyerReceipt => ({
          _id: r.id,
          receiptNo: r.receiptNo,
          receivedOn: r.receivedOn,
          mode: API_MODE[r.mode as ReceiptMode],
          reference: r.reference,
          bank: r.bankName,
          amount: fromPaise(r.amountPaise),
          tdsAmount: fromPaise(r.tdsPaise),
          chequeStatus: r.chequeStatus as BuyerReceipt['chequeStatus'],
          reversed: r.reversedAt !== null,
          note: r.note,
        }),
      ),
      received: fromPaise(kept.reduce((s, r) => s + r.amountPaise, 0)),
      tds: fromPaise(kept.reduce((s, r) => s + r.tdsPaise, 0)),
      due: statement.totals.balance,
      asOf: statement.asOf,
    });
  }
  return result;
}

/**
 * A buyer with a live booking pays on the booking (receipts: allocation to demands, TDS, cheque
 * register); a second ledger in the Entity Manager would split their money in two. Runs in the
 * caller's transaction after the entity is locked, which a booking linking the buyer also locks.
 */
export async function refuseIfOnBooking(tx: DbOrTx, entityId: string, name: string) {
  const rows = await tx
    .select({ bookingNo: bookings.bookingNo })
    .from(bookings)
    .where(and(eq(bookings.entityId, entityId), inArray(bookings.status, [...LIVE_BOOKING_STATUSES])))
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingNo));
  if (rows.length === 0) return;
  const nos = rows.map((r) => r.bookingNo);
  const which =
    nos.length === 1
      ? `booking ${nos[0]}. Record it on that booking's Payments card`
      : `bookings ${nos.slice(0, -1).join(', ')} and ${nos.at(-1)}. Record it on the Payments card of the booking it is for`;
  throw conflict(`${name} is the buyer of ${which}, so the buyer's money stays in one place.`, 'PAYMENT_ON_BOOKING');
}

/** A payment the migration of decision 198 made a receipt of is changed there, not here. */
export async function refuseIfReceipt(tx: DbOrTx, paymentId: string) {
  const [row] = await tx
    .select({ receiptNo: receipts.receiptNo, bookingNo: bookings.bookingNo })
    .from(receipts)
    .innerJoin(bookings, eq(bookings.id, receipts.bookingId))
    .where(eq(receipts.entityPaymentId, paymentId));
  if (!row) return;
  throw conflict(
    `This payment is receipt ${row.receiptNo} of booking ${row.bookingNo} now. Change it on that booking's Payments card.`,
    'PAYMENT_IS_RECEIPT',
  );
}

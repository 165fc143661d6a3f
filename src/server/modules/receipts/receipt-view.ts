import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ReceiptMode as DbReceiptMode } from '../../../domain/collections/lists';
import { fromPaise } from '../../../domain/money/paise';
import type { ReceiptMode, ReceiptRecord } from '../../../domain/schemas/collections';
import type { DbOrTx } from '../../db/database';
import { bookingApplicants, bookings } from '../../db/schema/bookings';
import { demands, receiptAllocations, type receipts } from '../../db/schema/collections';
import { towers, units } from '../../db/schema/inventory';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/app-error';

/**
 * The API names bank transfers `rtgs`, as the Entity Manager always has; the receipts table keeps
 * the collections list's `rtgs_neft` (decision 191). These two maps are the only translation.
 */
export const DB_MODE: Record<ReceiptMode, DbReceiptMode> = {
  cheque: 'cheque',
  dd: 'dd',
  rtgs: 'rtgs_neft',
  upi: 'upi',
  cash: 'cash',
};
export const API_MODE = Object.fromEntries(Object.entries(DB_MODE).map(([api, db]) => [db, api])) as Record<
  DbReceiptMode,
  ReceiptMode
>;

export const receiptMissing = () => notFound('That receipt does not exist.', 'RECEIPT_NOT_FOUND');

type ReceiptRow = typeof receipts.$inferSelect;

const rupees = (paise: number) => fromPaise(paise);

/** Receipts with their allocations, in the API's shape (rupees, the API's mode names). */
export async function toReceipts(db: DbOrTx, rows: ReceiptRow[]): Promise<ReceiptRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const allocations = await db
    .select({
      receiptId: receiptAllocations.receiptId,
      demandId: receiptAllocations.demandId,
      demandNo: demands.demandNo,
      amountPaise: receiptAllocations.amountPaise,
    })
    .from(receiptAllocations)
    .innerJoin(demands, eq(demands.id, receiptAllocations.demandId))
    .where(inArray(receiptAllocations.receiptId, ids))
    .orderBy(asc(demands.dueOn), asc(demands.raisedOn), asc(demands.demandNo));
  const makers = [...new Set(rows.map((r) => r.createdBy).filter((id): id is string => id !== null))];
  const names = makers.length
    ? new Map(
        (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, makers))).map((u) => [
          u.id,
          u.name,
        ]),
      )
    : new Map<string, string>();
  return rows.map((r) => {
    const mine = allocations.filter((a) => a.receiptId === r.id);
    const allocated = mine.reduce((s, a) => s + a.amountPaise, 0);
    const credit = r.reversedAt ? 0 : r.amountPaise + r.tdsPaise;
    const maker = r.createdBy ? names.get(r.createdBy) : undefined;
    return {
      _id: r.id,
      receiptNo: r.receiptNo,
      bookingId: r.bookingId,
      receivedOn: r.receivedOn,
      mode: API_MODE[r.mode as DbReceiptMode],
      reference: r.reference,
      bank: r.bankName,
      branch: null,
      amount: rupees(r.amountPaise),
      tdsAmount: rupees(r.tdsPaise),
      form16bStatus: r.form16bStatus as ReceiptRecord['form16bStatus'],
      form16bReceivedOn: r.form16bReceivedOn,
      note: r.note,
      chequeStatus: r.chequeStatus as ReceiptRecord['chequeStatus'],
      chequeStatusOn: r.chequeStatusOn,
      bouncedOn: r.chequeStatus === 'bounced' ? r.chequeStatusOn : null,
      bounceCharge: rupees(r.bounceChargePaise),
      allocations: mine.map((a) => ({ demandId: a.demandId, demandNo: a.demandNo, amount: rupees(a.amountPaise) })),
      advance: rupees(Math.max(0, credit - allocated)),
      fileId: r.receiptFileId,
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdBy && maker !== undefined ? { _id: r.createdBy, name: maker } : null,
    };
  });
}

/** The booking a register row names: number, first applicant, unit and project. */
export const bookingRefColumns = {
  bookingId: bookings.id,
  bookingNo: bookings.bookingNo,
  buyer: sql<string | null>`(select ${bookingApplicants.name} from ${bookingApplicants}
    where ${bookingApplicants.bookingId} = ${bookings.id} and ${bookingApplicants.position} = 1)`,
  tower: towers.name,
  unitNumber: units.number,
  project: projects.name,
};

export const bookingRef = (r: {
  bookingId: string;
  bookingNo: string;
  buyer: string | null;
  tower: string;
  unitNumber: string;
  project: string;
}) => ({
  _id: r.bookingId,
  bookingNo: r.bookingNo,
  buyer: r.buyer,
  unit: `${r.tower}-${r.unitNumber}`,
  project: r.project,
});

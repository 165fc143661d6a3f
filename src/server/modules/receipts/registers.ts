import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReceiptMode as DbReceiptMode } from '../../../domain/collections/lists';
import { addDays, daysBetween, istDate } from '../../../domain/india-date';
import { fromPaise } from '../../../domain/money/paise';
import { pageCount } from '../../../domain/paging';
import {
  type ChequeList,
  type chequeQuerySchema,
  FORM_16B_DAYS,
  type TdsList,
  type tdsQuerySchema,
} from '../../../domain/schemas/receipts';
import type { DbOrTx } from '../../db/database';
import { bookingApplicants, bookings } from '../../db/schema/bookings';
import { receipts } from '../../db/schema/collections';
import { towers, units } from '../../db/schema/inventory';
import { projects } from '../../db/schema/projects';
import { likePattern } from '../../lib/like-pattern';
import { bookingScope } from '../bookings/public';
import type { LeadActor } from '../lead-records/public';
import { API_MODE, bookingRef, bookingRefColumns } from './receipt-view';

const countBy = (key: SQL) => sql<number>`count(*) filter (where ${key})::int`;

/**
 * The cheque register: every cheque and draft of the bookings the viewer may see. Deposited ones
 * first, oldest first (they wait for the bank), then cleared and bounced, newest first.
 */
export async function listCheques(
  db: DbOrTx,
  viewer: LeadActor,
  query: z.output<typeof chequeQuerySchema>,
  now: Date,
): Promise<ChequeList> {
  const scope = and(isNotNull(receipts.chequeStatus), bookingScope(viewer));
  const pattern = query.q ? likePattern(query.q) : null;
  const search = pattern
    ? or(
        sql`${receipts.reference} ilike ${pattern}`,
        sql`${receipts.receiptNo} ilike ${pattern}`,
        sql`${bookings.bookingNo} ilike ${pattern}`,
        sql`${receipts.bankName} ilike ${pattern}`,
        sql`exists (select 1 from ${bookingApplicants} where ${bookingApplicants.bookingId} = ${bookings.id}
          and ${bookingApplicants.name} ilike ${pattern})`,
      )
    : undefined;
  const [counts] = await db
    .select({
      deposited: countBy(sql`${receipts.chequeStatus} = 'deposited'`),
      cleared: countBy(sql`${receipts.chequeStatus} = 'cleared'`),
      bounced: countBy(sql`${receipts.chequeStatus} = 'bounced'`),
    })
    .from(receipts)
    .innerJoin(bookings, eq(bookings.id, receipts.bookingId))
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(towers, eq(towers.id, units.towerId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .where(and(scope, search));
  const where = and(scope, search, query.status ? eq(receipts.chequeStatus, query.status) : undefined);
  const total = query.status
    ? Number(counts?.[query.status] ?? 0)
    : Number(counts?.deposited ?? 0) + Number(counts?.cleared ?? 0) + Number(counts?.bounced ?? 0);
  const rows = await db
    .select({
      id: receipts.id,
      receiptNo: receipts.receiptNo,
      mode: receipts.mode,
      reference: receipts.reference,
      bankName: receipts.bankName,
      receivedOn: receipts.receivedOn,
      amountPaise: receipts.amountPaise,
      chequeStatus: receipts.chequeStatus,
      chequeStatusOn: receipts.chequeStatusOn,
      bounceChargePaise: receipts.bounceChargePaise,
      ...bookingRefColumns,
    })
    .from(receipts)
    .innerJoin(bookings, eq(bookings.id, receipts.bookingId))
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(towers, eq(towers.id, units.towerId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .where(where)
    .orderBy(
      sql`(${receipts.chequeStatus} <> 'deposited')`,
      sql`case when ${receipts.chequeStatus} = 'deposited' then ${receipts.receivedOn} end asc`,
      desc(receipts.chequeStatusOn),
      desc(receipts.receivedOn),
      asc(receipts.receiptNo),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const today = istDate(now);
  return {
    cheques: rows.map((r) => ({
      _id: r.id,
      receiptNo: r.receiptNo,
      booking: bookingRef(r),
      mode: API_MODE[r.mode as DbReceiptMode],
      reference: r.reference,
      bank: r.bankName,
      receivedOn: r.receivedOn,
      amount: fromPaise(r.amountPaise),
      chequeStatus: r.chequeStatus as 'deposited' | 'cleared' | 'bounced',
      chequeStatusOn: r.chequeStatusOn,
      bounceCharge: fromPaise(r.bounceChargePaise),
      daysDeposited: r.chequeStatus === 'deposited' ? Math.max(0, daysBetween(r.receivedOn, today)) : null,
    })),
    counts: {
      deposited: Number(counts?.deposited ?? 0),
      cleared: Number(counts?.cleared ?? 0),
      bounced: Number(counts?.bounced ?? 0),
    },
    total,
    page: query.page,
    pageCount: pageCount(total, query.pageSize),
  };
}

/**
 * The TDS tracker: receipts with TDS (not reversed) of the bookings the viewer may see. `late`
 * (the default): Form 16B still pending 30 days or more after the receipt, oldest first.
 */
export async function listTds(
  db: DbOrTx,
  viewer: LeadActor,
  query: z.output<typeof tdsQuerySchema>,
  now: Date,
): Promise<TdsList> {
  const today = istDate(now);
  const lateBy = addDays(today, -FORM_16B_DAYS);
  const show = query.show ?? 'late';
  const scope = and(
    inArray(receipts.form16bStatus, ['pending', 'received']),
    sql`${receipts.reversedAt} is null`,
    bookingScope(viewer),
  );
  const late = sql`${receipts.form16bStatus} = 'pending' and ${receipts.receivedOn} <= ${lateBy}`;
  const [counts] = await db
    .select({
      late: countBy(late),
      pending: countBy(sql`${receipts.form16bStatus} = 'pending'`),
      received: countBy(sql`${receipts.form16bStatus} = 'received'`),
    })
    .from(receipts)
    .innerJoin(bookings, eq(bookings.id, receipts.bookingId))
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(towers, eq(towers.id, units.towerId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .where(scope);
  const filter = show === 'late' ? late : eq(receipts.form16bStatus, show);
  const total = Number(counts?.[show] ?? 0);
  const rows = await db
    .select({
      id: receipts.id,
      receiptNo: receipts.receiptNo,
      receivedOn: receipts.receivedOn,
      amountPaise: receipts.amountPaise,
      tdsPaise: receipts.tdsPaise,
      form16bStatus: receipts.form16bStatus,
      form16bReceivedOn: receipts.form16bReceivedOn,
      ...bookingRefColumns,
    })
    .from(receipts)
    .innerJoin(bookings, eq(bookings.id, receipts.bookingId))
    .innerJoin(units, eq(units.id, bookings.unitId))
    .innerJoin(towers, eq(towers.id, units.towerId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .where(and(scope, filter))
    .orderBy(show === 'received' ? desc(receipts.form16bReceivedOn) : asc(receipts.receivedOn), asc(receipts.receiptNo))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    rows: rows.map((r) => {
      const pending = r.form16bStatus === 'pending';
      const days = pending ? Math.max(0, daysBetween(r.receivedOn, today)) : null;
      return {
        _id: r.id,
        receiptNo: r.receiptNo,
        booking: bookingRef(r),
        receivedOn: r.receivedOn,
        amount: fromPaise(r.amountPaise),
        tdsAmount: fromPaise(r.tdsPaise),
        form16bStatus: r.form16bStatus as 'pending' | 'received',
        form16bReceivedOn: r.form16bReceivedOn,
        daysPending: days,
        late: pending && r.receivedOn <= lateBy,
      };
    }),
    counts: {
      late: Number(counts?.late ?? 0),
      pending: Number(counts?.pending ?? 0),
      received: Number(counts?.received ?? 0),
    },
    total,
    page: query.page,
    pageCount: pageCount(total, query.pageSize),
  };
}

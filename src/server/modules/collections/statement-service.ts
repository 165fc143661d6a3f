import { type SQL, sql } from 'drizzle-orm';
import type { Charge, Receipt } from '../../../domain/collections/allocation';
import { RECEIPT_MODE_LABELS, type ReceiptMode } from '../../../domain/collections/lists';
import { statementOfAccount } from '../../../domain/collections/statement';
import { fromPaise, toPaise } from '../../../domain/money/paise';
import { percentToBasisPoints } from '../../../domain/schemas/collections';
import type { BookingStatementView } from '../../../domain/schemas/collections-screen';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { notFound } from '../../lib/app-error';
import { statementPdf } from '../../pdf/statement-pdf';
import { type LeadActor, scopeOf } from '../lead-records/public';
import { companyPdfLetterhead } from '../letters/public';
import { collectionsToday } from './demand-sql';
import { readCollectionSettings } from './settings';

/*
 * A booking's statement of account (decision 200): its demands, receipts (with TDS), bounces and
 * interest, read from the tables and handed to the money engine's `statementOfAccount` — the one
 * place the lines, the running balance and the totals are computed, for the screen and the PDF.
 * Each demand is an instalment and its GST; interest a demand letter carried is a charge of its
 * own on the day it was raised; a bounced cheque's charge is a charge on the day it bounced.
 */

const bookingMissing = () => notFound('That booking does not exist.', 'BOOKING_NOT_FOUND');

export async function bookingStatement(
  ctx: Pick<AppContext, 'db' | 'clock' | 'settings'>,
  viewer: LeadActor,
  bookingId: string,
): Promise<BookingStatementView> {
  return statementOf(ctx, bookingId, scopeOf(viewer));
}

/**
 * The same statement without the viewer's lead scope: the Entity Manager shows a flat buyer's
 * bookings to whoever manages entities (decision 201), and its balance must be this one.
 */
export async function bookingStatementForBuyer(
  ctx: Pick<AppContext, 'db' | 'clock' | 'settings'>,
  bookingId: string,
): Promise<BookingStatementView> {
  return statementOf(ctx, bookingId, undefined);
}

async function statementOf(
  ctx: Pick<AppContext, 'db' | 'clock' | 'settings'>,
  bookingId: string,
  scope: SQL | undefined,
): Promise<BookingStatementView> {
  const [booking] = rowsOf<{
    id: string;
    booking_no: string;
    buyer: string | null;
    project_name: string;
    tower_name: string;
    unit_number: string;
    booking_date: string;
    status: string;
    total_amount: string;
  }>(
    await ctx.db.execute(sql`select b.id, b.booking_no,
        (select a.name from booking_applicants a where a.booking_id = b.id and a.position = 1) as buyer,
        p.name as project_name, t.name as tower_name, u.number as unit_number,
        to_char(b.booking_date, 'YYYY-MM-DD') as booking_date, b.status, b.total_amount::text as total_amount
      from bookings b join units u on u.id = b.unit_id join towers t on t.id = u.tower_id
      join projects p on p.id = b.project_id
      where b.id = ${bookingId}::uuid
        ${scope ? sql`and exists (select 1 from leads where leads.id = b.lead_id and ${scope})` : sql``}`),
  );
  if (!booking) throw bookingMissing();
  const asOf = collectionsToday(ctx);
  const demandRows = rowsOf<{
    id: string;
    demand_no: string;
    name: string;
    raised_on: string;
    due_on: string;
    amount_paise: string;
    gst_paise: string;
    interest_paise: string;
  }>(
    await ctx.db.execute(sql`select d.id, d.demand_no, i.name, to_char(d.raised_on, 'YYYY-MM-DD') as raised_on,
        to_char(d.due_on, 'YYYY-MM-DD') as due_on, d.amount_paise, d.gst_paise, d.interest_paise
      from demands d join booking_instalments i on i.id = d.instalment_id
      where d.booking_id = ${bookingId}::uuid and d.status <> 'cancelled'
      order by d.raised_on, d.created_at, d.id`),
  );
  const receiptRows = rowsOf<{
    id: string;
    receipt_no: string;
    mode: string;
    reference: string | null;
    received_on: string;
    amount_paise: string;
    tds_paise: string;
    bounced_on: string | null;
    bounce_charge_paise: string;
  }>(
    await ctx.db.execute(sql`select r.id, r.receipt_no, r.mode, r.reference,
        to_char(r.received_on, 'YYYY-MM-DD') as received_on, r.amount_paise, r.tds_paise,
        case when r.cheque_status = 'bounced' or r.reversed_at is not null
          then to_char(coalesce(r.cheque_status_on, r.received_on), 'YYYY-MM-DD') end as bounced_on,
        r.bounce_charge_paise
      from receipts r where r.booking_id = ${bookingId}::uuid
      order by r.received_on, r.created_at, r.id`),
  );
  const charges: Charge[] = [];
  let seq = 0;
  // Interest a letter carried was charged up to the day it was raised, for the demands due before.
  const interestDays = demandRows.filter((d) => Number(d.interest_paise) > 0).map((d) => d.raised_on);
  for (const d of demandRows) {
    const chargedTo =
      interestDays
        .filter((day) => day > d.due_on)
        .sort()
        .at(-1) ?? null;
    const label = `${d.name} (demand ${d.demand_no})`;
    charges.push({
      id: d.id,
      kind: 'demand',
      seq: seq++,
      raisedOn: d.raised_on,
      dueOn: d.due_on,
      label,
      amountPaise: Number(d.amount_paise),
      gstPaise: Number(d.gst_paise),
      interestChargedTo: chargedTo,
    });
    if (Number(d.interest_paise) > 0) {
      charges.push({
        id: `${d.id}:interest`,
        kind: 'interest',
        seq: seq++,
        raisedOn: d.raised_on,
        dueOn: d.due_on,
        label: `Interest on late payments carried by demand ${d.demand_no}`,
        amountPaise: Number(d.interest_paise),
        gstPaise: 0,
      });
    }
  }
  const receipts: Receipt[] = receiptRows.map((r, i) => {
    if (r.bounced_on && Number(r.bounce_charge_paise) > 0) {
      charges.push({
        id: `${r.id}:bounce`,
        kind: 'bounceCharge',
        seq: seq++,
        raisedOn: r.bounced_on,
        dueOn: r.bounced_on,
        label: `Bounce charge on receipt ${r.receipt_no}`,
        amountPaise: Number(r.bounce_charge_paise),
        gstPaise: 0,
      });
    }
    return {
      id: r.id,
      seq: i,
      receivedOn: r.received_on,
      amountPaise: Number(r.amount_paise),
      tdsPaise: Number(r.tds_paise),
      bouncedOn: r.bounced_on,
      label: `Receipt ${r.receipt_no} (${RECEIPT_MODE_LABELS[r.mode as ReceiptMode] ?? r.mode}${r.reference ? ` ${r.reference}` : ''})`,
    };
  });
  const settings = await readCollectionSettings(ctx);
  const statement = statementOfAccount({
    charges,
    receipts,
    asOf,
    annualRateBasisPoints: percentToBasisPoints(settings.interestRatePercent),
  });
  const t = statement.totals;
  return {
    booking: {
      _id: booking.id,
      bookingNo: booking.booking_no,
      buyer: booking.buyer,
      projectName: booking.project_name,
      towerName: booking.tower_name,
      unitNumber: booking.unit_number,
      bookingDate: booking.booking_date,
      status: booking.status,
      totalAmount: Number(booking.total_amount),
    },
    interestRatePercent: settings.interestRatePercent,
    statement: {
      asOf: statement.asOf,
      lines: statement.lines.map((l) => ({
        on: l.on,
        kind: l.kind,
        ref: l.ref,
        description: l.description,
        debit: fromPaise(l.debitPaise),
        credit: fromPaise(l.creditPaise),
        balance: fromPaise(l.balancePaise),
      })),
      totals: {
        instalments: fromPaise(t.instalmentPaise),
        gst: fromPaise(t.gstPaise),
        interest: fromPaise(t.interestPaise),
        bounceCharges: fromPaise(t.bounceChargePaise),
        received: fromPaise(t.receivedPaise),
        tds: fromPaise(t.tdsPaise),
        reversed: fromPaise(t.reversedPaise),
        debit: fromPaise(t.debitPaise),
        credit: fromPaise(t.creditPaise),
        balance: fromPaise(t.balancePaise),
      },
      balanceInWords: statement.balanceInWords,
    },
  };
}

/** The statement as a PDF (the pdf layer's statement renderer): the same lines, to the paisa. */
export async function bookingStatementPdf(
  ctx: AppContext,
  viewer: LeadActor,
  bookingId: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const view = await bookingStatement(ctx, viewer, bookingId);
  const { booking, statement } = view;
  const paise = (rupees: number) => toPaise(rupees);
  const bytes = await statementPdf({
    letterhead: await companyPdfLetterhead(ctx),
    date: statement.asOf,
    addressee: [
      booking.buyer ?? 'Buyer',
      `Booking ${booking.bookingNo}, ${booking.towerName}-${booking.unitNumber}, ${booking.projectName}`,
    ],
    rows: statement.lines.map((l) => ({
      date: l.on,
      particulars: l.description,
      debitPaise: l.debit === 0 ? null : paise(l.debit),
      creditPaise: l.credit === 0 ? null : paise(l.credit),
      balancePaise: paise(l.balance),
    })),
    note: `Balance ${statement.totals.balance < 0 ? 'in advance' : 'due'}: ${statement.balanceInWords}. Interest on late payment at ${view.interestRatePercent}% a year, simple, on the days each demand is late.`,
  });
  const safe = booking.bookingNo.replace(/[^A-Za-z0-9-]+/g, '-');
  return { fileName: `Statement of account - ${safe} - ${statement.asOf}.pdf`, bytes };
}

import { and, eq, sql } from 'drizzle-orm';
import { amountInWords } from '../../../domain/billing/amount-in-words';
import type { ReceiptMode as DbReceiptMode } from '../../../domain/collections/lists';
import { formatLetterRupees } from '../../../domain/letters/cost-breakup';
import { letterDateFromIso } from '../../../domain/letters/letter-date';
import { flatDescription, joinNames } from '../../../domain/letters/prefill';
import { letterheadFromCompany } from '../../../domain/letters/sample-defaults';
import { fromPaise } from '../../../domain/money/paise';
import { RECEIPT_MODE_LABELS } from '../../../domain/schemas/collections';
import type { PaymentReceiptFields } from '../../../domain/schemas/letter';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { bookings } from '../../db/schema/bookings';
import { receipts } from '../../db/schema/collections';
import { notFound } from '../../lib/app-error';
import { paymentReceiptPdf } from '../../pdf/letter-pdfs';
import { storedImageForPdf } from '../../pdf/pdf-image';
import { keepGeneratedFile, readKeptFile } from '../../storage/keep-generated-file';
import { bookingScope } from '../bookings/public';
import { getCompany } from '../company/public';
import type { LeadActor } from '../lead-records/public';
import { defineAttachingEmailJob } from '../mail/public';
import { API_MODE, receiptMissing } from './receipt-view';

/*
 * A receipt's PDF (decision 197): the spec's payment receipt filled from the receipt and its
 * booking, made once and kept (`receipts.receipt_file_id`). The email's prepare job and the
 * screen's Download PDF both go through `keepReceiptPdf`, so the PDF downloaded is the one emailed.
 */

interface ReceiptRow {
  id: string;
  receipt_no: string;
  booking_id: string;
  booking_no: string;
  mode: DbReceiptMode;
  reference: string | null;
  bank_name: string | null;
  received_on: string;
  amount_paise: string | number;
  tds_paise: string | number;
  receipt_file_id: string | null;
  file_name: string | null;
  project: string;
  tower: string;
  unit_no: string;
  floor: number;
  created_by: string | null;
}

async function readReceipt(ctx: Pick<AppContext, 'db'>, id: string): Promise<ReceiptRow> {
  const [row] = rowsOf<ReceiptRow>(
    await ctx.db.execute(sql`
      select r.id, r.receipt_no, r.booking_id, b.booking_no, r.mode, r.reference, r.bank_name,
             r.received_on::text, r.amount_paise, r.tds_paise, r.receipt_file_id, f.original_name as file_name,
             p.name as project, t.name as tower, u.number as unit_no, u.floor, r.created_by
      from receipts r join bookings b on b.id = r.booking_id
      join units u on u.id = b.unit_id join towers t on t.id = u.tower_id join projects p on p.id = b.project_id
      left join files f on f.id = r.receipt_file_id
      where r.id = ${id}`),
  );
  if (!row) throw receiptMissing();
  return row;
}

const rupees = (paise: string | number) => formatLetterRupees(fromPaise(Number(paise)));

/** The spec's receipt fields: the payment as one row, and the TDS deducted for the buyer as another. */
async function receiptFields(ctx: AppContext, r: ReceiptRow): Promise<PaymentReceiptFields> {
  const buyers = rowsOf<{ name: string }>(
    await ctx.db.execute(sql`select name from booking_applicants where booking_id = ${r.booking_id} order by position`),
  );
  const date = letterDateFromIso(r.received_on);
  const mode = RECEIPT_MODE_LABELS[API_MODE[r.mode]];
  const tds = Number(r.tds_paise);
  const credit = Number(r.amount_paise) + tds;
  const flat = flatDescription({
    _id: r.booking_id,
    name: buyers[0]?.name ?? '',
    address: null,
    project: r.project,
    wing: r.tower,
    flatNo: r.unit_no,
    floor: String(r.floor),
    carpetArea: null,
    agreementValue: null,
  });
  return {
    ...letterheadFromCompany(await getCompany(ctx.db)),
    receiptNo: r.receipt_no,
    date,
    amount: rupees(credit),
    amountInWords: amountInWords(fromPaise(credit)),
    propertyDescription: `${flat} (booking ${r.booking_no})`,
    payerNames: joinNames(buyers.map((b) => b.name)),
    payments: [
      {
        date,
        amount: rupees(r.amount_paise),
        reference: [mode, r.reference].filter(Boolean).join(' '),
        bank: r.bank_name ?? '',
      },
      ...(tds > 0
        ? [{ date, amount: rupees(tds), reference: 'TDS under section 194-IA (Form 16B to follow)', bank: '' }]
        : []),
    ],
  };
}

function receiptFileName(r: ReceiptRow, payer: string): string {
  const safe = payer
    .normalize('NFKD')
    .replace(/[^\w .,-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${['Payment receipt', r.receipt_no, safe].filter(Boolean).join(' - ').slice(0, 150)}.pdf`;
}

export interface KeptPdf {
  fileId: string;
  fileName: string;
}

/** The receipt's kept PDF, made and kept now if it has none yet. */
export async function keepReceiptPdf(ctx: AppContext, receiptId: string): Promise<KeptPdf> {
  const r = await readReceipt(ctx, receiptId);
  if (r.receipt_file_id) return { fileId: r.receipt_file_id, fileName: r.file_name ?? receiptFileName(r, '') };
  const fields = await receiptFields(ctx, r);
  const bytes = await paymentReceiptPdf(fields, await storedImageForPdf(ctx, fields.letterhead.logoFileId));
  const fileName = receiptFileName(r, fields.payerNames);
  const kept = await ctx.db.transaction(async (tx) => {
    // Locked, so a download beside the email's job keeps one PDF.
    const [now] = rowsOf<{ receipt_file_id: string | null }>(
      await tx.execute(sql`select receipt_file_id from receipts where id = ${receiptId} for update`),
    );
    if (now?.receipt_file_id) return { fileId: now.receipt_file_id, mine: false };
    const fileId = await keepGeneratedFile(ctx, tx, {
      bytes,
      name: fileName,
      mimeType: 'application/pdf',
      readCapability: 'receipts.view',
      by: r.created_by,
    });
    await tx.execute(sql`update receipts set receipt_file_id = ${fileId} where id = ${receiptId}`);
    return { fileId, mine: true };
  });
  if (!kept.mine) return keepReceiptPdf(ctx, receiptId);
  return { fileId: kept.fileId, fileName };
}

/** The kept receipt for the screen's Download PDF, within the viewer's bookings (404 otherwise). */
export async function receiptPdfDownload(
  ctx: AppContext,
  viewer: LeadActor,
  receiptId: string,
): Promise<KeptPdf & { bytes: Buffer }> {
  const [visible] = await ctx.db
    .select({ id: receipts.id })
    .from(receipts)
    .innerJoin(bookings, eq(bookings.id, receipts.bookingId))
    .where(and(eq(receipts.id, receiptId), bookingScope(viewer)));
  if (!visible) throw receiptMissing();
  const kept = await keepReceiptPdf(ctx, receiptId);
  const bytes = await readKeptFile(ctx, kept.fileId);
  if (!bytes) throw notFound('That receipt’s PDF is no longer kept.', 'RECEIPT_PDF_MISSING');
  return { ...kept, bytes };
}

/** The prepare job of a receipt's email: keeps the PDF, then sends the email with it attached. */
export const receiptPdfEmailJob = defineAttachingEmailJob({
  kind: 'receipts.pdf-email',
  relatedKind: 'receipt',
  what: 'a receipt’s',
  keep: keepReceiptPdf,
});

import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { addressLine } from '../../../domain/billing/address-line';
import { financialYearOf, formatInvoiceNo } from '../../../domain/billing/financial-year';
import { invoiceLinesFrom, invoiceTotals } from '../../../domain/billing/invoice-tax';
import { compareWithQuotation } from '../../../domain/billing/quotation-vs-invoice';
import { GST_STATE_NAMES, gstStateCode, stateOfGstin } from '../../../domain/gst-states';
import { istDate } from '../../../domain/india-date';
import { MAX_RUPEES } from '../../../domain/money/paise';
import { supplyTypeFor } from '../../../domain/money/supply-type';
import { pageCount } from '../../../domain/paging';
import type { Invoice } from '../../../domain/schemas/invoice';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/database';
import { invoiceCounters, invoices } from '../../db/schema/invoices';
import { quotations } from '../../db/schema/quotations';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { getCompany } from '../company/public';
import { oneLine, toInvoice } from './invoice-view';

const missing = () => notFound('That invoice does not exist.');

/**
 * The next serial of a financial year, in the caller's transaction. The upsert takes the year's
 * counter row lock until commit, so concurrent issues wait in turn; a rollback returns the number.
 */
async function allocateSerial(tx: DbOrTx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSerial: sql`${invoiceCounters.lastSerial} + 1` },
    })
    .returning({ serial: invoiceCounters.lastSerial });
  return row!.serial;
}

export async function createInvoice(
  deps: AppContext,
  input: { quotationId: string; placeOfSupply: string },
  userId: string,
): Promise<Invoice> {
  const company = await getCompany(deps.db);
  if (!company.name || !company.address || !company.state || !company.gstin) {
    throw conflict(
      'Fill in the company name, address, state and GSTIN in the Company Profile before issuing a tax invoice.',
      'COMPANY_PROFILE_INCOMPLETE',
    );
  }
  const placeOfSupply = GST_STATE_NAMES.find((s) => s.toLowerCase() === input.placeOfSupply.toLowerCase())!;
  const now = deps.clock();
  const invoiceDate = istDate(now);
  const financialYear = financialYearOf(invoiceDate);

  const row = await deps.db.transaction(async (tx) => {
    // Locks the quotation so two clicks cannot both invoice it.
    const [quotation] = await tx.select().from(quotations).where(eq(quotations.id, input.quotationId)).for('update');
    if (!quotation) throw notFound('That quotation does not exist. It may have been deleted.');
    const [issued] = await tx
      .select({ invoiceNo: invoices.invoiceNo })
      .from(invoices)
      .where(and(eq(invoices.quotationId, quotation.id), eq(invoices.status, 'issued')));
    if (issued) {
      throw conflict(
        `Invoice ${issued.invoiceNo} is already issued for quotation ${quotation.quoteNo}. Cancel it to issue a new one.`,
        'ALREADY_INVOICED',
      );
    }
    const supplyType = supplyTypeFor(company.state, placeOfSupply);
    const lines = invoiceLinesFrom(quotation.products, supplyType);
    if (lines.length === 0) throw badRequest('This quotation has no products with a quantity to invoice.');
    const totals = invoiceTotals(lines);
    // Per-line rounding can take a quotation at the limit a few paise over what numeric(14,2) holds.
    if (totals.grandTotal > MAX_RUPEES) throw badRequest('The invoice total is larger than this system can store.');
    const comparison = compareWithQuotation(quotation.products, Number(quotation.grandTotal), supplyType);
    const recipientState = quotation.billing.state || (quotation.gstin && stateOfGstin(quotation.gstin)) || '';
    const serial = await allocateSerial(tx, financialYear);
    const [inserted] = await tx
      .insert(invoices)
      .values({
        invoiceNo: formatInvoiceNo(financialYear, serial),
        financialYear,
        serial,
        invoiceDate,
        quotationId: quotation.id,
        quoteNo: quotation.quoteNo,
        supplier: {
          name: company.name,
          address: oneLine([company.address, company.city, company.pincode]),
          state: company.state,
          stateCode: gstStateCode(company.state) ?? '',
          gstin: company.gstin ?? '',
          phone: company.phone ?? '',
          email: company.email ?? '',
          logoFileId: company.logoFileId,
        },
        recipient: {
          name: quotation.name,
          mobile: quotation.mobile,
          gstin: quotation.gstin,
          address: addressLine(quotation.billing),
          shippingAddress: addressLine(quotation.shipping),
          state: recipientState,
          stateCode: gstStateCode(recipientState) ?? '',
        },
        placeOfSupply,
        placeOfSupplyCode: gstStateCode(placeOfSupply) ?? '',
        supplyType,
        lines,
        signatory: { name: company.signatoryName ?? '', title: company.signatoryTitle ?? '' },
        taxableValue: totals.taxableValue.toFixed(2),
        cgst: totals.cgst.toFixed(2),
        sgst: totals.sgst.toFixed(2),
        igst: totals.igst.toFixed(2),
        grandTotal: totals.grandTotal.toFixed(2),
        quotationComparison: { quotationTotal: comparison.quotationTotal, reasons: comparison.reasons },
        createdBy: userId,
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  return toInvoice(row);
}

export async function getInvoice(db: Db, id: string): Promise<Invoice> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw missing();
  return toInvoice(row);
}

export async function listInvoices(db: Db, query: { search?: string; page?: number; pageSize?: number }) {
  const pageSize = query.pageSize ?? 10;
  const page = query.page ?? 1;
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern
    ? or(
        ilike(invoices.invoiceNo, pattern),
        ilike(invoices.quoteNo, pattern),
        sql`${invoices.recipient}->>'name' ilike ${pattern}`,
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.financialYear), desc(invoices.serial))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  return { invoices: rows.map(toInvoice), total, page, pages: pageCount(total, pageSize) };
}

/** An issued invoice is never edited; cancelling keeps its number in the series (no gap). */
export async function cancelInvoice(deps: AppContext, id: string, reason: string): Promise<Invoice> {
  const [row] = await deps.db
    .update(invoices)
    .set({ status: 'cancelled', cancelledAt: deps.clock(), cancelReason: reason })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'issued')))
    .returning();
  if (row) return toInvoice(row);
  const existing = await getInvoice(deps.db, id);
  throw conflict(`Invoice ${existing.invoiceNo} is already cancelled.`, 'ALREADY_CANCELLED');
}

import { amountInWords } from '../../../domain/billing/amount-in-words';
import type { Invoice } from '../../../domain/schemas/invoice';
import type { invoices } from '../../db/schema/invoices';

type Row = typeof invoices.$inferSelect;

export function toInvoice(row: Row): Invoice {
  const grandTotal = Number(row.grandTotal);
  return {
    _id: row.id,
    invoiceNo: row.invoiceNo,
    financialYear: row.financialYear,
    invoiceDate: row.invoiceDate,
    quotationId: row.quotationId,
    quoteNo: row.quoteNo,
    supplier: row.supplier,
    recipient: row.recipient,
    placeOfSupply: row.placeOfSupply,
    placeOfSupplyCode: row.placeOfSupplyCode,
    supplyType: row.supplyType === 'intra' ? 'intra' : 'inter',
    lines: row.lines,
    totals: {
      taxableValue: Number(row.taxableValue),
      cgst: Number(row.cgst),
      sgst: Number(row.sgst),
      igst: Number(row.igst),
      grandTotal,
    },
    quotationComparison: row.quotationComparison ?? null,
    amountInWords: amountInWords(grandTotal),
    signatory: row.signatory,
    status: row.status === 'cancelled' ? 'cancelled' : 'issued',
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An address on one line: street, city, state, country, pincode, skipping blanks. */
export function oneLine(parts: (string | null | undefined)[]): string {
  return parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
}

import type { Quotation } from '../../../domain/schemas/quotation';
import type { quotations } from '../../db/schema/quotations';

type Row = typeof quotations.$inferSelect;

/** A stored row in the API's shape (the original field names, `_id`, ISO dates, totals as numbers). */
export function toQuotation(row: Row): Quotation {
  return {
    _id: row.id,
    quoteNo: row.quoteNo,
    name: row.name,
    mobile: row.mobile,
    valid: row.valid,
    date: row.createdAt.toISOString(),
    branchtype: row.branchtype,
    branch: row.branch,
    gstin: row.gstin,
    type: row.type,
    billing: row.billing,
    shipping: row.shipping,
    bank: row.bank,
    products: row.products,
    total: {
      totalAmountBeforeTax: Number(row.totalAmountBeforeTax),
      totalCGST: Number(row.totalCgst),
      totalSGST: Number(row.totalSgst),
      totalIGST: Number(row.totalIgst),
      grandTotal: Number(row.grandTotal),
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

import { and, eq, like, sql } from 'drizzle-orm';
import { financialYearOf, nextQuoteNo } from '../../../domain/billing/financial-year';
import { quotationTotals } from '../../../domain/billing/money';
import { istDate } from '../../../domain/india-date';
import { MAX_RUPEES } from '../../../domain/money/paise';
import type { Quotation, QuotationValues } from '../../../domain/schemas/quotation';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { drafts } from '../../db/schema/drafts';
import { quotations } from '../../db/schema/quotations';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { toQuotation } from './quotation-view';

const duplicateNumber = (quoteNo: string) =>
  conflict(`Quotation number ${quoteNo} is already used. Choose another number.`, 'DUPLICATE_QUOTE_NO', {
    quoteNo: 'This quotation number is already used.',
  });

const missing = () => notFound('That quotation does not exist. It may have been deleted.');

/** The columns of a quotation from validated input, with totals recomputed here. */
function columns(input: QuotationValues) {
  const products = input.products.map((line) => ({
    ...line,
    customName: line.name === 'Other' ? line.customName : '',
  }));
  const total = quotationTotals(products);
  if (total.grandTotal > MAX_RUPEES) {
    throw badRequest('The grand total is larger than this system can store.', { products: 'Total too large.' });
  }
  return {
    quoteNo: input.quoteNo,
    name: input.name,
    mobile: input.mobile,
    valid: input.valid,
    branchtype: input.branchtype,
    branch: input.branch,
    gstin: input.gstin,
    type: input.type,
    billing: input.billing,
    shipping: input.shipping,
    bank: input.bank,
    products,
    totalAmountBeforeTax: total.totalAmountBeforeTax.toFixed(2),
    totalCgst: total.totalCGST.toFixed(2),
    totalSgst: total.totalSGST.toFixed(2),
    totalIgst: total.totalIGST.toFixed(2),
    grandTotal: total.grandTotal.toFixed(2),
  };
}

/** Saving the real quotation removes the author's draft of it. */
async function removeDraft(tx: DbOrTx, draftId: string | undefined, userId: string) {
  if (draftId) await tx.delete(drafts).where(and(eq(drafts.id, draftId), eq(drafts.userId, userId)));
}

async function unique<T>(quoteNo: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicateNumber(quoteNo);
    throw error;
  }
}

export async function getQuotation(db: DbOrTx, id: string): Promise<Quotation> {
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id));
  if (!row) throw missing();
  return toQuotation(row);
}

export async function createQuotation(deps: AppContext, input: QuotationValues, userId: string) {
  const now = deps.clock();
  return unique(input.quoteNo, () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(quotations)
        .values({ ...columns(input), quoteDate: istDate(now), createdBy: userId, createdAt: now, updatedAt: now })
        .returning();
      await removeDraft(tx, input.draftId, userId);
      return toQuotation(row!);
    }),
  );
}

export async function updateQuotation(deps: AppContext, id: string, input: QuotationValues, userId: string) {
  return unique(input.quoteNo, () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(quotations)
        .set({ ...columns(input), updatedAt: deps.clock() })
        .where(eq(quotations.id, id))
        .returning();
      if (!row) throw missing();
      await removeDraft(tx, input.draftId, userId);
      return toQuotation(row);
    }),
  );
}

export async function deleteQuotation(deps: AppContext, id: string) {
  const [row] = await deps.db
    .delete(quotations)
    .where(eq(quotations.id, id))
    .returning({ quoteNo: quotations.quoteNo });
  if (!row) throw missing();
  return { message: `Quotation ${row.quoteNo} has been deleted.` };
}

/** The current financial year and the next free number of its series (26-27/001). */
export async function suggestQuoteNo(deps: AppContext): Promise<string> {
  const year = financialYearOf(deps.clock());
  const rows = await deps.db
    .select({ quoteNo: quotations.quoteNo })
    .from(quotations)
    .where(and(like(quotations.quoteNo, `${year}/%`), sql`${quotations.quoteNo} ~ '/[0-9]{1,9}$'`));
  return nextQuoteNo(
    year,
    rows.map((r) => r.quoteNo),
  );
}

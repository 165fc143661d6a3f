import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatInr } from '../../../domain/billing/indian-format';
import { istDate } from '../../../domain/india-date';
import { MAX_RUPEES, toPaise } from '../../../domain/money/paise';
import { supplyTypeFor } from '../../../domain/money/supply-type';
import { pageCount } from '../../../domain/paging';
import { purchaseTotals } from '../../../domain/purchase/purchase-totals';
import type { PurchaseList, purchaseInputSchema, purchaseQuerySchema } from '../../../domain/schemas/purchase';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/database';
import {
  materials,
  purchaseAttachments,
  purchaseItems,
  purchasePayments,
  purchases,
  suppliers,
} from '../../db/schema/purchases';
import { badRequest, conflict } from '../../lib/app-error';
import { likePattern } from '../../lib/like-pattern';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { deleteFiles } from '../../storage/delete-files';
import { getCompany } from '../company/public';
import { loadPurchase, moneyText, paidSubquery, purchaseMissing, rowSelection, toPurchaseRow } from './purchase-view';

type PurchaseValues = z.output<typeof purchaseInputSchema>;
type PurchaseQuery = z.output<typeof purchaseQuerySchema>;

function filters(query: Omit<PurchaseQuery, 'page' | 'pageSize' | 'status'>): SQL[] {
  const where: SQL[] = [];
  if (query.supplierId) where.push(eq(purchases.supplierId, query.supplierId));
  if (query.from) where.push(gte(purchases.date, query.from));
  if (query.to) where.push(lte(purchases.date, query.to));
  if (query.search) where.push(ilike(purchases.invoiceNo, likePattern(query.search)));
  return where;
}

export async function listPurchases(deps: Pick<AppContext, 'db'>, query: PurchaseQuery): Promise<PurchaseList> {
  const pp = paidSubquery(deps.db);
  const balance = sql`${purchases.total} - coalesce(${pp.paid}, 0)`;
  const where = and(
    ...filters(query),
    ...(query.status === 'due' ? [sql`${balance} > 0`] : query.status === 'paid' ? [sql`${balance} <= 0`] : []),
  );
  const [rows, [summary]] = await Promise.all([
    deps.db
      .select(rowSelection(pp))
      .from(purchases)
      .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
      .leftJoin(pp, eq(pp.purchaseId, purchases.id))
      .where(where)
      .orderBy(desc(purchases.date), desc(purchases.createdAt), desc(purchases.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db
      .select({
        n: count(),
        total: sql<string>`coalesce(sum(${purchases.total}), 0)`,
        paid: sql<string>`coalesce(sum(${pp.paid}), 0)`,
      })
      .from(purchases)
      .leftJoin(pp, eq(pp.purchaseId, purchases.id))
      .where(where),
  ]);
  const n = Number(summary?.n ?? 0);
  const total = Number(summary?.total ?? 0);
  const paid = Number(summary?.paid ?? 0);
  return {
    purchases: rows.map(toPurchaseRow),
    total: n,
    page: query.page,
    pages: pageCount(n, query.pageSize),
    totals: { total, paid, balance: (toPaise(total) - toPaise(paid)) / 100 },
  };
}

/**
 * Checks the references and computes every amount on the server (a client's total is never
 * trusted): the supplier's state against the company's decides CGST+SGST or IGST.
 */
async function priced(deps: Pick<AppContext, 'clock'>, tx: Tx, input: PurchaseValues, companyState: string) {
  if (input.date > istDate(deps.clock())) {
    throw badRequest('Invoice date cannot be in the future.', { date: 'Invoice date cannot be in the future.' });
  }
  const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, input.supplierId));
  if (!supplier) throw badRequest('That supplier does not exist.', { supplierId: 'Choose a supplier from the list.' });
  const ids = [...new Set(input.items.map((i) => i.materialId))];
  const found = await tx.select({ id: materials.id }).from(materials).where(inArray(materials.id, ids));
  const known = new Set(found.map((m) => m.id));
  const unknown = input.items.findIndex((i) => !known.has(i.materialId));
  if (unknown >= 0) {
    throw badRequest(`Line ${unknown + 1}: that material does not exist.`, {
      [`items.${unknown}.materialId`]: 'Choose a material from the list.',
    });
  }
  const supplyType = supplyTypeFor(supplier.state, companyState);
  const totals = purchaseTotals(input.items, supplyType);
  if (totals.total > MAX_RUPEES)
    throw badRequest('This bill’s total is too large.', { items: 'The total is too large.' });
  return { supplyType, totals };
}

/** Read before the transaction opens: the embedded database has one connection, held by the transaction. */
async function companyState(deps: Pick<AppContext, 'db'>): Promise<string> {
  const company = await getCompany(deps.db);
  if (!company.state) {
    throw conflict(
      'Enter the company’s state in the company profile first: it decides between CGST + SGST and IGST.',
      'COMPANY_STATE_MISSING',
    );
  }
  return company.state;
}

function header(input: PurchaseValues, supplyType: string, totals: ReturnType<typeof purchaseTotals>) {
  return {
    supplierId: input.supplierId,
    invoiceNo: input.invoiceNo,
    date: input.date,
    notes: input.notes ?? null,
    supplyType,
    subtotal: moneyText(totals.subtotal),
    cgst: moneyText(totals.cgst),
    sgst: moneyText(totals.sgst),
    igst: moneyText(totals.igst),
    total: moneyText(totals.total),
  };
}

/**
 * The rows of a bill's lines. `keepIds` are the ids of the lines the bill has now: a line sent with
 * one of them keeps it (a client that sent back what it read sees the same ids); any other line
 * gets a new id.
 */
function lines(
  purchaseId: string,
  input: PurchaseValues,
  totals: ReturnType<typeof purchaseTotals>,
  keepIds: ReadonlySet<string> = new Set(),
) {
  const used = new Set<string>();
  return input.items.map((item, i) => {
    const amounts = totals.lines[i]!;
    const id = item._id && keepIds.has(item._id) && !used.has(item._id) ? item._id : undefined;
    if (id) used.add(id);
    return {
      ...(id ? { id } : {}),
      purchaseId,
      lineNo: i + 1,
      materialId: item.materialId,
      qty: String(item.qty),
      rate: moneyText(item.rate),
      gst: String(item.gst),
      taxable: moneyText(amounts.taxable),
      cgst: moneyText(amounts.cgst),
      sgst: moneyText(amounts.sgst),
      igst: moneyText(amounts.igst),
      total: moneyText(amounts.total),
    };
  });
}

async function uniqueInvoice<T>(input: PurchaseValues, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw conflict(`Invoice ${input.invoiceNo} from this supplier is already entered.`, 'DUPLICATE_INVOICE', {
        invoiceNo: 'This supplier’s invoice number is already entered.',
      });
    }
    throw error;
  }
}

export async function createPurchase(deps: Pick<AppContext, 'db' | 'clock'>, input: PurchaseValues, userId: string) {
  const now = deps.clock();
  const state = await companyState(deps);
  const id = await uniqueInvoice(input, () =>
    deps.db.transaction(async (tx) => {
      const { supplyType, totals } = await priced(deps, tx, input, state);
      const [row] = await tx
        .insert(purchases)
        .values({ ...header(input, supplyType, totals), createdBy: userId, createdAt: now, updatedAt: now })
        .returning({ id: purchases.id });
      await tx.insert(purchaseItems).values(lines(row!.id, input, totals));
      return row!.id;
    }),
  );
  return loadPurchase(deps.db, id);
}

export async function updatePurchase(deps: AppContext, id: string, input: PurchaseValues) {
  const state = await companyState(deps);
  await uniqueInvoice(input, () =>
    deps.db.transaction(async (tx) => {
      // The same lock as a payment: a bill cannot shrink below what is being paid on it right now.
      const [current] = await tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.id, id)).for('update');
      if (!current) throw purchaseMissing();
      const { supplyType, totals } = await priced(deps, tx, input, state);
      const [paid] = await tx
        .select({ amount: sql<string>`coalesce(sum(${purchasePayments.amount}), 0)` })
        .from(purchasePayments)
        .where(eq(purchasePayments.purchaseId, id));
      if (toPaise(totals.total) < toPaise(Number(paid?.amount ?? 0))) {
        throw conflict(
          `${formatInr(Number(paid?.amount))} is already paid on this bill, more than the new total of ${formatInr(totals.total)}. Delete a payment first.`,
          'TOTAL_BELOW_PAID',
        );
      }
      await tx
        .update(purchases)
        .set({ ...header(input, supplyType, totals), updatedAt: deps.clock() })
        .where(eq(purchases.id, id));
      const old = await tx
        .delete(purchaseItems)
        .where(eq(purchaseItems.purchaseId, id))
        .returning({ id: purchaseItems.id });
      await tx.insert(purchaseItems).values(lines(id, input, totals, new Set(old.map((line) => line.id))));
    }),
  );
  return loadPurchase(deps.db, id);
}

/** Only a bill without payments may be deleted: a paid bill is part of the books. */
export async function deletePurchase(deps: AppContext, id: string) {
  const fileIds = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.id, id)).for('update');
    if (!current) throw purchaseMissing();
    const [paid] = await tx.select({ n: count() }).from(purchasePayments).where(eq(purchasePayments.purchaseId, id));
    if (Number(paid?.n) > 0) {
      throw conflict('This purchase has payments recorded. Delete its payments first.', 'PURCHASE_HAS_PAYMENTS');
    }
    const attached = await tx
      .select({ fileId: purchaseAttachments.fileId })
      .from(purchaseAttachments)
      .where(eq(purchaseAttachments.purchaseId, id));
    await tx.delete(purchases).where(eq(purchases.id, id));
    return attached.map((a) => a.fileId);
  });
  await deleteFiles(deps, fileIds);
  return { message: 'Purchase deleted successfully.' };
}

import { asc, eq, sql } from 'drizzle-orm';
import { sumRupees } from '../../../domain/money/paise';
import { purchaseBalance } from '../../../domain/purchase/purchase-balance';
import type { PaymentMode } from '../../../domain/schemas/entity-payment';
import type { Purchase, PurchaseRow } from '../../../domain/schemas/purchase';
import type { DbOrTx } from '../../db/database';
import { files } from '../../db/schema/files';
import {
  materials,
  purchaseAttachments,
  purchaseItems,
  purchasePayments,
  purchases,
  suppliers,
} from '../../db/schema/purchases';
import { notFound } from '../../lib/app-error';
import { toFileRef } from '../../storage/file-refs';

/** Rupees as numeric(14,2) text: exact, never a float's 0.30000000000000004. */
export const moneyText = (rupees: number) => rupees.toFixed(2);

export const purchaseMissing = () => notFound('That purchase does not exist.');

/** Paid per purchase, summed by the database (numeric, exact). */
export const paidSubquery = (db: DbOrTx) =>
  db
    .select({
      purchaseId: purchasePayments.purchaseId,
      paid: sql<string>`sum(${purchasePayments.amount})`.as('paid'),
    })
    .from(purchasePayments)
    .groupBy(purchasePayments.purchaseId)
    .as('pp');

/** The list's columns: the purchase, its supplier, what was paid, and how many lines and files. */
export function rowSelection(pp: ReturnType<typeof paidSubquery>) {
  return {
    purchase: purchases,
    supplier: { id: suppliers.id, name: suppliers.name, state: suppliers.state, gstin: suppliers.gstin },
    paid: sql<string>`coalesce(${pp.paid}, 0)`,
    lineCount: sql<number>`(select cast(count(*) as integer) from ${purchaseItems} where ${purchaseItems.purchaseId} = ${purchases.id})`,
    attachmentCount: sql<number>`(select cast(count(*) as integer) from ${purchaseAttachments} where ${purchaseAttachments.purchaseId} = ${purchases.id})`,
  };
}

type SelectedRow = {
  purchase: typeof purchases.$inferSelect;
  supplier: { id: string; name: string; state: string; gstin: string | null };
  paid: string;
  lineCount: number;
  attachmentCount: number;
};

export function toPurchaseRow(row: SelectedRow): PurchaseRow {
  const p = row.purchase;
  const total = Number(p.total);
  const { paid, balance } = purchaseBalance(total, [Number(row.paid)]);
  return {
    _id: p.id,
    supplier: { _id: row.supplier.id, name: row.supplier.name, state: row.supplier.state, gstin: row.supplier.gstin },
    invoiceNo: p.invoiceNo,
    date: p.date,
    supplyType: p.supplyType as PurchaseRow['supplyType'],
    notes: p.notes,
    subtotal: Number(p.subtotal),
    cgst: Number(p.cgst),
    sgst: Number(p.sgst),
    igst: Number(p.igst),
    tax: sumRupees([Number(p.cgst), Number(p.sgst), Number(p.igst)]),
    total,
    paid,
    balance,
    lineCount: Number(row.lineCount),
    attachmentCount: Number(row.attachmentCount),
    createdAt: p.createdAt.toISOString(),
  };
}

export async function loadPurchase(db: DbOrTx, id: string): Promise<Purchase> {
  const pp = paidSubquery(db);
  const [row] = await db
    .select(rowSelection(pp))
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .leftJoin(pp, eq(pp.purchaseId, purchases.id))
    .where(eq(purchases.id, id));
  if (!row) throw purchaseMissing();
  const [items, payments, attachments] = await Promise.all([
    db
      .select({ item: purchaseItems, name: materials.name, unit: materials.unit, hsn: materials.hsn })
      .from(purchaseItems)
      .innerJoin(materials, eq(materials.id, purchaseItems.materialId))
      .where(eq(purchaseItems.purchaseId, id))
      .orderBy(asc(purchaseItems.lineNo)),
    db
      .select()
      .from(purchasePayments)
      .where(eq(purchasePayments.purchaseId, id))
      .orderBy(asc(purchasePayments.date), asc(purchasePayments.createdAt)),
    db
      .select({ id: files.id, originalName: files.originalName, mimeType: files.mimeType, sizeBytes: files.sizeBytes })
      .from(purchaseAttachments)
      .innerJoin(files, eq(files.id, purchaseAttachments.fileId))
      .where(eq(purchaseAttachments.purchaseId, id))
      .orderBy(asc(purchaseAttachments.createdAt)),
  ]);
  const { lineCount: _l, attachmentCount: _a, ...base } = toPurchaseRow(row);
  return {
    ...base,
    items: items.map(({ item, name, unit, hsn }) => ({
      _id: item.id,
      materialId: item.materialId,
      materialName: name,
      unit,
      hsn,
      qty: Number(item.qty),
      rate: Number(item.rate),
      gst: Number(item.gst),
      taxable: Number(item.taxable),
      cgst: Number(item.cgst),
      sgst: Number(item.sgst),
      igst: Number(item.igst),
      total: Number(item.total),
    })),
    payments: payments.map((p) => ({
      _id: p.id,
      amount: Number(p.amount),
      date: p.date,
      mode: p.mode as PaymentMode,
      reference: p.reference,
      note: p.note,
      advance: p.advance,
      createdAt: p.createdAt.toISOString(),
    })),
    attachments: attachments.map(toFileRef),
  };
}

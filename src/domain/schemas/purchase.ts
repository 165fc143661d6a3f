import { z } from 'zod';
import { SUPPLY_TYPES } from '../money/supply-type';
import { numberError, optionalText, preferIdField, refRequiredMessage, refSchema, requiredText } from './common';
import { fileRefSchema } from './document';
import {
  PAYMENT_MODES,
  positiveRupeesSchema,
  referenceMessage,
  referenceRequired,
  rupeesSchema,
} from './entity-payment';
import { isoDateSchema } from './iso-date';
import { gstRateSchema } from './material';

export const purchaseItemInputSchema = z.object({
  /** The line's id as a GET returned it: an update keeps it, a line without one is new. */
  _id: z.uuid({ error: 'That line id is not valid.' }).optional(),
  materialId: z.uuid({ error: 'Choose a material.' }),
  qty: z
    .number({ error: numberError('Quantity') })
    .positive({ error: 'Quantity must be more than 0.' })
    .max(10_000_000, { error: 'Quantity is too large.' })
    .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, {
      error: 'Quantity can have at most 3 decimals.',
    }),
  rate: rupeesSchema('Rate').refine((v) => v > 0, { error: 'Rate must be more than 0.' }),
  gst: gstRateSchema,
});
export type PurchaseItemInput = z.input<typeof purchaseItemInputSchema>;

const supplierRef = refSchema('Supplier').optional();

/**
 * POST /api/purchases/add and PUT /api/purchases/update/:id. Totals are the server's, never sent.
 * The supplier is `supplierId` (the form) or `supplier: { _id, … }` (the purchase as a GET returned it).
 */
export const purchaseInputSchema = z
  .object({
    supplierId: supplierRef,
    supplier: supplierRef,
    invoiceNo: requiredText('Invoice number', 40),
    date: isoDateSchema('Invoice date'),
    items: z
      .array(purchaseItemInputSchema, { error: 'Add at least one line.' })
      .min(1, { error: 'Add at least one line.' })
      .max(200, { error: 'A purchase can have at most 200 lines.' }),
    notes: optionalText('Notes', 1000),
  })
  .transform(({ supplier, supplierId, ...rest }, ctx) => {
    const id = preferIdField(supplierId, supplier);
    if (id) return { ...rest, supplierId: id };
    ctx.addIssue({ code: 'custom', path: ['supplierId'], message: refRequiredMessage('Supplier') });
    return z.NEVER;
  });
export type PurchaseInput = z.input<typeof purchaseInputSchema>;

/** POST /api/purchases/:id/pay. */
export const purchasePaymentInputSchema = z
  .object({
    amount: positiveRupeesSchema('Amount'),
    date: isoDateSchema('Date'),
    mode: z.enum(PAYMENT_MODES, { error: 'Mode must be cash, cheque, rtgs or upi.' }),
    reference: optionalText('Reference', 60),
    note: optionalText('Note', 500),
    /** Paying more than the balance due is refused unless it is confirmed as an advance. */
    advance: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (referenceRequired(value.mode) && !value.reference) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: referenceMessage(value.mode) });
    }
  });
export type PurchasePaymentInput = z.input<typeof purchasePaymentInputSchema>;

export const purchaseItemSchema = z.object({
  _id: z.string(),
  materialId: z.string(),
  materialName: z.string(),
  unit: z.string(),
  hsn: z.string().nullable(),
  qty: z.number(),
  rate: z.number(),
  gst: z.number(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type PurchaseItem = z.infer<typeof purchaseItemSchema>;

export const purchasePaymentSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  advance: z.boolean(),
  createdAt: z.string(),
});
export type PurchasePayment = z.infer<typeof purchasePaymentSchema>;

export const purchaseSchema = z.object({
  _id: z.string(),
  supplier: z.object({ _id: z.string(), name: z.string(), state: z.string(), gstin: z.string().nullable() }),
  invoiceNo: z.string(),
  date: z.string(),
  /** intra: CGST + SGST; inter: IGST — fixed when the bill is saved. */
  supplyType: z.enum(SUPPLY_TYPES),
  notes: z.string().nullable(),
  items: z.array(purchaseItemSchema),
  subtotal: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  tax: z.number(),
  total: z.number(),
  paid: z.number(),
  /** total − paid; negative when an advance was paid. */
  balance: z.number(),
  payments: z.array(purchasePaymentSchema),
  attachments: z.array(fileRefSchema),
  createdAt: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** A row of the list: the same purchase without its lines, payments and files. */
export const purchaseRowSchema = purchaseSchema.omit({ items: true, payments: true, attachments: true }).extend({
  lineCount: z.number(),
  attachmentCount: z.number(),
});
export type PurchaseRow = z.infer<typeof purchaseRowSchema>;

export const purchaseQuerySchema = z
  .object({
    supplierId: z.uuid({ error: 'That supplier id is not valid.' }).optional(),
    from: isoDateSchema('From').optional(),
    to: isoDateSchema('To').optional(),
    /** due: balance above 0. */
    status: z.enum(['all', 'due', 'paid']).default('all'),
    search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'From must be on or before To.', path: ['to'] });

export const purchaseListSchema = z.object({
  purchases: z.array(purchaseRowSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  /** Sums over every purchase matching the filter, not only this page. */
  totals: z.object({ total: z.number(), paid: z.number(), balance: z.number() }),
});
export type PurchaseList = z.infer<typeof purchaseListSchema>;

export const dashboardQuerySchema = z
  .object({ from: isoDateSchema('From').optional(), to: isoDateSchema('To').optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'From must be on or before To.', path: ['to'] });

export const supplierDashboardSchema = z.object({
  suppliers: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      purchases: z.number(),
      bills: z.number(),
      paid: z.number(),
      outstanding: z.number(),
      lastPurchase: z.string().nullable(),
    }),
  ),
  totals: z.object({ purchases: z.number(), bills: z.number(), paid: z.number(), outstanding: z.number() }),
  /** yyyy-mm with the purchase value (incl. GST) of that month. */
  byMonth: z.array(z.object({ month: z.string(), total: z.number() })),
  /** Taxable value per material. */
  byMaterial: z.array(
    z.object({ materialId: z.string(), name: z.string(), unit: z.string(), qty: z.number(), total: z.number() }),
  ),
});
export type SupplierDashboard = z.infer<typeof supplierDashboardSchema>;

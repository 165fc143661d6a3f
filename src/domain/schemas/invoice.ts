import { z } from 'zod';
import { TOTAL_DIFFERENCE_REASONS } from '../billing/quotation-vs-invoice';
import { GST_STATE_NAMES } from '../gst-states';
import { SUPPLY_TYPES } from '../money/supply-type';

/** Issue a GST tax invoice from a quotation (beyond the spec; CGST Rule 46). */
export const invoiceCreateSchema = z.object({
  quotationId: z.uuid({ error: 'Choose the quotation to invoice.' }),
  placeOfSupply: z
    .string({ error: 'Place of supply is required.' })
    .trim()
    .refine((v) => GST_STATE_NAMES.some((s) => s.toLowerCase() === v.toLowerCase()), {
      error: 'Place of supply must be an Indian state or union territory.',
    }),
});
export type InvoiceCreateInput = z.input<typeof invoiceCreateSchema>;

export const invoiceCancelSchema = z.object({
  reason: z
    .string({ error: 'Give a reason for cancelling.' })
    .trim()
    .min(3, { error: 'Give a reason for cancelling.' })
    .max(300, { error: 'The reason must be at most 300 characters.' }),
});

const party = z.object({
  name: z.string(),
  address: z.string(),
  state: z.string(),
  stateCode: z.string(),
  gstin: z.string(),
});

export const invoiceLineSchema = z.object({
  name: z.string(),
  hsn: z.string(),
  unit: z.string(),
  qty: z.number(),
  unitPrice: z.number(),
  discount: z.number(),
  gstRate: z.number(),
  taxableValue: z.number(),
  cgstRate: z.number(),
  cgstAmount: z.number(),
  sgstRate: z.number(),
  sgstAmount: z.number(),
  igstRate: z.number(),
  igstAmount: z.number(),
  total: z.number(),
});

export const INVOICE_STATUSES = ['issued', 'cancelled'] as const;

export const invoiceSchema = z.object({
  _id: z.string(),
  invoiceNo: z.string(),
  financialYear: z.string(),
  invoiceDate: z.string(),
  quotationId: z.string().nullable(),
  quoteNo: z.string(),
  supplier: party.extend({ phone: z.string(), email: z.string(), logoFileId: z.string().nullable() }),
  recipient: party.extend({ mobile: z.string(), shippingAddress: z.string() }),
  placeOfSupply: z.string(),
  placeOfSupplyCode: z.string(),
  supplyType: z.enum(SUPPLY_TYPES),
  lines: z.array(invoiceLineSchema),
  totals: z.object({
    taxableValue: z.number(),
    cgst: z.number(),
    sgst: z.number(),
    igst: z.number(),
    grandTotal: z.number(),
  }),
  /**
   * The quotation's grand total at issue and why this invoice's differs (empty when they agree);
   * null for invoices issued before it was recorded.
   */
  quotationComparison: z
    .object({ quotationTotal: z.number(), reasons: z.array(z.enum(TOTAL_DIFFERENCE_REASONS)) })
    .nullable(),
  amountInWords: z.string(),
  signatory: z.object({ name: z.string(), title: z.string() }),
  status: z.enum(INVOICE_STATUSES),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number({ error: 'Page must be a number.' }).int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number({ error: 'Page size must be a number.' }).int().min(1).max(100).optional(),
});

export const invoicePageSchema = z.object({
  invoices: z.array(invoiceSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});

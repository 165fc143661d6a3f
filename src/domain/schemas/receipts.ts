import { z } from 'zod';
import { CHEQUE_STATUSES } from '../collections/lists';
import { RECEIPT_MODES, receiptSchema } from './collections';
import { optionalText } from './common';
import { isoDateSchema } from './iso-date';

/**
 * Payloads of receipts, the cheque register and the TDS tracker (issue 28, decision 198). The
 * receipt itself and its input are in `collections.ts` (the money engine's schemas).
 */

/** A booking's receipts with what is due and what is kept as an advance, in rupees. */
export const bookingReceiptsSchema = z.object({
  bookingId: z.string(),
  bookingNo: z.string(),
  receipts: z.array(receiptSchema),
  /** Demanded (amount, GST and interest of every demand not cancelled) and bounce charges. */
  demanded: z.number(),
  bounceCharges: z.number(),
  /** Credited by receipts not reversed: amount received plus TDS. */
  credited: z.number(),
  due: z.number(),
  advance: z.number(),
  /** Whether the viewer may record a payment or a cheque's fate. */
  canRecord: z.boolean(),
});
export type BookingReceipts = z.infer<typeof bookingReceiptsSchema>;

export const receiptCreatedSchema = z.object({
  receipt: receiptSchema,
  /** Where the receipt was emailed (the first applicant), or null when it could not be. */
  emailedTo: z.string().nullable(),
});

/** A cheque or draft the bank paid. */
export const chequeClearedSchema = z.object({ clearedOn: isoDateSchema('Date cleared') });
export type ChequeClearedInput = z.input<typeof chequeClearedSchema>;

/** The buyer's Form 16B for the TDS of a receipt arrived. */
export const form16bReceivedSchema = z.object({
  receivedOn: isoDateSchema('Date Form 16B received'),
  note: optionalText('Note', 300),
});
export type Form16bReceivedInput = z.input<typeof form16bReceivedSchema>;

const pageSchema = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};
const emptyToUndefined = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((v) => (v === '' ? undefined : (v as z.output<T> | undefined)));

/** The cheque register: cheques and drafts, deposited first (oldest first), then the rest newest first. */
export const chequeQuerySchema = z.object({
  status: emptyToUndefined(z.enum(CHEQUE_STATUSES, { error: 'Status must be deposited, cleared or bounced.' })),
  q: z.string().trim().max(100, { error: 'Search must be at most 100 characters.' }).optional(),
  ...pageSchema,
});
export type ChequeQuery = z.input<typeof chequeQuerySchema>;

const bookingRefSchema = z.object({
  _id: z.string(),
  bookingNo: z.string(),
  buyer: z.string().nullable(),
  unit: z.string(),
  project: z.string(),
});

export const chequeRowSchema = z.object({
  _id: z.string(),
  receiptNo: z.string(),
  booking: bookingRefSchema,
  mode: z.enum(RECEIPT_MODES),
  reference: z.string().nullable(),
  bank: z.string().nullable(),
  receivedOn: z.string(),
  amount: z.number(),
  chequeStatus: z.enum(CHEQUE_STATUSES),
  chequeStatusOn: z.string().nullable(),
  bounceCharge: z.number(),
  /** Days since it was deposited, while it is. */
  daysDeposited: z.number().nullable(),
});
export const chequeListSchema = z.object({
  cheques: z.array(chequeRowSchema),
  counts: z.object({ deposited: z.number(), cleared: z.number(), bounced: z.number() }),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
});
export type ChequeList = z.infer<typeof chequeListSchema>;
export type ChequeRow = z.infer<typeof chequeRowSchema>;

/** Days after a receipt by which the buyer's Form 16B should have arrived. */
export const FORM_16B_DAYS = 30;

/** The TDS tracker: receipts with TDS whose Form 16B is pending (`late` only: 30 days or more). */
export const tdsQuerySchema = z.object({
  show: emptyToUndefined(z.enum(['late', 'pending', 'received'], { error: 'Show late, pending or received.' })),
  ...pageSchema,
});
export type TdsQuery = z.input<typeof tdsQuerySchema>;

export const tdsRowSchema = z.object({
  _id: z.string(),
  receiptNo: z.string(),
  booking: bookingRefSchema,
  receivedOn: z.string(),
  amount: z.number(),
  tdsAmount: z.number(),
  form16bStatus: z.enum(['pending', 'received']),
  form16bReceivedOn: z.string().nullable(),
  /** Days since the receipt while the form is pending. */
  daysPending: z.number().nullable(),
  late: z.boolean(),
});
export const tdsListSchema = z.object({
  rows: z.array(tdsRowSchema),
  counts: z.object({ late: z.number(), pending: z.number(), received: z.number() }),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
});
export type TdsList = z.infer<typeof tdsListSchema>;
export type TdsRow = z.infer<typeof tdsRowSchema>;

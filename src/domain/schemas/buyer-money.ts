import { z } from 'zod';
import { CHEQUE_STATUSES } from '../collections/lists';
import { BOOKING_STATUSES } from '../inventory/statuses';
import { RECEIPT_MODES } from './collections';
import { entityPaymentSummarySchema } from './entity-payment';

/*
 * A flat buyer's money in the Entity Manager (decision 201): for a buyer linked to bookings, the
 * receipts of those bookings, read from the receipts table, beside what is left of the Entity
 * Manager's own payments (those no receipt was made from). One place for a buyer's money.
 */

/** A receipt of the buyer's booking as the Entity Manager lists it (rupees, the API's mode names). */
export const buyerReceiptSchema = z.object({
  _id: z.string(),
  receiptNo: z.string(),
  receivedOn: z.string(),
  mode: z.enum(RECEIPT_MODES),
  reference: z.string().nullable(),
  bank: z.string().nullable(),
  amount: z.number(),
  tdsAmount: z.number(),
  chequeStatus: z.enum(CHEQUE_STATUSES).nullable(),
  /** A bounced cheque: the receipt credits nothing. */
  reversed: z.boolean(),
  note: z.string().nullable(),
});
export type BuyerReceipt = z.infer<typeof buyerReceiptSchema>;

/** One booking of the buyer with its receipts and the figures of its statement of account. */
export const buyerBookingSchema = z.object({
  _id: z.string(),
  bookingNo: z.string(),
  /** Tower-unit, as the registers name it. */
  unit: z.string(),
  project: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Booked, agreement registered or possession given: payments are recorded on it. */
  live: z.boolean(),
  receipts: z.array(buyerReceiptSchema),
  /** Received on receipts not reversed (the TDS apart). */
  received: z.number(),
  tds: z.number(),
  /** The statement of account's balance on `asOf`: owed now (negative: an advance). */
  due: z.number(),
  asOf: z.string(),
});
export type BuyerBooking = z.infer<typeof buyerBookingSchema>;

/**
 * GET /api/entities/payment/:id. `payments` and its totals are decision 031's; for a buyer with
 * bookings, `payments` holds only the Entity Manager entries no receipt was made from, the totals
 * add the bookings' receipts (amount and TDS), and `due` is the sum of the live bookings'
 * statement balances (null without a live booking).
 */
export const entityMoneySchema = entityPaymentSummarySchema.extend({
  bookings: z.array(buyerBookingSchema),
  due: z.number().nullable(),
});
export type EntityMoney = z.infer<typeof entityMoneySchema>;

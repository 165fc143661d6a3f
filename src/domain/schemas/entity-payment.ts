import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_RUPEES } from '../money/paise';
import { numberError, optionalText } from './common';
import { isoDateSchema } from './iso-date';

/** A rupee amount: a number with at most 2 decimals, within numeric(14,2). */
export const rupeesSchema = (label: string) =>
  z
    .number({ error: numberError(label) })
    .min(0, { error: `${label} cannot be negative.` })
    .max(MAX_RUPEES, { error: `${label} is too large.` })
    .refine(hasAtMostTwoDecimals, { error: `${label} can have at most 2 decimals (paise).` });

export const positiveRupeesSchema = (label: string) =>
  rupeesSchema(label).refine((v) => v > 0, { error: `${label} must be more than 0.` });

export const PAYMENT_MODES = ['cash', 'cheque', 'rtgs', 'upi'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  rtgs: 'RTGS/NEFT',
  upi: 'UPI',
};

export const PAYMENT_DIRECTIONS = ['received', 'paid'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

const paymentModeSchema = z.enum(PAYMENT_MODES, { error: 'Mode must be cash, cheque, rtgs or upi.' });

/** Cheque and bank transfers are traced by their number; cash and UPI may go without. */
export function referenceRequired(mode: PaymentMode): boolean {
  return mode === 'cheque' || mode === 'rtgs';
}

export const referenceMessage = (mode: PaymentMode) =>
  mode === 'cheque' ? 'Cheque number is required for a cheque.' : 'UTR number is required for RTGS/NEFT.';

/** POST/PUT /api/entities/payment/:id[/:paymentId]. */
export const entityPaymentInputSchema = z
  .object({
    amount: positiveRupeesSchema('Amount'),
    date: isoDateSchema('Date'),
    mode: paymentModeSchema,
    reference: optionalText('Reference', 60),
    bank: optionalText('Bank', 100),
    note: optionalText('Note', 500),
    direction: z.enum(PAYMENT_DIRECTIONS, { error: 'Direction must be received or paid.' }).default('received'),
  })
  .superRefine((value, ctx) => {
    if (referenceRequired(value.mode) && !value.reference) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: referenceMessage(value.mode) });
    }
  });
export type EntityPaymentInput = z.input<typeof entityPaymentInputSchema>;

export const entityPaymentSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().nullable(),
  bank: z.string().nullable(),
  note: z.string().nullable(),
  direction: z.enum(PAYMENT_DIRECTIONS),
  /** Net received after this payment, in date order (received − paid). */
  runningTotal: z.number(),
  createdAt: z.string(),
});
export type EntityPayment = z.infer<typeof entityPaymentSchema>;

/** GET /api/entities/payment/:id (the entity payments' shape, decision 031). */
export const entityPaymentSummarySchema = z.object({
  payments: z.array(entityPaymentSchema),
  totalReceived: z.number(),
  totalPaid: z.number(),
  agreementValue: z.number().nullable(),
  /** What is still due against the agreement value; null without one. */
  balance: z.number().nullable(),
});
export type EntityPaymentSummary = z.infer<typeof entityPaymentSummarySchema>;

export const entityPaymentParamsSchema = z.object({
  id: z.uuid({ error: 'That id is not valid.' }),
  paymentId: z.uuid({ error: 'That payment id is not valid.' }),
});

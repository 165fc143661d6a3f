import { z } from 'zod';
import { CASH_LIMIT_269SS_RUPEES, cashLimitMessage } from '../collections/cash-limit';
import { FULL_BASIS_POINTS } from '../collections/demand';
import { STATEMENT_LINE_KINDS } from '../collections/statement';
import { hasAtMostTwoDecimals, scaled } from '../money/paise';
import { numberError, optionalText, requiredText } from './common';
import { PAYMENT_MODE_LABELS, positiveRupeesSchema, rupeesSchema } from './entity-payment';
import { isoDateSchema } from './iso-date';

/**
 * Payloads of a booking's money (issue 28, decision 193): demands, receipts, bounces. Amounts
 * travel as rupees with at most 2 decimals (the API's money, decisions 030 and 068) and become
 * paise for the engine in `src/domain/collections/`; shares and rates travel as basis points.
 */

/** How a buyer pays: the Entity Manager's modes and a demand draft. */
export const RECEIPT_MODES = ['cheque', 'dd', 'rtgs', 'upi', 'cash'] as const;
export type ReceiptMode = (typeof RECEIPT_MODES)[number];
export const RECEIPT_MODE_LABELS: Record<ReceiptMode, string> = { ...PAYMENT_MODE_LABELS, dd: 'Demand draft' };

export const FORM_16B_STATUSES = ['pending', 'received'] as const;
export type Form16bStatus = (typeof FORM_16B_STATUSES)[number];

/** What each mode is traced by; cash has none. */
export const RECEIPT_REFERENCE_LABELS: Record<ReceiptMode, string | null> = {
  cheque: 'Cheque number',
  dd: 'Draft number',
  rtgs: 'UTR number',
  upi: 'UPI transaction ID',
  cash: null,
};

/** A share of the agreement value in basis points: 1000 is 10%. */
export const basisPointsSchema = (label: string) =>
  z
    .number({ error: numberError(label) })
    .int({ error: `${label} must be a whole number of basis points (1000 is 10%).` })
    .min(0, { error: `${label} cannot be negative.` })
    .max(FULL_BASIS_POINTS, { error: `${label} cannot be more than 100%.` });

/** An annual interest rate as people type it (10.65 for 10.65%), at most 2 decimals. */
export const annualRatePercentSchema = (label: string) =>
  z
    .number({ error: numberError(label) })
    .min(0, { error: `${label} cannot be negative.` })
    .max(99.99, { error: `${label} must be less than 100%.` })
    .refine(hasAtMostTwoDecimals, { error: `${label} can have at most 2 decimals.` });

/** 10.65 (%) → 1065 basis points, exactly. */
export const percentToBasisPoints = (percent: number) => Number(scaled(percent, 2));

const modeSchema = z.enum(RECEIPT_MODES, { error: 'Mode must be cheque, dd, rtgs, upi or cash.' });

/** POST a payment against a booking; a GET's receipt, edited, is a valid body. */
export const receiptInputSchema = z
  .object({
    receivedOn: isoDateSchema('Date received'),
    mode: modeSchema,
    reference: optionalText('Reference', 60),
    bank: optionalText('Bank', 100),
    branch: optionalText('Branch', 100),
    amount: positiveRupeesSchema('Amount received'),
    /** TDS the buyer deducted (section 194-IA); counts as paid. */
    tdsAmount: rupeesSchema('TDS deducted')
      .nullish()
      .transform((v) => v ?? 0),
    form16bStatus: z
      .enum(FORM_16B_STATUSES, { error: 'Form 16B status must be pending or received.' })
      .nullish()
      .transform((v) => v ?? 'pending'),
    note: optionalText('Note', 500),
    /** Saying yes to "this is more than is due: keep the rest as an advance?". */
    acceptAdvance: z
      .boolean({ error: 'Accept advance must be true or false.' })
      .nullish()
      .transform((v) => v ?? false),
  })
  .superRefine((value, ctx) => {
    const referenceLabel = RECEIPT_REFERENCE_LABELS[value.mode];
    if (referenceLabel && !value.reference) {
      ctx.addIssue({
        code: 'custom',
        path: ['reference'],
        message: `${referenceLabel} is required for ${RECEIPT_MODE_LABELS[value.mode]}.`,
      });
    }
    if ((value.mode === 'cheque' || value.mode === 'dd') && !value.bank) {
      ctx.addIssue({
        code: 'custom',
        path: ['bank'],
        message: `Bank is required for ${RECEIPT_MODE_LABELS[value.mode]}.`,
      });
    }
    if (value.mode === 'cash' && value.amount >= CASH_LIMIT_269SS_RUPEES) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: cashLimitMessage });
    }
    if (value.tdsAmount > 0 && value.tdsAmount >= value.amount) {
      ctx.addIssue({
        code: 'custom',
        path: ['tdsAmount'],
        message: 'TDS deducted must be less than the amount received.',
      });
    }
  });
export type ReceiptInput = z.input<typeof receiptInputSchema>;

/** A cheque or draft the bank returned unpaid. */
export const receiptBounceSchema = z.object({
  bouncedOn: isoDateSchema('Date bounced'),
  charge: rupeesSchema('Bounce charge')
    .nullish()
    .transform((v) => v ?? 0),
  reason: optionalText('Reason', 300),
});
export type ReceiptBounceInput = z.input<typeof receiptBounceSchema>;

/** An administrator's written reason to demand beyond RERA section 13's 10% before registration. */
export const reraOverrideSchema = z.object({ reason: requiredText('Reason for the override', 500) });

const tdsSchema = z.object({ percent: z.number(), amount: z.number(), note: z.string() });

export const demandSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  milestone: z.object({ key: z.string(), label: z.string() }),
  basisPoints: z.number(),
  raisedOn: z.string(),
  dueOn: z.string(),
  amount: z.number(),
  gstPercent: z.number(),
  gst: z.number(),
  total: z.number(),
  tds: tdsSchema.nullable(),
  paid: z.number(),
  due: z.number(),
  /** Interest earned to the day asked about and not yet charged. */
  interest: z.number(),
  daysLate: z.number(),
  rule: z.string(),
  /** When RERA s.13 was overridden: who and why. */
  reraOverride: z.object({ by: z.object({ _id: z.string(), name: z.string() }), reason: z.string() }).nullable(),
});
export type Demand = z.infer<typeof demandSchema>;

export const receiptSchema = z.object({
  _id: z.string(),
  receiptNo: z.string(),
  bookingId: z.string(),
  receivedOn: z.string(),
  mode: z.enum(RECEIPT_MODES),
  reference: z.string().nullable(),
  bank: z.string().nullable(),
  branch: z.string().nullable(),
  amount: z.number(),
  tdsAmount: z.number(),
  form16bStatus: z.enum(FORM_16B_STATUSES),
  note: z.string().nullable(),
  bouncedOn: z.string().nullable(),
  /** What it settled, oldest demand first. */
  allocations: z.array(z.object({ demandId: z.string(), amount: z.number() })),
  advance: z.number(),
});
export type ReceiptRecord = z.infer<typeof receiptSchema>;

export const statementSchema = z.object({
  asOf: z.string(),
  lines: z.array(
    z.object({
      on: z.string(),
      kind: z.enum(STATEMENT_LINE_KINDS),
      ref: z.string(),
      description: z.string(),
      debit: z.number(),
      credit: z.number(),
      balance: z.number(),
    }),
  ),
  totals: z.object({
    instalments: z.number(),
    gst: z.number(),
    interest: z.number(),
    bounceCharges: z.number(),
    received: z.number(),
    tds: z.number(),
    reversed: z.number(),
    debit: z.number(),
    credit: z.number(),
    balance: z.number(),
  }),
  balanceInWords: z.string(),
});
export type StatementOfAccount = z.infer<typeof statementSchema>;

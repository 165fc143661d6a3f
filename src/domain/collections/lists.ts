/**
 * The lists the collections tables check against (decision 064: one list for the zod schema, the
 * form and the database's check constraint). Decision 191 says what each table holds.
 */

/** How a plan asks for money: at construction stages, mostly up front, or on fixed dates. */
export const PAYMENT_PLAN_KINDS = ['construction_linked', 'down_payment', 'time_linked'] as const;
export type PaymentPlanKind = (typeof PAYMENT_PLAN_KINDS)[number];
export const PAYMENT_PLAN_KIND_LABELS: Record<PaymentPlanKind, string> = {
  construction_linked: 'Construction-linked',
  down_payment: 'Down payment',
  time_linked: 'Time-linked',
};

/**
 * What makes an instalment due: the booking itself, the registered agreement, a construction
 * stage reached by the buyer's tower, a fixed date, or a number of days after the booking.
 */
export const MILESTONE_TRIGGERS = ['booking', 'agreement', 'stage', 'date', 'days_after_booking'] as const;
export type MilestoneTrigger = (typeof MILESTONE_TRIGGERS)[number];
export const MILESTONE_TRIGGER_LABELS: Record<MilestoneTrigger, string> = {
  booking: 'On booking',
  agreement: 'On agreement',
  stage: 'At a stage',
  date: 'On a date',
  days_after_booking: 'Days after booking',
};

/**
 * How the parking and preferential-location charges of the agreement value are asked for:
 * `pro_rata` with every instalment's percentage, or `milestones` by a percentage of their own on
 * each milestone (say half at the plinth and half at possession).
 */
export const CHARGE_SPLITS = ['pro_rata', 'milestones'] as const;
export type ChargeSplit = (typeof CHARGE_SPLITS)[number];

/** A demand's life: raised (letter made), sent, paid in part or whole, or cancelled. */
export const DEMAND_STATUSES = ['raised', 'sent', 'part_paid', 'paid', 'cancelled'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

/** How a buyer paid. Cash is allowed only within the legal limit (section 269ST). */
export const RECEIPT_MODES = ['cheque', 'dd', 'rtgs_neft', 'upi', 'cash'] as const;
export type ReceiptMode = (typeof RECEIPT_MODES)[number];
export const RECEIPT_MODE_LABELS: Record<ReceiptMode, string> = {
  cheque: 'Cheque',
  dd: 'Demand draft',
  rtgs_neft: 'RTGS / NEFT',
  upi: 'UPI',
  cash: 'Cash',
};
/** Modes that pass through a bank's clearing and may bounce. */
export const INSTRUMENT_MODES = ['cheque', 'dd'] as const;

export const CHEQUE_STATUSES = ['deposited', 'cleared', 'bounced'] as const;
export type ChequeStatus = (typeof CHEQUE_STATUSES)[number];

/** Form 16B from the buyer for TDS deducted under section 194-IA. */
export const FORM_16B_STATUSES = ['not_applicable', 'pending', 'received'] as const;
export type Form16bStatus = (typeof FORM_16B_STATUSES)[number];

/** 100% in basis points: milestone percentages are whole basis points (12.5% is 1250). */
export const FULL_BASIS_POINTS = 10_000;

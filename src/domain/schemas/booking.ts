import { z } from 'zod';
import { BOOKING_STATUSES, DISCOUNT_STATUSES } from '../inventory/statuses';
import { UNIT_TYPES } from '../inventory/unit-types';
import { hasAtMostTwoDecimals } from '../money/paise';
import {
  mobileSchema,
  numberError,
  optionalEmailSchema,
  optionalPanSchema,
  optionalText,
  refSchema,
  requiredText,
} from './common';
import { rupeesSchema } from './entity-payment';
import { isoDateSchema } from './iso-date';

/**
 * Bookings (issue 27, decisions 181–183): a unit sold to a lead's buyer with the cost sheet frozen
 * on the booking date. One schema per payload, shared by the routes and the web forms.
 */

export const MAX_APPLICANTS = 10;
/** The discount above which an administrator must approve, when nobody has set another (per cent). */
export const DISCOUNT_THRESHOLD_DEFAULT = 2;

const percentSchema = (label: string) =>
  z
    .number({ error: numberError(label) })
    .min(0, { error: `${label} cannot be negative.` })
    .max(99.99, { error: `${label} must be less than 100%.` })
    .refine(hasAtMostTwoDecimals, { error: `${label} can have at most 2 decimals.` });

/** One applicant as the form and the API send it; the mobile parses to its 10 digits. */
export const bookingApplicantInputSchema = z.object({
  name: requiredText('Name', 150),
  mobile: mobileSchema,
  email: optionalEmailSchema,
  pan: optionalPanSchema,
  address: optionalText('Address', 500),
  woman: z
    .boolean({ error: 'Woman must be true or false.' })
    .nullish()
    .transform((v) => v ?? false),
  relation: optionalText('Relation', 60),
  /** An Entity Manager flat buyer to link this applicant to, chosen on the form. */
  entityId: z
    .union([z.literal(''), z.null(), z.uuid({ error: 'That flat buyer is not valid.' })])
    .optional()
    .transform((v) => v || undefined),
});
export type BookingApplicantInput = z.input<typeof bookingApplicantInputSchema>;

const applicantsSchema = z
  .array(bookingApplicantInputSchema, { error: 'Add the applicant.' })
  .min(1, { error: 'Add the applicant.' })
  .max(MAX_APPLICANTS, { error: `A booking can have at most ${MAX_APPLICANTS} applicants.` });

export const bookingCreateSchema = z.object({
  unitId: refSchema('Unit'),
  leadId: refSchema('Lead'),
  applicants: applicantsSchema,
  discountPercent: percentSchema('Discount')
    .nullish()
    .transform((v) => v ?? 0),
  bookingDate: isoDateSchema('Booking date'),
  bookingAmount: rupeesSchema('Booking amount'),
  /** The plan the booking's payment schedule is copied from (decision 192); none leaves it without one. */
  paymentPlanId: z
    .union([z.literal(''), z.null(), z.uuid({ error: 'That payment plan is not valid.' })])
    .optional()
    .transform((v) => v || undefined),
});
export type BookingCreateInput = z.input<typeof bookingCreateSchema>;

/** The sheet a booking on that date would freeze (the new-booking form's preview). */
export const bookingQuoteQuerySchema = z.object({
  unitId: z.uuid({ error: 'Unit is not valid.' }),
  bookingDate: isoDateSchema('Booking date'),
  women: z.enum(['true', 'false']).optional(),
  discountPercent: z.coerce
    .number({ error: 'Discount must be a number.' })
    .min(0, { error: 'Discount cannot be negative.' })
    .max(99.99, { error: 'Discount must be less than 100%.' })
    .optional(),
});

export const agreementRegisteredSchema = z.object({ date: isoDateSchema('Date of registration') });
export const possessionGivenSchema = z.object({ date: isoDateSchema('Date of possession') });
export const bookingCancelSchema = z.object({
  date: isoDateSchema('Date of cancellation'),
  charges: rupeesSchema('Cancellation charges'),
  reason: requiredText('Reason', 500),
});
export const bookingTransferSchema = z.object({
  date: isoDateSchema('Date of transfer'),
  applicants: applicantsSchema,
  note: optionalText('Note', 500),
});
export const discountDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
  note: optionalText('Note', 500),
});
export const bookingSettingsSchema = z.object({
  discountThresholdPercent: percentSchema('Discount threshold'),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

const listDate = (label: string) =>
  z
    .union([z.literal(''), isoDateSchema(label)])
    .optional()
    .transform((v) => v || undefined);
const listRef = (label: string) =>
  z
    .union([z.literal(''), z.uuid({ error: `${label} is not valid.` })])
    .optional()
    .transform((v) => v || undefined);

export const BOOKING_PAGE_SIZES = [25, 50, 100] as const;

export const bookingQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'Search must be at most 100 characters.' }).optional(),
  projectId: listRef('Project'),
  status: z
    .union([z.literal(''), z.enum(BOOKING_STATUSES, { error: 'Choose a status from the list.' })])
    .optional()
    .transform((v) => v || undefined),
  /** The member who made the booking. */
  memberId: listRef('Member'),
  from: listDate('From'),
  to: listDate('To'),
  /** 'pending': only bookings whose discount waits for an administrator. */
  discount: z
    .union([z.literal(''), z.enum(['pending'])])
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type BookingQuery = z.input<typeof bookingQuerySchema>;

const ref = z.object({ _id: z.string(), name: z.string() });

export const bookingCostLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  amount: z.number(),
  rule: z.string(),
  part: z.enum(['agreement', 'gst', 'government', 'other', 'note']),
});
export const bookingCostSheetSchema = z.object({
  lines: z.array(bookingCostLineSchema),
  agreementValue: z.number(),
  total: z.number(),
  gstPercent: z.number(),
  affordable: z.boolean(),
});
export type BookingCostSheet = z.infer<typeof bookingCostSheetSchema>;

export const bookingQuoteSchema = z.object({
  unit: z.object({
    _id: z.string(),
    number: z.string(),
    tower: z.string(),
    type: z.string(),
    status: z.string(),
    project: z.object({ _id: z.string(), name: z.string() }),
  }),
  priceList: z.object({ _id: z.string(), effectiveFrom: z.string() }),
  costSheet: bookingCostSheetSchema,
  /** The discount asked for is above the threshold: the booking would wait for an administrator. */
  needsApproval: z.boolean(),
  thresholdPercent: z.number(),
});
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;

export const bookingApplicantSchema = z.object({
  _id: z.string(),
  position: z.number(),
  name: z.string(),
  /** 10 digits. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  pan: z.string().nullable(),
  address: z.string().nullable(),
  woman: z.boolean(),
  relation: z.string().nullable(),
  entityId: z.string().nullable(),
});
export type BookingApplicant = z.infer<typeof bookingApplicantSchema>;

/** How the booking met the buyer's other records ("one buyer, found from all three places"). */
export const LINK_HOWS = ['chosen', 'mobile', 'pan', 'created'] as const;
export type LinkHow = (typeof LINK_HOWS)[number];
export const bookingLinkSchema = z.object({ _id: z.string(), name: z.string(), how: z.enum(LINK_HOWS) });

export const bookingEventSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  summary: z.string(),
  at: z.string(),
  by: ref.nullable(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

export const bookingSchema = z.object({
  _id: z.string(),
  bookingNo: z.string(),
  status: z.enum(BOOKING_STATUSES),
  bookingDate: z.string(),
  project: ref,
  unit: z.object({
    _id: z.string(),
    number: z.string(),
    type: z.enum(UNIT_TYPES),
    floor: z.number(),
    tower: ref,
    carpetSqm: z.number(),
    balconySqm: z.number(),
    saleableSqm: z.number(),
    parkingSlots: z.number(),
  }),
  lead: ref.nullable(),
  applicants: z.array(bookingApplicantSchema),
  priceList: z.object({ _id: z.string(), effectiveFrom: z.string() }).nullable(),
  costSheet: bookingCostSheetSchema,
  agreementValue: z.number(),
  totalAmount: z.number(),
  bookingAmount: z.number(),
  discountPercent: z.number(),
  discountStatus: z.enum(DISCOUNT_STATUSES),
  discountDecidedBy: ref.nullable(),
  discountDecidedAt: z.string().nullable(),
  discountNote: z.string().nullable(),
  agreementRegisteredOn: z.string().nullable(),
  possessionOn: z.string().nullable(),
  cancelledOn: z.string().nullable(),
  cancellationCharges: z.number().nullable(),
  cancellationReason: z.string().nullable(),
  transferredTo: z.object({ _id: z.string(), bookingNo: z.string() }).nullable(),
  transferredFrom: z.object({ _id: z.string(), bookingNo: z.string() }).nullable(),
  links: z.object({ entity: bookingLinkSchema.nullable(), customerProperty: bookingLinkSchema.nullable() }),
  events: z.array(bookingEventSchema),
  createdBy: ref.nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingRowSchema = z.object({
  _id: z.string(),
  bookingNo: z.string(),
  status: z.enum(BOOKING_STATUSES),
  bookingDate: z.string(),
  project: ref,
  unit: z.object({ _id: z.string(), number: z.string(), tower: z.string(), type: z.string() }),
  buyer: z.string(),
  lead: ref.nullable(),
  totalAmount: z.number(),
  discountPercent: z.number(),
  discountStatus: z.enum(DISCOUNT_STATUSES),
  createdBy: ref.nullable(),
});
export type BookingRow = z.infer<typeof bookingRowSchema>;

export const bookingListSchema = z.object({
  bookings: z.array(bookingRowSchema),
  total: z.number(),
  /** A search with many matches: the total is the planner's estimate ("about", decision 189). */
  totalIsEstimate: z.boolean().optional(),
  page: z.number(),
  pageCount: z.number(),
});
export type BookingList = z.infer<typeof bookingListSchema>;

/** What a booking's status may become next, and why not otherwise (the screen shows the buttons allowed). */
export const NEXT_STATUS: Record<(typeof BOOKING_STATUSES)[number], readonly string[]> = {
  booked: ['agreement_registered', 'cancelled', 'transferred'],
  agreement_registered: ['possession_given', 'cancelled', 'transferred'],
  possession_given: [],
  cancelled: [],
  transferred: [],
};

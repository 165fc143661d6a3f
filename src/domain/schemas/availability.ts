import { z } from 'zod';
import { FACINGS, PROJECT_STATUSES, UNIT_STATUSES } from '../inventory/statuses';
import { UNIT_TYPES } from '../inventory/unit-types';

/**
 * The availability grid of a project, a unit's live cost sheet and holds (decision 179). The grid
 * always returns every unit with its status; the filters only mark units `match: false`, so the
 * building keeps its shape on the screen and the counts per status stay the project's.
 */

const money = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number of rupees.` })
    .min(0, { error: `${label} cannot be negative.` })
    .max(1_000_000_000_000, { error: `${label} is too large.` });

const floorNumber = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a floor number.` })
    .int({ error: `${label} must be a whole floor number.` })
    .min(-10, { error: `${label} must be -10 or higher.` })
    .max(200, { error: `${label} must be 200 or lower.` });

/** GET /api/projects/:id/availability: filters that mark the units they keep. */
export const availabilityQueryFields = {
  type: z.enum(UNIT_TYPES, { error: 'Choose a unit type from the list.' }).optional(),
  facing: z.enum(FACINGS, { error: 'Choose a facing from the list.' }).optional(),
  floorFrom: floorNumber('Floor from').optional(),
  floorTo: floorNumber('Floor to').optional(),
  /** All-in price (the cost sheet's total) in rupees. */
  priceFrom: money('Price from').optional(),
  priceTo: money('Price to').optional(),
  /** Only units with a matching status (e.g. available). */
  status: z.enum(UNIT_STATUSES, { error: 'Choose a status from the list.' }).optional(),
};
export const availabilityQuerySchema = z
  .object(availabilityQueryFields)
  .refine((q) => q.floorFrom === undefined || q.floorTo === undefined || q.floorFrom <= q.floorTo, {
    path: ['floorTo'],
    error: 'Floor to must be the same as or above floor from.',
  })
  .refine((q) => q.priceFrom === undefined || q.priceTo === undefined || q.priceFrom <= q.priceTo, {
    path: ['priceTo'],
    error: 'Price to must be at least price from.',
  });
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;
export type AvailabilityFilters = z.output<typeof availabilityQuerySchema>;

const ref = z.object({ _id: z.string(), name: z.string() });

export const availabilityUnitSchema = z.object({
  _id: z.string(),
  number: z.string(),
  type: z.enum(UNIT_TYPES),
  /** A hold past its time shows as available, even before the lapse job ends it. */
  status: z.enum(UNIT_STATUSES),
  heldUntil: z.string().optional(),
  /** The member who placed the hold (null when that member was deleted). */
  heldBy: ref.nullable().optional(),
  /** The cost sheet's total in rupees on today's price list; null without a price list. */
  allInPrice: z.number().nullable(),
  floor: z.number(),
  facing: z.enum(FACINGS).nullable(),
  carpetSqm: z.number(),
  saleableSqm: z.number(),
  towerId: z.string(),
  /** False when the filters leave the unit out (it is still drawn, dimmed). */
  match: z.boolean(),
});
export type AvailabilityUnit = z.infer<typeof availabilityUnitSchema>;

export const unitStatusCountsSchema = z.object(
  Object.fromEntries(UNIT_STATUSES.map((s) => [s, z.number()])) as Record<(typeof UNIT_STATUSES)[number], z.ZodNumber>,
);

export const availabilitySchema = z.object({
  project: z.object({
    _id: z.string(),
    name: z.string(),
    city: z.string(),
    state: z.string(),
    reraNumber: z.string().nullable(),
    status: z.enum(PROJECT_STATUSES),
    address: z.string().nullable(),
  }),
  /** The India day the prices are for, and the price list in force on it. */
  day: z.string(),
  priceList: z.object({ _id: z.string(), effectiveFrom: z.string() }).nullable(),
  holdHours: z.number(),
  /** Units per status, of the whole project (filters do not change them). */
  counts: unitStatusCountsSchema,
  /** Units the filters keep. */
  matching: z.number(),
  towers: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      floors: z.array(z.object({ floor: z.number(), units: z.array(availabilityUnitSchema) })),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** GET /api/units/:id/cost-sheet: the terms the card recomputes with. */
export const costSheetQuerySchema = z.object({
  women: z
    .enum(['true', 'false'], { error: 'Women must be true or false.' })
    .optional()
    .transform((v) => v === 'true'),
  discountPercent: z.coerce
    .number({ error: 'Discount must be a number.' })
    .min(0, { error: 'Discount cannot be negative.' })
    .max(100, { error: 'Discount cannot be more than 100%.' })
    .refine((v) => Math.round(v * 100) === v * 100, { error: 'Discount may have at most 2 decimals.' })
    .default(0),
});
export type CostSheetQuery = z.input<typeof costSheetQuerySchema>;

export const costSheetLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  amount: z.number(),
  rule: z.string(),
  part: z.enum(['agreement', 'gst', 'government', 'other', 'note']),
});

export const costSheetSchema = z.object({
  lines: z.array(costSheetLineSchema),
  agreementValue: z.number(),
  total: z.number(),
  gstPercent: z.number(),
  affordable: z.boolean(),
});

export const unitCardSchema = availabilityUnitSchema.omit({ match: true }).extend({
  towerName: z.string(),
  balconySqm: z.number(),
  parkingSlots: z.number(),
  blockedReason: z.string().nullable(),
  /** Whether the open hold was extended already (a hold is extended once). */
  holdExtended: z.boolean(),
});
export type UnitCard = z.infer<typeof unitCardSchema>;

export const unitCostSheetSchema = z.object({
  unit: unitCardSchema,
  project: ref,
  priceList: z.object({ _id: z.string(), effectiveFrom: z.string() }).nullable(),
  costSheet: costSheetSchema.nullable(),
});
export type UnitCostSheet = z.infer<typeof unitCostSheetSchema>;

/** POST /api/units/:id/hold. */
export const holdBodySchema = z.object({ leadId: z.uuid({ error: 'Choose a lead to hold the unit for.' }) });
export type HoldBody = z.infer<typeof holdBodySchema>;
export const holdResultSchema = z.object({ heldUntil: z.string() });

export const HOLD_HOURS_DEFAULT = 48;
/** GET/PUT /api/settings/hold-hours: how long a new hold (and an extension) lasts. */
export const holdHoursSchema = z.object({
  holdHours: z.coerce
    .number({ error: 'Hours must be a number.' })
    .int({ error: 'Hours must be a whole number.' })
    .min(1, { error: 'Hours must be at least 1.' })
    .max(720, { error: 'Hours must be at most 720 (30 days).' }),
});
export type HoldHours = z.infer<typeof holdHoursSchema>;

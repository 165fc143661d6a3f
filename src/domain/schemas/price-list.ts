import { z } from 'zod';
import { RATE_BASES } from '../inventory/statuses';
import { hasAtMostTwoDecimals } from '../money/paise';
import { numberError, optionalText, requiredText } from './common';
import { positiveRupeesSchema, rupeesSchema } from './entity-payment';
import { isoDateSchema } from './iso-date';
import { locationKeySchema } from './unit';

const nullableRupees = (label: string) =>
  z
    .union([z.literal(''), z.null(), rupeesSchema(label)])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

const percentSchema = (label: string, max: number) =>
  z
    .number({ error: numberError(label) })
    .min(0, { error: `${label} cannot be negative.` })
    .max(max, { error: `${label} cannot be more than ${max}%.` })
    .refine(hasAtMostTwoDecimals, { error: `${label} can have at most 2 decimals.` });

export const locationChargeSchema = z.object({
  key: locationKeySchema,
  label: requiredText('Location label', 60),
  ratePerSqft: rupeesSchema('Location rate per sq ft').default(0),
  lumpSum: nullableRupees('Location lump sum'),
});

export const OTHER_CHARGE_BASES = ['lumpSum', 'perSqft', 'monthlyPerSqft'] as const;
export const OTHER_CHARGE_BASIS_LABELS: Record<(typeof OTHER_CHARGE_BASES)[number], string> = {
  lumpSum: 'Lump sum',
  perSqft: 'Per sq ft',
  monthlyPerSqft: 'Per sq ft per month',
};

export const otherChargeSchema = z
  .object({
    key: locationKeySchema,
    label: requiredText('Charge label', 60),
    basis: z.enum(OTHER_CHARGE_BASES, { error: 'Choose lump sum, per sq ft or per sq ft per month.' }),
    value: rupeesSchema('Charge amount'),
    months: z
      .union([
        z.null(),
        z
          .number({ error: numberError('Months') })
          .int({ error: 'Months must be a whole number.' })
          .min(1, { error: 'Months must be at least 1.' })
          .max(120, { error: 'Months are at most 120.' }),
      ])
      .optional()
      .transform((v) => v ?? null),
    gstPercent: percentSchema('GST on the charge', 28),
  })
  .refine((c) => c.basis !== 'monthlyPerSqft' || c.months !== null, {
    path: ['months'],
    error: 'Say for how many months the monthly charge is collected.',
  });

const uniqueKeys = (label: string) => (list: readonly { key: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    if (seen.has(item.key))
      ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `${label} key ${item.key} is used twice.` });
    seen.add(item.key);
  });
};

/** POST /api/projects/:id/price-lists and PUT /api/price-lists/:id. */
export const priceListInputSchema = z
  .object({
    effectiveFrom: isoDateSchema('Effective from'),
    rateBasis: z.enum(RATE_BASES, { error: 'Rates apply to the carpet or the saleable area.' }).default('carpet'),
    baseRatePerSqft: positiveRupeesSchema('Base rate per sq ft'),
    floorRiseAboveFloor: z
      .union([
        z.literal(''),
        z.null(),
        z
          .number({ error: numberError('Floor rise from floor') })
          .int({ error: 'Floor rise from floor must be a whole number.' })
          .min(-10, { error: 'Floor rise from floor cannot be below -10.' })
          .max(200, { error: 'Floor rise from floor cannot be above 200.' }),
      ])
      .optional()
      .transform((v) => (v === '' || v === undefined ? null : v)),
    floorRisePerSqft: nullableRupees('Floor rise per floor'),
    parkingPerSlot: rupeesSchema('Parking per slot').default(0),
    locationCharges: z
      .array(locationChargeSchema, { error: 'Location charges must be a list.' })
      .max(30, { error: 'At most 30 location charges.' })
      .default([])
      .superRefine(uniqueKeys('Location')),
    otherCharges: z
      .array(otherChargeSchema, { error: 'Other charges must be a list.' })
      .max(30, { error: 'At most 30 other charges.' })
      .default([])
      .superRefine(uniqueKeys('Charge')),
    note: optionalText('Note', 500),
  })
  .superRefine((v, ctx) => {
    if ((v.floorRiseAboveFloor === null) !== (v.floorRisePerSqft === null)) {
      const path = v.floorRiseAboveFloor === null ? 'floorRiseAboveFloor' : 'floorRisePerSqft';
      ctx.addIssue({
        code: 'custom',
        path: [path],
        message: 'Give both the floor the rise starts above and the rate per floor, or neither.',
      });
    }
  });
export type PriceListInput = z.input<typeof priceListInputSchema>;
export type PriceListValues = z.output<typeof priceListInputSchema>;

export const priceListSchema = z.object({
  _id: z.string(),
  projectId: z.string(),
  effectiveFrom: z.string(),
  rateBasis: z.enum(RATE_BASES),
  baseRatePerSqft: z.number(),
  floorRiseAboveFloor: z.number().nullable(),
  floorRisePerSqft: z.number().nullable(),
  parkingPerSlot: z.number(),
  locationCharges: z.array(
    z.object({ key: z.string(), label: z.string(), ratePerSqft: z.number(), lumpSum: z.number().nullable() }),
  ),
  otherCharges: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      basis: z.enum(OTHER_CHARGE_BASES),
      value: z.number(),
      months: z.number().nullable(),
      gstPercent: z.number(),
    }),
  ),
  note: z.string().nullable(),
  /** Starts after today (India): it may still be changed or deleted. */
  editable: z.boolean(),
  /** The version in force today. */
  inForce: z.boolean(),
  createdAt: z.string(),
});
export type PriceList = z.infer<typeof priceListSchema>;

export const priceListListSchema = z.object({ priceLists: z.array(priceListSchema), today: z.string() });

/** POST /api/stamp-duty-rates and PUT /api/stamp-duty-rates/:id. */
export const stampDutyRateInputSchema = z
  .object({
    state: requiredText('State', 100),
    area: requiredText('City or area', 100),
    stampDutyPercent: percentSchema('Stamp duty', 20),
    womanConcessionPoints: percentSchema('Concession for a woman buyer', 20).default(0),
    registrationPercent: percentSchema('Registration', 10),
    registrationCapRupees: nullableRupees('Registration cap'),
    source: requiredText('Source', 1000),
  })
  .refine((v) => v.womanConcessionPoints <= v.stampDutyPercent, {
    path: ['womanConcessionPoints'],
    error: 'The concession cannot be more than the stamp duty.',
  });
export type StampDutyRateInput = z.input<typeof stampDutyRateInputSchema>;

export const stampDutyRateSchema = z.object({
  _id: z.string(),
  state: z.string(),
  area: z.string(),
  stampDutyPercent: z.number(),
  womanConcessionPoints: z.number(),
  registrationPercent: z.number(),
  registrationCapRupees: z.number().nullable(),
  source: z.string(),
  updatedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  updatedAt: z.string(),
  /** Projects whose state and city use this row. */
  projects: z.number(),
});
export type StampDutyRateRecord = z.infer<typeof stampDutyRateSchema>;

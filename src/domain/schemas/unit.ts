import { z } from 'zod';
import { FACINGS, UNIT_STATUSES } from '../inventory/statuses';
import { UNIT_TYPES } from '../inventory/unit-types';
import { hasAtMostTwoDecimals } from '../money/paise';
import { numberError, refSchema, requiredText } from './common';
import { floorNumberSchema } from './project';

/** An area in m² with at most 2 decimals, as RERA registers it. */
export const areaSqmSchema = (label: string, { allowZero = false } = {}) =>
  z
    .number({ error: numberError(label) })
    .min(0, { error: `${label} cannot be negative.` })
    .max(100_000, { error: `${label} is more than 100,000 m².` })
    .refine((v) => allowZero || v > 0, { error: `${label} must be more than 0.` })
    .refine(hasAtMostTwoDecimals, { error: `${label} can have at most 2 decimals.` });

/** A key of a price list's preferential location (corner, garden-facing…). */
export const LOCATION_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;
export const locationKeySchema = z
  .string({ error: 'A location key must be text.' })
  .trim()
  .toLowerCase()
  .regex(LOCATION_KEY_PATTERN, {
    error: 'A location key is up to 40 small letters, digits, - or _ (like corner or sea-view).',
  });

export const facingSchema = z
  .union([z.literal(''), z.null(), z.enum(FACINGS, { error: 'Facing must be N, NE, E, SE, S, SW, W or NW.' })])
  .optional()
  .transform((v) => v || null);

/** What a unit is, apart from where it is: one position of the bulk form, or a unit's own fields. */
export const unitSpecSchema = z.object({
  type: z.enum(UNIT_TYPES, { error: 'Choose a unit type from the list.' }),
  carpetSqm: areaSqmSchema('RERA carpet area'),
  balconySqm: areaSqmSchema('Balcony/terrace carpet', { allowZero: true }).default(0),
  saleableSqm: areaSqmSchema('Saleable area'),
  facing: facingSchema,
  parkingSlots: z
    .number({ error: numberError('Parking slots') })
    .int({ error: 'Parking slots must be a whole number.' })
    .min(0, { error: 'Parking slots cannot be negative.' })
    .max(20, { error: 'Parking slots are at most 20.' })
    .default(0),
  locations: z
    .array(locationKeySchema, { error: 'Preferential locations must be a list of keys.' })
    .max(20, { error: 'A unit has at most 20 preferential locations.' })
    .default([])
    .transform((keys) => [...new Set(keys)]),
});

const saleableNotBelowCarpet = (v: { carpetSqm: number; saleableSqm: number }) => v.saleableSqm >= v.carpetSqm;
const saleableMessage = 'Saleable area cannot be less than the carpet area.';

/** POST /api/projects/:id/units and PUT /api/units/:id. The status changes only by block/unblock, holds and bookings. */
export const unitInputSchema = unitSpecSchema
  .extend({
    towerId: refSchema('Tower'),
    number: requiredText('Unit number', 20),
    floor: floorNumberSchema('Floor'),
  })
  .refine(saleableNotBelowCarpet, { path: ['saleableSqm'], error: saleableMessage });
export type UnitInput = z.input<typeof unitInputSchema>;
export type UnitValues = z.output<typeof unitInputSchema>;

export const unitSchema = z.object({
  _id: z.string(),
  projectId: z.string(),
  towerId: z.string(),
  tower: z.object({ _id: z.string(), name: z.string() }),
  number: z.string(),
  floor: z.number(),
  type: z.enum(UNIT_TYPES),
  carpetSqm: z.number(),
  balconySqm: z.number(),
  saleableSqm: z.number(),
  facing: z.enum(FACINGS).nullable(),
  parkingSlots: z.number(),
  locations: z.array(z.string()),
  status: z.enum(UNIT_STATUSES),
  blockedReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Unit = z.infer<typeof unitSchema>;

export const unitBlockSchema = z.object({ reason: requiredText('Reason for blocking', 300) });

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const UNITS_PAGE_SIZE = 50;

export const unitListQuerySchema = z.object({
  towerId: z.preprocess(blankToUndefined, z.uuid({ error: 'That tower id is not valid.' }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(UNIT_STATUSES, { error: 'Choose a status from the list.' }).optional()),
  q: z.string().trim().max(20, { error: 'A unit number is at most 20 characters.' }).optional(),
  page: z.coerce.number({ error: 'Page must be a number.' }).int().min(1).max(100_000).default(1),
});
export type UnitListQuery = z.input<typeof unitListQuerySchema>;

export const unitListSchema = z.object({
  units: z.array(unitSchema),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
});
export type UnitList = z.infer<typeof unitListSchema>;

/** The most units one bulk form or one import may create. */
export const MAX_UNITS_AT_ONCE = 5000;

/**
 * The bulk form: one tower's floors from–to × positions per floor, numbered by a pattern. Either
 * an existing tower (`towerId`) or a new one (`towerName`).
 */
export const bulkUnitsInputSchema = z
  .object({
    towerId: z
      .union([z.literal(''), z.null(), z.uuid({ error: 'That tower is not valid.' })])
      .optional()
      .transform((v) => v || null),
    towerName: z
      .string({ error: 'Tower name must be text.' })
      .trim()
      .max(50, { error: 'Tower name must be at most 50 characters.' })
      .nullish()
      .transform((v) => v || null),
    floorFrom: floorNumberSchema('From floor'),
    floorTo: floorNumberSchema('To floor'),
    pattern: requiredText('Numbering pattern', 40),
    groundPattern: requiredText('Ground floor pattern', 40).default('G{pos:02}'),
    positions: z
      .array(unitSpecSchema.refine(saleableNotBelowCarpet, { path: ['saleableSqm'], error: saleableMessage }), {
        error: 'Positions must be a list.',
      })
      .min(1, { error: 'Add at least one unit per floor.' })
      .max(40, { error: 'At most 40 units per floor.' }),
  })
  .superRefine((v, ctx) => {
    if (!v.towerId && !v.towerName) {
      ctx.addIssue({ code: 'custom', path: ['towerName'], message: 'Name the new tower or choose one.' });
    }
    if (v.floorFrom > v.floorTo) {
      ctx.addIssue({ code: 'custom', path: ['floorTo'], message: 'To floor cannot be below from floor.' });
    }
    const count = (v.floorTo - v.floorFrom + 1) * v.positions.length;
    if (count > MAX_UNITS_AT_ONCE) {
      ctx.addIssue({
        code: 'custom',
        path: ['positions'],
        message: `That makes ${count} units; one form creates at most ${MAX_UNITS_AT_ONCE}.`,
      });
    }
    for (const [field, text] of [
      ['pattern', v.pattern],
      ['groundPattern', v.groundPattern],
    ] as const) {
      const problem = patternProblem(text, field === 'pattern');
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  });
export type BulkUnitsInput = z.input<typeof bulkUnitsInputSchema>;
export type BulkUnitsValues = z.output<typeof bulkUnitsInputSchema>;

const TOKEN = /\{(floor|pos)(?::(0\d))?\}/g;

/** Why a numbering pattern cannot number every unit apart, or null when it can. */
export function patternProblem(pattern: string, needsFloor: boolean): string | null {
  const rest = pattern.replace(TOKEN, '');
  if (/[{}]/.test(rest)) return 'Use only {floor}, {pos}, {floor:02} or {pos:02} in braces.';
  if (!/\{pos(:0\d)?\}/.test(pattern)) return 'The pattern needs {pos} so units on a floor differ.';
  if (needsFloor && !/\{floor(:0\d)?\}/.test(pattern)) return 'The pattern needs {floor} so floors differ.';
  return null;
}

/** A floor as numbers write it: basements as B1, B2. */
const floorText = (floor: number) => (floor < 0 ? `B${-floor}` : String(floor));

/** The number of the unit at a position (1-based) on a floor: `{floor}{pos:02}` → 1201; ground floor by its own pattern → G01. */
export function unitNumber(pattern: string, groundPattern: string, floor: number, position: number): string {
  return (floor === 0 ? groundPattern : pattern).replace(TOKEN, (_m, token: string, pad?: string) => {
    const width = pad ? Number(pad) : 0;
    const text = token === 'floor' ? floorText(floor) : String(position);
    return text.padStart(width, '0');
  });
}

export interface PlannedUnit {
  number: string;
  floor: number;
  /** 0-based index into the form's positions. */
  position: number;
}

/** Every unit the bulk form will make, floor by floor: its preview and its insert. */
export function planBulkUnits(
  v: Pick<BulkUnitsValues, 'floorFrom' | 'floorTo' | 'pattern' | 'groundPattern'> & {
    positions: readonly unknown[];
  },
): PlannedUnit[] {
  const planned: PlannedUnit[] = [];
  for (let floor = v.floorFrom; floor <= v.floorTo; floor++) {
    for (let position = 0; position < v.positions.length; position++) {
      planned.push({ number: unitNumber(v.pattern, v.groundPattern, floor, position + 1), floor, position });
    }
  }
  return planned;
}

/** Numbers the plan gives twice (a pattern like {pos} on every floor), in any case. */
export function repeatedNumbers(planned: readonly PlannedUnit[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const u of planned) {
    const key = u.number.toLowerCase();
    if (seen.has(key)) repeated.add(u.number);
    seen.add(key);
  }
  return [...repeated];
}

import type { z } from 'zod';
import { requiredText } from '../schemas/common';
import { floorNumberSchema } from '../schemas/project';
import { unitSpecSchema } from '../schemas/unit';
import { FACING_LABELS, FACINGS, type Facing } from './statuses';
import { UNIT_TYPES, type UnitType } from './unit-types';

/**
 * Units from a CSV or Excel sheet (read by the lead import's file reader): the columns, how a
 * header is recognised, and one row turned into a unit or into a sentence saying what is wrong.
 */
export const UNIT_IMPORT_COLUMNS = [
  'tower',
  'number',
  'floor',
  'type',
  'carpet',
  'balcony',
  'saleable',
  'facing',
  'parking',
  'locations',
] as const;
export type UnitImportColumn = (typeof UNIT_IMPORT_COLUMNS)[number];
const REQUIRED: readonly UnitImportColumn[] = ['tower', 'number', 'floor', 'type', 'carpet', 'saleable'];

const HEADER_WORDS: [UnitImportColumn, RegExp][] = [
  ['tower', /^(tower|wing|building|block)/],
  ['number', /^(number|unit|flat|shop|no)/],
  ['floor', /^floor/],
  ['type', /^(type|config|bhk)/],
  ['carpet', /^(carpet|rera)/],
  ['balcony', /^(balcony|terrace)/],
  ['saleable', /^(saleable|salable|superbuilt|builtup)/],
  ['facing', /^(facing|direction)/],
  ['parking', /^parking/],
  ['locations', /^(location|preferential|plc)/],
];

/** Which column of the file holds each of ours (by header, any case and spacing), and which required ones are missing. */
export function matchUnitImportHeaders(headers: readonly string[]): {
  columns: Partial<Record<UnitImportColumn, number>>;
  missing: UnitImportColumn[];
} {
  const columns: Partial<Record<UnitImportColumn, number>> = {};
  headers.forEach((header, index) => {
    const word = header.toLowerCase().replace(/[^a-z]/g, '');
    const found = HEADER_WORDS.find(([column, pattern]) => columns[column] === undefined && pattern.test(word));
    if (found) columns[found[0]] = index;
  });
  return { columns, missing: REQUIRED.filter((c) => columns[c] === undefined) };
}

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export function unitTypeFrom(text: string): UnitType | null {
  const key = compact(text);
  const exact = UNIT_TYPES.find((t) => compact(t) === key);
  if (exact) return exact;
  if (key === 'shop') return 'Shops';
  if (key === 'office') return 'Offices';
  if (key === 'plots') return 'Plot';
  if (key === 'rowhouses' || key === 'villa') return 'Row house';
  return null;
}

export function facingFrom(text: string): Facing | null {
  const key = compact(text);
  if (!key) return null;
  return FACINGS.find((f) => f.toLowerCase() === key) ?? FACINGS.find((f) => compact(FACING_LABELS[f]) === key) ?? null;
}

const numberCell = (text: string) => {
  const cleaned = text.replace(/,/g, '').trim();
  return cleaned === '' ? undefined : Number(cleaned);
};

const importRowSchema = unitSpecSchema.extend({
  towerName: requiredText('Tower', 50),
  number: requiredText('Unit number', 20),
  floor: floorNumberSchema('Floor'),
});
export type UnitImportRow = z.output<typeof importRowSchema>;

/** One row of the file as a unit, or the sentence that says why it cannot be one. */
export function parseUnitImportRow(
  cells: readonly string[],
  columns: Partial<Record<UnitImportColumn, number>>,
): { unit: UnitImportRow } | { error: string } {
  const cell = (c: UnitImportColumn) => {
    const i = columns[c];
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const typeText = cell('type');
  const type = unitTypeFrom(typeText);
  if (!typeText) return { error: 'Type is required.' };
  if (!type) return { error: `Type "${typeText}" is not one of ${UNIT_TYPES.join(', ')}.` };
  const facingText = cell('facing');
  const facing = facingFrom(facingText);
  if (facingText && !facing) return { error: `Facing "${facingText}" is not N, NE, E, SE, S, SW, W or NW.` };
  const parsed = importRowSchema.safeParse({
    towerName: cell('tower'),
    number: cell('number'),
    floor: numberCell(cell('floor')),
    type,
    carpetSqm: numberCell(cell('carpet')),
    balconySqm: numberCell(cell('balcony')),
    saleableSqm: numberCell(cell('saleable')),
    facing,
    parkingSlots: numberCell(cell('parking')),
    locations: cell('locations')
      .split(/[;,|]/)
      .map((s) => s.trim())
      .filter(Boolean),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? 'The row is not a valid unit.';
    return {
      error: /required/.test(message) && !typeText && issue?.path[0] === 'type' ? 'Type is required.' : message,
    };
  }
  if (parsed.data.saleableSqm < parsed.data.carpetSqm) {
    return { error: 'Saleable area cannot be less than the carpet area.' };
  }
  return { unit: parsed.data };
}

/** The sample file's header and rows (areas in m²). */
export const UNIT_IMPORT_SAMPLE: string[][] = [
  [
    'Tower',
    'Number',
    'Floor',
    'Type',
    'Carpet (m²)',
    'Balcony (m²)',
    'Saleable (m²)',
    'Facing',
    'Parking',
    'Locations',
  ],
  ['A', '101', '1', '2BHK', '62.5', '6.2', '85', 'E', '1', 'corner'],
  ['A', '102', '1', '1BHK', '41.3', '4', '57.6', 'W', '1', ''],
  ['A', 'G01', '0', 'Shops', '28', '0', '35', 'N', '0', 'road-facing; corner'],
];

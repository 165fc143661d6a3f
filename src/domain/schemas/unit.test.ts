import { describe, expect, it } from 'vitest';
import { sqftToSqm, sqmToSqft } from '../inventory/area';
import { facingFrom, matchUnitImportHeaders, parseUnitImportRow, unitTypeFrom } from '../inventory/unit-import';
import { bulkUnitsInputSchema, patternProblem, planBulkUnits, repeatedNumbers, unitNumber } from './unit';

describe('numbering a tower', () => {
  it('numbers 1201 from {floor}{pos:02}, the ground floor by its own pattern, basements as B1', () => {
    expect(unitNumber('{floor}{pos:02}', 'G{pos:02}', 12, 1)).toBe('1201');
    expect(unitNumber('{floor}{pos:02}', 'G{pos:02}', 0, 3)).toBe('G03');
    expect(unitNumber('A-{floor:02}{pos}', 'G{pos}', 3, 2)).toBe('A-032');
    expect(unitNumber('{floor}{pos:02}', 'G{pos:02}', -1, 1)).toBe('B101');
  });

  it('plans floors × positions, and finds numbers a pattern repeats', () => {
    const plan = planBulkUnits({
      floorFrom: 1,
      floorTo: 20,
      pattern: '{floor}{pos:02}',
      groundPattern: 'G{pos:02}',
      positions: [1, 2, 3, 4, 5, 6],
    });
    expect(plan).toHaveLength(120);
    expect(plan.at(-1)).toEqual({ number: '2006', floor: 20, position: 5 });
    expect(repeatedNumbers(plan)).toEqual([]);
    const loose = planBulkUnits({
      floorFrom: 1,
      floorTo: 11,
      pattern: '{floor}{pos}',
      groundPattern: 'G{pos}',
      positions: Array(11).fill(0),
    });
    expect(repeatedNumbers(loose)).toContain('111');
  });

  it('refuses patterns that cannot tell units apart, and more than 5,000 units', () => {
    expect(patternProblem('{floor}', true)).toBe('The pattern needs {pos} so units on a floor differ.');
    expect(patternProblem('{pos:02}', true)).toBe('The pattern needs {floor} so floors differ.');
    expect(patternProblem('{flor}{pos}', true)).toBe('Use only {floor}, {pos}, {floor:02} or {pos:02} in braces.');
    expect(patternProblem('G{pos:02}', false)).toBeNull();
    const position = { type: '2BHK', carpetSqm: 60, saleableSqm: 80 };
    const big = bulkUnitsInputSchema.safeParse({
      towerName: 'A',
      floorFrom: 0,
      floorTo: 200,
      pattern: '{floor}{pos:02}',
      positions: Array(30).fill(position),
    });
    expect(big.success).toBe(false);
    expect(big.error?.issues[0]?.message).toBe('That makes 6030 units; one form creates at most 5000.');
  });

  it('converts square feet to square metres and back to two decimals', () => {
    expect(sqftToSqm(650)).toBe(60.39);
    expect(sqmToSqft(60.39)).toBe(650.03);
  });
});

describe('a units file', () => {
  const { columns, missing } = matchUnitImportHeaders([
    'Tower / Wing',
    'Flat No.',
    'Floor',
    'Type',
    'RERA Carpet (m²)',
    'Balcony',
    'Saleable area',
    'Facing',
    'Parking slots',
    'Preferential locations',
  ]);

  it('finds the columns by their headers in any wording we know', () => {
    expect(missing).toEqual([]);
    expect(columns).toEqual({
      tower: 0,
      number: 1,
      floor: 2,
      type: 3,
      carpet: 4,
      balcony: 5,
      saleable: 6,
      facing: 7,
      parking: 8,
      locations: 9,
    });
    expect(matchUnitImportHeaders(['Tower', 'Number']).missing).toEqual(['floor', 'type', 'carpet', 'saleable']);
  });

  it('reads types and facings as people write them', () => {
    expect(unitTypeFrom('2 bhk')).toBe('2BHK');
    expect(unitTypeFrom('Shop')).toBe('Shops');
    expect(unitTypeFrom('Penthouse')).toBeNull();
    expect(facingFrom('North-East')).toBe('NE');
    expect(facingFrom('w')).toBe('W');
  });

  it('turns a row into a unit, or says in one sentence what is wrong', () => {
    expect(
      parseUnitImportRow(['A', '101', '1', '2BHK', '62.5', '', '85', '', '', 'corner; sea-view'], columns),
    ).toEqual({
      unit: {
        towerName: 'A',
        number: '101',
        floor: 1,
        type: '2BHK',
        carpetSqm: 62.5,
        balconySqm: 0,
        saleableSqm: 85,
        facing: null,
        parkingSlots: 0,
        locations: ['corner', 'sea-view'],
      },
    });
    expect(parseUnitImportRow(['A', '101', 'first', '2BHK', '62.5', '', '85'], columns)).toEqual({
      error: 'Floor must be a number.',
    });
    expect(parseUnitImportRow(['A', '101', '1', '', '62.5', '', '85'], columns)).toEqual({
      error: 'Type is required.',
    });
    expect(parseUnitImportRow(['A', '101', '1', '2BHK', '62.555', '', '85'], columns)).toEqual({
      error: 'RERA carpet area can have at most 2 decimals.',
    });
  });
});

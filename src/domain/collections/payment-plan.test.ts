import { describe, expect, it } from 'vitest';
import type { CostSheetLine } from '../inventory/cost-sheet';
import {
  agreementPartsOf,
  agreementValueProblem,
  hundredPercentProblem,
  instalmentAmounts,
  stageKey,
  stageName,
  toBasisPoints,
} from './payment-plan';

const line = (key: string, amount: number): CostSheetLine => ({ key, label: key, amount, rule: '', part: 'agreement' });

describe('payment plans', () => {
  it('keys a stage by its words, not their case or spacing', () => {
    expect(stageKey('  Slab   3 ')).toBe('slab 3');
    expect(stageKey('PLINTH')).toBe(stageKey('plinth'));
    expect(stageName(stageKey('  top   SLAB '))).toBe('Top slab');
    expect(stageName('terrace garden slab')).toBe('Terrace garden slab');
  });

  it('says by how much shares miss 100%, in exact basis points', () => {
    expect(toBasisPoints(12.5)).toBe(1250);
    expect(toBasisPoints(0.07)).toBe(7);
    expect(hundredPercentProblem([3333, 3333, 3334])).toBeNull();
    expect(hundredPercentProblem([5000, 4999])).toBe('The milestones add up to 99.99%: 0.01% short of 100%.');
    expect(hundredPercentProblem([6000, 6000], 'The parking shares')).toBe(
      'The parking shares add up to 120%: 20% more than 100%.',
    );
  });

  it('spreads the agreement value to the paisa: thirds of ₹1,00,00,001.01 add up exactly', () => {
    const parts = { agreementPaise: 1_00_00_001_01, parkingPaise: 0, locationPaise: 0 };
    const shares = [3333, 3333, 3334].map((percentBp) => ({ percentBp, parkingBp: null, locationBp: null }));
    const amounts = instalmentAmounts(shares, { parkingSplit: 'pro_rata', locationSplit: 'pro_rata' }, parts);
    expect(amounts.reduce((s, a) => s + a, 0)).toBe(parts.agreementPaise);
    expect(amounts[0]).toBe(333_300_034); // 33.33% of 1,000,000,101 paise, rounded
  });

  it('asks for parking by its own shares when the plan splits it by milestone', () => {
    // ₹50,00,000 of which ₹4,00,000 parking: half the parking at booking, half at possession.
    const parts = { agreementPaise: 50_00_000_00, parkingPaise: 4_00_000_00, locationPaise: 0 };
    const amounts = instalmentAmounts(
      [
        { percentBp: 1000, parkingBp: 5000, locationBp: null },
        { percentBp: 8000, parkingBp: 0, locationBp: null },
        { percentBp: 1000, parkingBp: 5000, locationBp: null },
      ],
      { parkingSplit: 'milestones', locationSplit: 'pro_rata' },
      parts,
    );
    // 10% of ₹46,00,000 + ₹2,00,000; 80% of ₹46,00,000; 10% of ₹46,00,000 + ₹2,00,000.
    expect(amounts).toEqual([6_60_000_00, 36_80_000_00, 6_60_000_00]);
  });

  it('takes parking and location out of a discounted sheet with their share of the discount', () => {
    const parts = agreementPartsOf({
      agreementValue: 4_75_000,
      lines: [
        line('base', 4_00_000),
        line('location:corner', 50_000),
        line('parking', 50_000),
        line('discount', -25_000),
        line('agreementValue', 4_75_000),
      ],
    });
    expect(parts).toEqual({ agreementPaise: 4_75_000_00, parkingPaise: 47_500_00, locationPaise: 47_500_00 });
  });
});

describe('a booking schedule against its agreement value', () => {
  it('says nothing when the instalments ask for it to the paisa, else by how much they miss', () => {
    expect(agreementValueProblem([10_00_000_00, 90_00_000_00], 1_00_00_000_00)).toBeNull();
    expect(agreementValueProblem([10_00_000_00, 80_00_000_00], 1_00_00_000_00)).toBe(
      'The instalments ask for ₹90,00,000.00: ₹10,00,000.00 short of the agreement value ₹1,00,00,000.00.',
    );
    expect(agreementValueProblem([50_00_000_00, 50_00_000_01], 1_00_00_000_00)).toBe(
      'The instalments ask for ₹1,00,00,000.01: ₹0.01 more than the agreement value ₹1,00,00,000.00.',
    );
  });
});

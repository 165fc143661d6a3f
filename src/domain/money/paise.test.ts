import { describe, expect, it } from 'vitest';
import { divideRounded, fromPaise, hasAtMostTwoDecimals, percentOfPaise, scaled, sumRupees, toPaise } from './paise';
import { supplyTypeFor } from './supply-type';

describe('paise', () => {
  it('converts without binary drift', () => {
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(fromPaise(toPaise(19.99) * 3)).toBe(59.97);
    expect(sumRupees([0.1, 0.2, 0.3])).toBe(0.6);
    expect(toPaise(-2.345)).toBe(-235);
  });
  it('knows what a rupee amount may carry', () => {
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(0.07)).toBe(true);
    expect(hasAtMostTwoDecimals(10.255)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
  it('reads decimals from their text and rounds halves up', () => {
    expect(scaled(2.345, 3)).toBe(2345n);
    expect(scaled(-1, 2)).toBe(0n);
    expect(scaled(Number.NaN, 2)).toBe(0n);
    expect(divideRounded(5n, 10n)).toBe(1);
    expect(divideRounded(49n, 100n)).toBe(0);
    // 18 % of ₹10.25 is 1.845, half a paisa: up to 1.85.
    expect(percentOfPaise(1025, 18)).toBe(185);
    expect(percentOfPaise(100_000, 0.25)).toBe(250);
  });
});

describe('supply type', () => {
  it('is intra-state when both states are the same, ignoring case and spaces', () => {
    expect(supplyTypeFor(' maharashtra', 'Maharashtra')).toBe('intra');
    expect(supplyTypeFor('Gujarat', 'Maharashtra')).toBe('inter');
  });
});

/**
 * Rupee amounts travel as numbers with at most 2 decimals; every sum and comparison is done on
 * whole paise so that 0.1 + 0.2 never becomes 0.30000000000000004 and a balance check never
 * lets a payment one paisa over through (docs/decisions/030-money-in-paise.md).
 */

/** Rupees → whole paise, rounding half away from zero without binary drift (1.005 → 101). */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) return 0;
  const sign = rupees < 0 ? -1 : 1;
  return sign * Math.round(Number(`${Math.abs(rupees)}e2`)) || 0;
}

export function fromPaise(paise: number): number {
  return Math.round(paise) / 100 || 0;
}

/** Rupees rounded to 2 decimals. */
export function roundRupees(rupees: number): number {
  return fromPaise(toPaise(rupees));
}

/** Sum of rupee amounts, exact to the paisa. */
export function sumRupees(amounts: readonly number[]): number {
  return fromPaise(amounts.reduce((s, a) => s + toPaise(a), 0));
}

/** True when the number has no more than 2 decimals (what a rupee amount may carry). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(toPaise(value) - value * 100) < 1e-6;
}

/** Largest rupee amount a numeric(14,2) column holds. */
export const MAX_RUPEES = 999_999_999_999.99;

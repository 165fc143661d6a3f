/**
 * The one money engine (docs/decisions/030-money-in-paise.md, 068-one-money-engine.md). Rupee
 * amounts travel as numbers with at most 2 decimals; every sum, product and comparison is done on
 * whole paise (BigInt where a product could pass 2^53), so 0.1 + 0.2 never becomes
 * 0.30000000000000004, a tax is never a paisa off, and a balance check never lets a payment one
 * paisa over through.
 */

/** Largest rupee amount a numeric(14,2) column holds. */
export const MAX_RUPEES = 999_999_999_999.99;

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

/**
 * A non-negative decimal as an integer count of 10^-digits, read from its decimal text so that
 * 2.345 is 2345 thousandths and not 2344.999…; negatives and non-numbers count as 0.
 */
export function scaled(value: number, digits: number): bigint {
  if (!Number.isFinite(value) || value <= 0) return 0n;
  return BigInt(Math.round(Number(`${value}e${digits}`)));
}

/** numerator / denominator rounded half away from zero, for non-negative integers. */
export function divideRounded(numerator: bigint, denominator: bigint): number {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return Number(remainder * 2n >= denominator ? quotient + 1n : quotient);
}

/** A percentage of an amount in paise (rate like 18 or 0.25), rounded half up to the paisa. */
export function percentOfPaise(paise: number, ratePercent: number): number {
  return divideRounded(BigInt(Math.max(0, paise)) * scaled(ratePercent, 4), 1_000_000n);
}

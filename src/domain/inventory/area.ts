import { divideRounded, scaled } from '../money/paise';

/**
 * Areas are kept in square metres with two decimals: the unit RERA registers carpet area in and
 * the agreement states, and the unit of the affordable-housing test. Price lists quote rupees per
 * square foot; one foot is exactly 0.3048 m, so one square foot is exactly 0.09290304 m² and the
 * product is computed in whole numbers and rounded once.
 */
const SQM_PER_SQFT_E8 = 9_290_304n;

/** Square metres → square feet, rounded to 2 decimals, for display beside the square metres. */
export function sqmToSqft(sqm: number): number {
  return divideRounded(scaled(sqm, 2) * 100_000_000n, SQM_PER_SQFT_E8) / 100;
}

/** Rupees per square foot × an area in square metres, in whole paise, rounded once. */
export function ratePerSqftTimesArea(ratePerSqft: number, sqm: number): number {
  // paise = rate×100 × sqm / 0.09290304 = scaled(rate,2) × scaled(sqm,2) × 10^6 / 9290304
  return divideRounded(scaled(ratePerSqft, 2) * scaled(sqm, 2) * 1_000_000n, SQM_PER_SQFT_E8);
}

/** "60.39 m² (650.04 sq ft)" */
export function areaText(sqm: number): string {
  return `${sqm} m² (${sqmToSqft(sqm)} sq ft)`;
}

/** Square feet → square metres, rounded to 2 decimals: for a form where the brochure gives sq ft. */
export function sqftToSqm(sqft: number): number {
  return divideRounded(scaled(sqft, 2) * SQM_PER_SQFT_E8, 100_000_000n) / 100;
}

/**
 * Stamp duty and registration are set by each state, often by city. The server keeps these rows in
 * an editable table; this list is what a new installation starts with, each rate beside where it
 * was read, so an office can check it against the current notification before relying on it.
 */
export interface StampDutyRate {
  state: string;
  /** The city or area the rate applies to, as the office names it on a project. */
  area: string;
  /** Per cent of the agreement value, cesses included. */
  stampDutyPercent: number;
  /** Percentage points less when every buyer is a woman (0 where the state gives no concession). */
  womanConcessionPoints: number;
  registrationPercent: number;
  /** Registration fee ceiling in rupees; null when there is none. */
  registrationCapRupees: number | null;
  source: string;
}

const MAHARASHTRA_SOURCE =
  'Maharashtra rates after 1 April 2021: Mumbai 6% including 1% metro cess, Thane and Navi Mumbai 7%, ' +
  '1 percentage point less for a woman buyer; registration 1% up to ₹30,000 (rajshreebuilders.com/buyers-guide.html).';

export const SEED_STAMP_DUTY_RATES: readonly StampDutyRate[] = [
  {
    state: 'Maharashtra',
    area: 'Mumbai',
    stampDutyPercent: 6,
    womanConcessionPoints: 1,
    registrationPercent: 1,
    registrationCapRupees: 30_000,
    source: MAHARASHTRA_SOURCE,
  },
  {
    state: 'Maharashtra',
    area: 'Thane',
    stampDutyPercent: 7,
    womanConcessionPoints: 1,
    registrationPercent: 1,
    registrationCapRupees: 30_000,
    source: MAHARASHTRA_SOURCE,
  },
  {
    state: 'Maharashtra',
    area: 'Navi Mumbai',
    stampDutyPercent: 7,
    womanConcessionPoints: 1,
    registrationPercent: 1,
    registrationCapRupees: 30_000,
    source: MAHARASHTRA_SOURCE,
  },
];

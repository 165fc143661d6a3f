import { formatInr } from '../billing/indian-format';
import { TDS_194IA } from '../inventory/cost-sheet';
import { divideRounded, fromPaise, percentOfPaise, toPaise } from '../money/paise';

/**
 * A demand for one milestone of a booking's payment plan (issue 28, decision 193): a share of the
 * agreement value in basis points, GST on it at the rate the booking's cost sheet decided, and the
 * TDS the buyer deducts under section 194-IA. Whole paise; each figure is rounded once, half up,
 * and the total is the sum of the rounded parts, so a printed letter always adds up.
 */

/** 100% in basis points: a plan's milestones add up to this. */
export const FULL_BASIS_POINTS = 10_000;

export interface DemandTerms {
  /** The booking's agreement value (the cost of the unit, before taxes), in paise. */
  agreementValuePaise: number;
  /** The milestone's share of the agreement value: 1000 is 10%. */
  basisPoints: number;
  /** GST per cent as the booking's cost sheet decided: 0, 1, 5 or 12. */
  gstPercent: number;
  /** What the TDS threshold is tested on: agreement value and other charges, in paise. */
  considerationPaise: number;
  /** The stamp-duty value when recorded: the threshold applies when either is ₹50 lakh or more. */
  stampDutyValuePaise?: number | null;
  /** False when no applicant's PAN is on the booking: TDS is then 20%. */
  buyerHasPan: boolean;
}

export interface DemandTds {
  percent: number;
  /** The TDS the buyer deducts from this instalment, in paise (part of the price, not added to it). */
  paise: number;
  note: string;
}

export interface DemandFigures {
  /** The instalment: the milestone's share of the agreement value, in paise. */
  amountPaise: number;
  gstPercent: number;
  gstPaise: number;
  /** What the buyer owes for the milestone: instalment and GST. */
  totalPaise: number;
  tds: DemandTds | null;
  /** How the figures were made, one sentence for the letter and the screen. */
  rule: string;
}

/** Basis points as a percentage for people: 1000 → "10%", 250 → "2.5%", 1 → "0.01%". */
export function basisPointsText(bp: number): string {
  return `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

/** A share of an amount in basis points, rounded half up to the paisa. */
export function basisPointsOfPaise(paise: number, bp: number): number {
  return divideRounded(BigInt(Math.max(0, Math.trunc(paise))) * BigInt(Math.max(0, Math.trunc(bp))), 10_000n);
}

/**
 * Section 194-IA for one instalment: none below ₹50 lakh (both the consideration and the stamp-duty
 * value), 1% of the instalment before GST at or above it (CBDT circular 23/2017: GST shown apart is
 * not deducted on), 20% when the buyer's record has no PAN of the seller to quote (s.206AA).
 */
export function tdsForInstalment(
  instalmentPaise: number,
  terms: Pick<DemandTerms, 'considerationPaise' | 'stampDutyValuePaise' | 'buyerHasPan'>,
): DemandTds | null {
  const tested = Math.max(terms.considerationPaise, terms.stampDutyValuePaise ?? 0);
  if (tested < toPaise(TDS_194IA.thresholdRupees)) return null;
  const percent = terms.buyerHasPan ? TDS_194IA.percent : TDS_194IA.withoutPanPercent;
  const paise = percentOfPaise(instalmentPaise, percent);
  return {
    percent,
    paise,
    note:
      `The consideration (${formatInr(fromPaise(tested))}) is ₹50 lakh or more: the buyer deducts ${percent}% ` +
      `of ${formatInr(fromPaise(instalmentPaise))} (${formatInr(fromPaise(paise))}) under section 194-IA` +
      `${terms.buyerHasPan ? '' : ' — 20% as no PAN is recorded'}, deposits it with Form 26QB and counts it as paid.`,
  };
}

/** The figures of one milestone's demand. */
export function computeDemand(terms: DemandTerms): DemandFigures {
  const amountPaise = basisPointsOfPaise(terms.agreementValuePaise, terms.basisPoints);
  const gstPaise = percentOfPaise(amountPaise, terms.gstPercent);
  const share = basisPointsText(terms.basisPoints);
  return {
    amountPaise,
    gstPercent: terms.gstPercent,
    gstPaise,
    totalPaise: amountPaise + gstPaise,
    tds: tdsForInstalment(amountPaise, terms),
    rule:
      `${share} of the agreement value ${formatInr(fromPaise(terms.agreementValuePaise))}` +
      (terms.gstPercent > 0 ? `, with GST at ${terms.gstPercent}% on it` : ', no GST') +
      '; each figure rounded once to the paisa, half up.',
  };
}

/**
 * A payment plan's milestones must add up to 100%: null when they do, else the sentence saying by
 * how much they miss.
 */
export function planTotalProblem(basisPoints: readonly number[]): string | null {
  const total = basisPoints.reduce((s, bp) => s + bp, 0);
  if (total === FULL_BASIS_POINTS) return null;
  const gap = Math.abs(FULL_BASIS_POINTS - total);
  return `The milestones add up to ${basisPointsText(total)}: ${basisPointsText(gap)} ${
    total < FULL_BASIS_POINTS ? 'short of' : 'over'
  } 100%.`;
}

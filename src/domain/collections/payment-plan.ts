import { formatInrPaise } from '../billing/indian-format';
import type { CostSheet } from '../inventory/cost-sheet';
import { fromPaise, toPaise } from '../money/paise';
import { type ChargeSplit, FULL_BASIS_POINTS, type MilestoneTrigger } from './lists';

/**
 * Payment plans in pure terms (decision 191): percentages as whole basis points, the check that
 * they make 100%, and a booking's instalment amounts from its frozen agreement value.
 */

/** The construction stages offered on the plan form, so plans and towers use the same words. */
export const USUAL_STAGES = [
  'Excavation',
  'Foundation',
  'Plinth',
  'Slab 1',
  'Slab 2',
  'Slab 3',
  'Slab 4',
  'Slab 5',
  'Top slab',
  'Brickwork',
  'Plastering',
  'Flooring',
  'Possession',
] as const;

/** A stage's key: its name trimmed, with single spaces, lower-cased ("Slab  3 " → "slab 3"). */
export function stageKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const USUAL_STAGE_BY_KEY = new Map<string, string>(USUAL_STAGES.map((name) => [stageKey(name), name]));

/**
 * A stage's name to show from its key: the usual stage's own words ("plinth" → "Plinth"), else the
 * key with a capital first letter ("terrace slab" → "Terrace slab"). Keys are lower-cased to match
 * plans with towers; people read names.
 */
export function stageName(key: string): string {
  return USUAL_STAGE_BY_KEY.get(key) ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** 12.5 (per cent) → 1250 basis points, exactly. */
export const toBasisPoints = (percent: number): number => toPaise(percent);
/** 1250 basis points → 12.5 (per cent). */
export const fromBasisPoints = (bp: number): number => fromPaise(bp);

/** "12.5%", "100%". */
export function percentText(bp: number): string {
  return `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(fromBasisPoints(bp))}%`;
}

/**
 * Null when the shares add up to 100%, else a sentence saying by how much they miss
 * ("The milestones add up to 95%: 5% short of 100%.").
 */
export function hundredPercentProblem(shares: readonly number[], what = 'The milestones'): string | null {
  const total = shares.reduce((sum, bp) => sum + bp, 0);
  if (total === FULL_BASIS_POINTS) return null;
  const gap = Math.abs(FULL_BASIS_POINTS - total);
  return total < FULL_BASIS_POINTS
    ? `${what} add up to ${percentText(total)}: ${percentText(gap)} short of 100%.`
    : `${what} add up to ${percentText(total)}: ${percentText(gap)} more than 100%.`;
}

/**
 * Null when a booking's instalments ask for exactly its agreement value, else by how much they miss
 * ("The instalments ask for ₹9,00,000.00: ₹1,00,000.00 short of the agreement value ₹10,00,000.00.").
 */
export function agreementValueProblem(amountsPaise: readonly number[], agreementPaise: number): string | null {
  const total = amountsPaise.reduce((sum, p) => sum + p, 0);
  if (total === agreementPaise) return null;
  const gap = formatInrPaise(Math.abs(agreementPaise - total));
  return `The instalments ask for ${formatInrPaise(total)}: ${gap} ${
    total < agreementPaise ? 'short of' : 'more than'
  } the agreement value ${formatInrPaise(agreementPaise)}.`;
}

/** One milestone (or a booking's instalment) as the amounts need it. */
export interface ScheduleShare {
  percentBp: number;
  parkingBp: number | null;
  locationBp: number | null;
}

export interface ScheduleSplits {
  parkingSplit: ChargeSplit;
  locationSplit: ChargeSplit;
}

/** The parts of a booking's agreement value the plan may split apart, in paise. */
export interface AgreementParts {
  agreementPaise: number;
  parkingPaise: number;
  locationPaise: number;
}

/**
 * The agreement value of a frozen cost sheet and, inside it, parking and preferential-location
 * charges after the booking's discount (which the engine takes off the whole, so each part
 * carries its share of it).
 */
export function agreementPartsOf(sheet: Pick<CostSheet, 'lines' | 'agreementValue'>): AgreementParts {
  const agreementPaise = toPaise(sheet.agreementValue);
  const sum = (match: (key: string) => boolean) =>
    sheet.lines.filter((l) => l.part === 'agreement' && match(l.key)).reduce((s, l) => s + toPaise(l.amount), 0);
  const gross = sum((key) => key !== 'discount' && key !== 'agreementValue');
  const net = (paise: number) => (gross > 0 ? Math.round((paise * agreementPaise) / gross) : 0);
  return {
    agreementPaise,
    parkingPaise: net(sum((key) => key === 'parking')),
    locationPaise: net(sum((key) => key.startsWith('location:'))),
  };
}

/**
 * Shares of a whole in basis points, rounded so that they add up to the whole exactly: each share
 * is the rounded running total less the rounded total before it (never a paisa lost or made).
 */
function spread(whole: number, shares: readonly number[]): number[] {
  let before = 0;
  let running = 0;
  return shares.map((bp) => {
    running += bp;
    const upTo = Math.round((whole * running) / FULL_BASIS_POINTS);
    const share = upTo - before;
    before = upTo;
    return share;
  });
}

/**
 * Each instalment's amount in paise: its percentage of the agreement value less any charge split
 * by milestone, plus its share of each such charge. With shares that make 100%, the amounts add up
 * to the agreement value to the paisa.
 */
export function instalmentAmounts(
  instalments: readonly ScheduleShare[],
  splits: ScheduleSplits,
  parts: AgreementParts,
): number[] {
  const parkingApart = splits.parkingSplit === 'milestones' ? parts.parkingPaise : 0;
  const locationApart = splits.locationSplit === 'milestones' ? parts.locationPaise : 0;
  const base = spread(
    parts.agreementPaise - parkingApart - locationApart,
    instalments.map((i) => i.percentBp),
  );
  const parking = spread(
    parkingApart,
    instalments.map((i) => i.parkingBp ?? 0),
  );
  const location = spread(
    locationApart,
    instalments.map((i) => i.locationBp ?? 0),
  );
  return base.map((amount, i) => amount + parking[i]! + location[i]!);
}

/** What makes an instalment due, in words ("Stage: plinth", "On 15/01/2027", "30 days after booking"). */
export function dueText(i: {
  trigger: MilestoneTrigger;
  stage: string | null;
  dueOn: string | null;
  dueAfterDays: number | null;
}): string {
  switch (i.trigger) {
    case 'booking':
      return 'On booking';
    case 'agreement':
      return 'On agreement';
    case 'stage':
      return `Stage: ${i.stage ? stageName(i.stage) : ''}`;
    case 'date':
      return i.dueOn ? `On ${i.dueOn.split('-').reverse().join('/')}` : 'On a date';
    case 'days_after_booking':
      return `${i.dueAfterDays ?? 0} days after booking`;
  }
}

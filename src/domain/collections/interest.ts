import { formatInr } from '../billing/indian-format';
import { addDays, daysBetween, laterDay } from '../india-date';
import { divideRounded, fromPaise } from '../money/paise';
import { allocate, type Charge, type Receipt } from './allocation';
import { basisPointsText } from './demand';

/**
 * Simple interest on late demands (issue 28, decision 193): annual rate in basis points, actual
 * days late over a fixed 365-day year (actual/365 — every day late costs the same, a leap year's
 * 29 February included; decision 193 says why). A demand is late from the day after its due date;
 * each paisa stops earning interest on the day it is paid (the receipt's day; TDS counts as paid).
 * A bounced cheque never paid anything, so its days count again. Only demands earn interest —
 * interest and bounce charges do not (simple, not compound). Rounded once per demand, half up.
 */

export const DAY_COUNT_BASIS = 365;

export interface InterestPeriod {
  /** Paise that were late. */
  principalPaise: number;
  /** First and last day counted. */
  from: string;
  to: string;
  days: number;
  /** Paid on `to`; false when still unpaid on the day asked about. */
  paid: boolean;
}

export interface DemandInterest {
  chargeId: string;
  label: string;
  dueOn: string;
  /** Unpaid on the day asked about. */
  duePaise: number;
  /** Days past the due date on the day asked about, 0 when not due yet or paid on time. */
  daysLate: number;
  periods: InterestPeriod[];
  interestPaise: number;
  rule: string;
}

export interface InterestResult {
  asOf: string;
  annualRateBasisPoints: number;
  demands: DemandInterest[];
  interestPaise: number;
}

/** Interest for `days` days on `paise` at `annualRateBasisPoints`, exact before the one rounding. */
function numerator(paise: number, days: number, bp: number): bigint {
  return BigInt(paise) * BigInt(days) * BigInt(bp);
}
const DENOMINATOR = 10_000n * BigInt(DAY_COUNT_BASIS);

/** Simple interest on one sum for some days, rounded half up to the paisa. */
export function simpleInterest(paise: number, days: number, annualRateBasisPoints: number): number {
  if (paise <= 0 || days <= 0 || annualRateBasisPoints <= 0) return 0;
  return divideRounded(numerator(paise, days, annualRateBasisPoints), DENOMINATOR);
}

/**
 * Interest earned by every late demand up to `asOf` (inclusive), not yet charged: from the later of
 * the due date and the day interest was last charged to.
 */
export function interestOnLateDemands(
  charges: readonly Charge[],
  receipts: readonly Receipt[],
  asOf: string,
  annualRateBasisPoints: number,
): InterestResult {
  const result = allocate(charges, receipts, asOf);
  const paidBy = new Map<string, { on: string; paise: number }[]>();
  for (const a of result.allocations) {
    const list = paidBy.get(a.chargeId) ?? [];
    list.push({ on: a.on, paise: a.paise });
    paidBy.set(a.chargeId, list);
  }
  const balances = new Map(result.charges.map((c) => [c.id, c]));
  const rate = Math.max(0, Math.trunc(annualRateBasisPoints));
  const demands: DemandInterest[] = [];
  for (const charge of charges) {
    if (charge.kind !== 'demand' || charge.raisedOn > asOf) continue;
    const due = balances.get(charge.id)?.duePaise ?? 0;
    // Interest runs from the day after `start`: the due date, or the day it was last charged to.
    const start = charge.interestChargedTo ? laterDay(charge.interestChargedTo, charge.dueOn) : charge.dueOn;
    const periods: InterestPeriod[] = [];
    let total = 0n;
    const add = (principalPaise: number, to: string, paid: boolean) => {
      const days = daysBetween(start, to);
      if (days <= 0 || principalPaise <= 0) return;
      periods.push({ principalPaise, from: addDays(start, 1), to, days, paid });
      total += numerator(principalPaise, days, rate);
    };
    for (const p of paidBy.get(charge.id) ?? []) add(p.paise, p.on, true);
    add(due, asOf, false);
    const interestPaise = rate > 0 ? divideRounded(total, DENOMINATOR) : 0;
    const daysLate = due > 0 ? Math.max(0, daysBetween(charge.dueOn, asOf)) : 0;
    demands.push({
      chargeId: charge.id,
      label: charge.label,
      dueOn: charge.dueOn,
      duePaise: due,
      daysLate,
      periods,
      interestPaise,
      rule: periods.length
        ? `${basisPointsText(rate)} a year, simple, actual days over 365: ${periods
            .map((p) => `${formatInr(fromPaise(p.principalPaise))} for ${p.days} day${p.days === 1 ? '' : 's'}`)
            .join(', ')}.`
        : 'Not late.',
    });
  }
  return {
    asOf,
    annualRateBasisPoints: rate,
    demands,
    interestPaise: demands.reduce((s, d) => s + d.interestPaise, 0),
  };
}

export interface Arrears {
  asOf: string;
  /** Earlier charges with something unpaid on the day, oldest first. */
  lines: {
    chargeId: string;
    label: string;
    dueOn: string;
    duePaise: number;
    daysLate: number;
    interestPaise: number;
  }[];
  arrearsPaise: number;
  interestPaise: number;
  /** Credit no charge needed yet; it goes to the new demand. */
  advancePaise: number;
}

/**
 * What a new demand raised on `asOf` carries forward: every earlier charge still unpaid, with the
 * interest its lateness has earned to that day, and any advance that will settle the new demand.
 */
export function arrearsAsOf(
  charges: readonly Charge[],
  receipts: readonly Receipt[],
  asOf: string,
  annualRateBasisPoints: number,
): Arrears {
  const earlier = charges.filter((c) => c.raisedOn <= asOf);
  const result = allocate(earlier, receipts, asOf);
  const interest = interestOnLateDemands(earlier, receipts, asOf, annualRateBasisPoints);
  const interestOf = new Map(interest.demands.map((d) => [d.chargeId, d]));
  const byId = new Map(earlier.map((c) => [c.id, c]));
  const lines = result.charges
    .filter((c) => c.duePaise > 0 || (interestOf.get(c.id)?.interestPaise ?? 0) > 0)
    .map((c) => {
      const charge = byId.get(c.id) as Charge;
      return {
        chargeId: c.id,
        label: charge.label,
        dueOn: charge.dueOn,
        duePaise: c.duePaise,
        daysLate: c.duePaise > 0 ? Math.max(0, daysBetween(charge.dueOn, asOf)) : 0,
        interestPaise: interestOf.get(c.id)?.interestPaise ?? 0,
      };
    });
  return {
    asOf,
    lines,
    arrearsPaise: lines.reduce((s, l) => s + l.duePaise, 0),
    interestPaise: interest.interestPaise,
    advancePaise: result.advancePaise,
  };
}

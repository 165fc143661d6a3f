import { formatInr } from '../billing/indian-format';
import { fromPaise } from '../money/paise';

/**
 * RERA section 13 (issue 28, decision 193): until the agreement for sale is registered, a promoter
 * may not take more than 10% of the cost of the unit. The cost is the agreement value; what is
 * compared is the instalments demanded before GST (a tax collected, not part of the cost). Exactly
 * 10% passes; one paisa more is refused with the sentence below. An administrator's override with a
 * written reason is the server's business, not this rule's.
 */

export const RERA_ADVANCE_PERCENT = 10;

export interface ReraAdvanceInput {
  /** The agreement value, in paise. */
  costPaise: number;
  /** Instalments already demanded (before GST), in paise. */
  demandedBeforePaise: number;
  /** This demand's instalment (before GST), in paise. */
  newDemandPaise: number;
  agreementRegistered: boolean;
}

export type ReraAdvanceCheck =
  | { allowed: true }
  | { allowed: false; reason: string; limitPaise: number; totalPaise: number; overByPaise: number };

/** 10% of the cost, in whole paise, rounded down: never a paisa above the law. */
export function reraAdvanceLimitPaise(costPaise: number): number {
  return Number((BigInt(Math.max(0, costPaise)) * BigInt(RERA_ADVANCE_PERCENT)) / 100n);
}

export function checkReraAdvance(input: ReraAdvanceInput): ReraAdvanceCheck {
  if (input.agreementRegistered) return { allowed: true };
  const total = input.demandedBeforePaise + input.newDemandPaise;
  // total ≤ 10% of the cost, compared exactly on integers: total × 100 ≤ cost × 10.
  if (BigInt(total) * 100n <= BigInt(Math.max(0, input.costPaise)) * BigInt(RERA_ADVANCE_PERCENT)) {
    return { allowed: true };
  }
  const limitPaise = reraAdvanceLimitPaise(input.costPaise);
  const inr = (paise: number) => formatInr(fromPaise(paise));
  return {
    allowed: false,
    limitPaise,
    totalPaise: total,
    overByPaise: total - limitPaise,
    reason:
      `The agreement for sale is not registered yet: RERA section 13 allows at most 10% of the cost ` +
      `(${inr(limitPaise)} of ${inr(input.costPaise)}) to be demanded before it is. This demand would take the ` +
      `total demanded to ${inr(total)}, ${inr(total - limitPaise)} over.`,
  };
}

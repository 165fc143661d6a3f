import { formatInr } from '../billing/indian-format';
import { fromPaise } from '../money/paise';

/**
 * RERA section 13 (issue 28, decision 193): until the agreement for sale is registered, a promoter
 * may not take more than 10% of the cost of the unit. The cost is the agreement value; what is
 * compared is the instalments demanded before GST (a tax collected, not part of the cost). Exactly
 * 10%, to the paisa, passes; one paisa more is refused with the sentence below. An administrator's override with a
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

/**
 * 10% of the cost in whole paise, rounded half up as a plan's instalment of 10% is (decision 208):
 * a demand cannot ask for part of a paisa, and the plan's own 10% must not be refused for the
 * half-paisa its rounding added.
 */
export function reraAdvanceLimitPaise(costPaise: number): number {
  return Number((BigInt(Math.max(0, costPaise)) * BigInt(RERA_ADVANCE_PERCENT) + 50n) / 100n);
}

export function checkReraAdvance(input: ReraAdvanceInput): ReraAdvanceCheck {
  if (input.agreementRegistered) return { allowed: true };
  const total = input.demandedBeforePaise + input.newDemandPaise;
  const limitPaise = reraAdvanceLimitPaise(input.costPaise);
  if (total <= limitPaise) return { allowed: true };
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

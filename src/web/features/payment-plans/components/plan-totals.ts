import { FULL_BASIS_POINTS } from '../../../../domain/collections/lists';
import { hundredPercentProblem, percentText, toBasisPoints } from '../../../../domain/collections/payment-plan';
import type { PaymentPlanInput } from '../../../../domain/schemas/payment-plan';

export interface PlanTotal {
  label: string;
  text: string;
  /** Null when the shares make 100%; else what the server would say. */
  problem: string | null;
}

const bp = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? toBasisPoints(value) : 0);

/**
 * The live totals under the milestone rows (a plan's, or a booking's instalments with their noun): the percentages, and the parking and location shares
 * when the plan splits them by milestone. The same rule and words as the server's check.
 */
export function planTotals(values: Partial<PaymentPlanInput>, noun = 'The milestones'): PlanTotal[] {
  const milestones = values.milestones ?? [];
  const rows: [string, string, (m: (typeof milestones)[number]) => unknown][] = [['Total', noun, (m) => m.percent]];
  if (values.parkingSplit === 'milestones') rows.push(['Parking', 'The parking shares', (m) => m.parkingPercent]);
  if (values.locationSplit === 'milestones') rows.push(['Location', 'The location shares', (m) => m.locationPercent]);
  return rows.map(([label, what, pick]) => {
    const shares = milestones.map((m) => bp(pick(m)));
    const total = shares.reduce((s, v) => s + v, 0);
    return {
      label,
      text: percentText(total),
      problem: milestones.length === 0 && total !== FULL_BASIS_POINTS ? null : hundredPercentProblem(shares, what),
    };
  });
}

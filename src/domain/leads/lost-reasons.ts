import type { LeadStatus } from './statuses';

/** Why a lead was given up on: asked when it becomes not interested or junk. */
export const LOST_REASONS = [
  'budget',
  'location',
  'bought_elsewhere',
  'not_reachable',
  'loan_not_approved',
  'plan_postponed',
  'duplicate',
  'other',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];
export const LOST_REASON_LABELS: Record<LostReason, string> = {
  budget: 'Budget',
  location: 'Location',
  bought_elsewhere: 'Bought elsewhere',
  not_reachable: 'Not reachable',
  loan_not_approved: 'Loan not approved',
  plan_postponed: 'Plan postponed',
  duplicate: 'Duplicate',
  other: 'Other',
};

/** Lead statuses that close the lead without a sale: moving to one needs a reason and ends open follow-ups. */
export const LOST_LEAD_STATUSES = ['not_interested', 'junk'] as const satisfies readonly LeadStatus[];
export const isLostStatus = (status: string | null | undefined): boolean =>
  (LOST_LEAD_STATUSES as readonly string[]).includes(status ?? '');

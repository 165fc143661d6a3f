import { useQueryClient } from '@tanstack/react-query';

/**
 * The query roots of a lead's sales work. Follow-ups, site visits and the leads are three features
 * that may not import each other, and one write (an outcome logged, a visit booked, a lead saved or
 * reassigned) changes what all three show, so their roots are spelt here: the follow-ups feature's
 * `followUpKeys.all`, site visits' `siteVisitKeys.all`, the leads feature's `leadKeys.all`.
 */
export const FOLLOW_UPS_ROOT = ['followUps'] as const;
export const SITE_VISITS_ROOT = ['siteVisits'] as const;
export const LEADS_ROOT = ['leads'] as const;

/** After any follow-up, visit or lead write: lists, counts, the lead and its timeline move together. */
export function useRefreshSalesWork() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: FOLLOW_UPS_ROOT }),
      queryClient.invalidateQueries({ queryKey: SITE_VISITS_ROOT }),
      queryClient.invalidateQueries({ queryKey: LEADS_ROOT }),
    ]);
}

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { LeadStatus } from '../../../../domain/leads/statuses';
import { queryString } from '../../../../domain/query-string';
import { type ScheduleReportQuery, scheduleReportSchema } from '../../../../domain/schemas/schedule-report';
import {
  leadSiteVisitsSchema,
  type SiteVisitQuery,
  type SiteVisitResult,
  siteVisitListSchema,
  siteVisitSchema,
  type VisitInterest,
} from '../../../../domain/schemas/site-visit';
import { api } from '../../../lib/api-client';
import { SITE_VISITS_ROOT, useRefreshSalesWork } from '../../../lib/sales-work';

/**
 * The site-visit requests. Visits are booked and closed from the lead page, Today and Schedules:
 * what other features and the shared modals use is exported by `../index.ts`. A visit is also the
 * lead's open follow-up, so every write refreshes the follow-up lists and counts too.
 */
export const siteVisitKeys = {
  all: SITE_VISITS_ROOT,
  list: (query: SiteVisitQuery) => [...SITE_VISITS_ROOT, 'list', query] as const,
  lead: (leadId: string) => [...SITE_VISITS_ROOT, 'lead', leadId] as const,
  report: (query: ScheduleReportQuery) => [...SITE_VISITS_ROOT, 'report', query] as const,
};

/** The writes answer `{ visit }`. */
const one = z.object({ visit: siteVisitSchema });

export function useSiteVisits(query: SiteVisitQuery) {
  return useQuery({
    queryKey: siteVisitKeys.list(query),
    queryFn: ({ signal }) => api.get(`/api/siteVisit/getSiteVisits?${queryString(query)}`, siteVisitListSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** The Schedules summary (visits per India day by status); under the visits' root so every write refreshes it. */
export function useScheduleReport(query: ScheduleReportQuery) {
  return useQuery({
    queryKey: siteVisitKeys.report(query),
    queryFn: ({ signal }) =>
      api.get(`/api/siteVisit/getScheduleReport?${queryString(query)}`, scheduleReportSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLeadSiteVisits(leadId: string) {
  return useQuery({
    queryKey: siteVisitKeys.lead(leadId),
    queryFn: ({ signal }) => api.get(`/api/siteVisit/getByLeadId/${leadId}`, leadSiteVisitsSchema, signal),
  });
}

export interface BookVisitBody {
  project: string;
  at: string;
  pickup: boolean;
  pickupAddress?: string | undefined;
  accompaniedBy?: string | undefined;
  note?: string | undefined;
  leadStatus?: LeadStatus | undefined;
  /** Replace the lead's planned call with this visit; otherwise the call stays beside it. */
  replaceFollowUp?: boolean | undefined;
}

export function useBookVisit() {
  const refresh = useRefreshSalesWork();
  return useMutation({
    mutationFn: ({ leadId, body }: { leadId: string; body: BookVisitBody }) =>
      api.post(`/api/siteVisit/schedule/${leadId}`, body, one).then((r) => r.visit),
    onSuccess: refresh,
  });
}

export function useRescheduleVisit() {
  const refresh = useRefreshSalesWork();
  return useMutation({
    mutationFn: ({ id, at, note }: { id: string; at: string; note?: string | undefined }) =>
      api.put(`/api/siteVisit/reschedule/${id}`, { at, note }, one).then((r) => r.visit),
    onSuccess: refresh,
  });
}

export interface CompleteVisitBody {
  result: SiteVisitResult;
  feedback?: string | undefined;
  interest?: VisitInterest | undefined;
  leadStatus?: LeadStatus | undefined;
}

export function useCompleteVisit() {
  const refresh = useRefreshSalesWork();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CompleteVisitBody }) =>
      api.put(`/api/siteVisit/complete/${id}`, body, one).then((r) => r.visit),
    onSuccess: refresh,
  });
}

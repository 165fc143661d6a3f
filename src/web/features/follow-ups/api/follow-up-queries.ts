import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../domain/query-string';
import {
  type FollowUpBucketQuery,
  type FollowUpReportQuery,
  followUpLeadListSchema,
  followUpReportSchema,
  followUpSchema,
  leadFollowUpsSchema,
  logOutcomeResultSchema,
} from '../../../../domain/schemas/follow-up';
import { type FollowUpSummaryQuery, followUpSummarySchema } from '../../../../domain/schemas/follow-up-summary';
import { type LeadQuery, leadListSchema } from '../../../../domain/schemas/lead';
import {
  type LeadStatusCountsQuery,
  leadStatusCountsSchema,
  memberLeadStatusCountsSchema,
} from '../../../../domain/schemas/lead-counts';
import { api } from '../../../lib/api-client';
import { LEADS_ROOT, useRefreshSalesWork } from '../../../lib/sales-work';
import { followUpKeys } from './follow-up-keys';

/**
 * The follow-up requests (the sidebar's counts are in follow-up-counts.ts). Follow-ups are logged
 * from the bucket screens, the lead list and the lead page: what other features and the shared
 * modals use is exported by `../index.ts`. A write refreshes every follow-up list, the sidebar
 * counts, site visits and the leads (status, next follow-up, timeline): they all show what one
 * outcome changed (`useRefreshSalesWork`).
 */

/** Today, Tomorrow, Pending (and Upcoming): leads with their open follow-up. */
export function useFollowUpBucket(query: FollowUpBucketQuery) {
  return useQuery({
    queryKey: followUpKeys.bucket(query),
    queryFn: ({ signal }) =>
      api.get(`/api/lead/getOverallFollowupLeads?${queryString(query)}`, followUpLeadListSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLeadFollowUps(leadId: string) {
  return useQuery({
    queryKey: followUpKeys.lead(leadId),
    queryFn: ({ signal }) => api.get(`/api/lead/getFollowupsByLeadId/${leadId}`, leadFollowUpsSchema, signal),
  });
}

export function useFollowUpReport(query: FollowUpReportQuery) {
  return useQuery({
    queryKey: followUpKeys.report(query),
    queryFn: ({ signal }) => api.get(`/api/lead/getFollowups?${queryString(query)}`, followUpReportSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** The Follow-up report's summary (per member and day, outcomes); under followUps so every write refreshes it. */
export function useFollowUpSummary(query: FollowUpSummaryQuery) {
  return useQuery({
    queryKey: followUpKeys.summary(query),
    queryFn: ({ signal }) =>
      api.get(`/api/lead/getFollowupSummary?${queryString(query)}`, followUpSummarySchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** Fresh leads: live and never contacted (getLeads?fresh=true). */
export function useFreshLeads(query: LeadQuery) {
  return useQuery({
    queryKey: followUpKeys.fresh(query),
    queryFn: ({ signal }) =>
      api.get(`/api/lead/getLeads?${queryString({ ...query, fresh: 'true' })}`, leadListSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** Any lead list the sales screens show (Total Leads), with the lead list's own filters. */
export function useLeadList(query: LeadQuery) {
  return useQuery({
    queryKey: [...LEADS_ROOT, 'list', 'sales', query] as const,
    queryFn: ({ signal }) => api.get(`/api/lead/getLeads?${queryString(query)}`, leadListSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLeadStatusCounts(query: LeadStatusCountsQuery) {
  return useQuery({
    queryKey: followUpKeys.statusCounts(query),
    queryFn: ({ signal }) =>
      api.get(`/api/lead/getOverallLeadStatusCounts?${queryString(query)}`, leadStatusCountsSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMemberLeadStatusCounts(query: Omit<LeadStatusCountsQuery, 'assignedTo'>, enabled: boolean) {
  return useQuery({
    queryKey: followUpKeys.memberStatusCounts(query),
    queryFn: ({ signal }) =>
      api.get(`/api/lead/getAllMembersLeadStatusCounts?${queryString(query)}`, memberLeadStatusCountsSchema, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The body as sent: the domain schema's input with the due already an ISO instant. */
export interface LogOutcomeBody {
  outcome: string;
  note?: string | undefined;
  reason?: string | null | undefined;
  status?: string | null | undefined;
  next?: { type: string; dueAt: string; assignedTo?: string | undefined } | null | undefined;
}

export function useLogOutcome() {
  const refresh = useRefreshSalesWork();
  return useMutation({
    mutationFn: ({ leadId, body }: { leadId: string; body: LogOutcomeBody }) =>
      api.post(`/api/lead/logOutcome/${leadId}`, body, logOutcomeResultSchema),
    onSuccess: refresh,
  });
}

export interface ScheduleBody {
  type: string;
  dueAt: string;
  assignedTo?: string | undefined;
  note?: string | undefined;
}

export function useScheduleFollowUp() {
  const refresh = useRefreshSalesWork();
  return useMutation({
    mutationFn: ({ leadId, body }: { leadId: string; body: ScheduleBody }) =>
      api.post(`/api/lead/scheduleFollowup/${leadId}`, body, followUpSchema),
    onSuccess: refresh,
  });
}

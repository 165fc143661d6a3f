import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../domain/query-string';
import { bookingReportSchema } from '../../../../domain/schemas/booking-report';
import { leadListSchema } from '../../../../domain/schemas/lead';
import {
  leadReportSchema,
  pendingFollowUpReportSchema,
  statusWiseReportSchema,
} from '../../../../domain/schemas/lead-reports';
import { api } from '../../../lib/api-client';

/** The lead, status-wise and pending follow-up reports (decision 135): one query each, keyed by its filters. */
export const leadReportKeys = {
  all: ['reports', 'leads'] as const,
  lead: (q: object) => [...leadReportKeys.all, 'lead', q] as const,
  rows: (q: object) => [...leadReportKeys.all, 'rows', q] as const,
  statusWise: (q: object) => [...leadReportKeys.all, 'statusWise', q] as const,
  pending: (q: object) => [...leadReportKeys.all, 'pending', q] as const,
};

export function useLeadReport(query: object) {
  return useQuery({
    queryKey: leadReportKeys.lead(query),
    queryFn: ({ signal }) => api.get(`/api/report/lead?${queryString(query)}`, leadReportSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLeadReportRows(query: object) {
  return useQuery({
    queryKey: leadReportKeys.rows(query),
    queryFn: ({ signal }) => api.get(`/api/report/lead/rows?${queryString(query)}`, leadListSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStatusWiseReport(query: object) {
  return useQuery({
    queryKey: leadReportKeys.statusWise(query),
    queryFn: ({ signal }) => api.get(`/api/report/status-wise?${queryString(query)}`, statusWiseReportSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePendingFollowUpReport(query: object) {
  return useQuery({
    queryKey: leadReportKeys.pending(query),
    queryFn: ({ signal }) =>
      api.get(`/api/report/pending-follow-up?${queryString(query)}`, pendingFollowUpReportSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** The booking report (decision 185). */
export function useBookingReport(query: object) {
  return useQuery({
    queryKey: [...leadReportKeys.all, 'bookings', query],
    queryFn: ({ signal }) => api.get(`/api/report/bookings?${queryString(query)}`, bookingReportSchema, signal),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryString } from '../../../../domain/query-string';
import {
  type CallCreateLeadInput,
  type CallQuery,
  type CallQueueFor,
  type CallQueueSettings,
  type CallReportQuery,
  type CallStatsQuery,
  callCreateLeadResultSchema,
  callListSchema,
  callQueueSchema,
  callQueueSettingsSchema,
  callReportSchema,
  callStatsSchema,
} from '../../../../domain/schemas/call';
import {
  type TelephonySettingsInput,
  telephonySettingsViewSchema,
  telephonyTestResultSchema,
} from '../../../../domain/schemas/telephony';
import { api } from '../../../lib/api-client';
import { callKeys } from '../../../lib/call-queries';
import { downloadFile } from '../../../lib/download';

/** The calls screens' own requests; what other features also need is in lib/call-queries.ts (same key root). */
export const callsKeys = {
  queue: (memberId: string | undefined, whose: CallQueueFor = 'mine') =>
    [...callKeys.all, 'queue', whose === 'team' ? 'team' : (memberId ?? 'own')] as const,
  history: (memberId: string, query: CallQuery) => [...callKeys.all, 'history', memberId, query] as const,
  stats: (query: CallStatsQuery) => [...callKeys.all, 'stats', query] as const,
  report: (query: CallReportQuery) => [...callKeys.all, 'report', query] as const,
  telephony: () => [...callKeys.all, 'settings', 'telephony'] as const,
  queueSettings: () => [...callKeys.all, 'settings', 'queue'] as const,
};

export const callQueueQueryOptions = (memberId: string | undefined, whose: CallQueueFor = 'mine') =>
  queryOptions({
    queryKey: callsKeys.queue(memberId, whose),
    queryFn: ({ signal }) =>
      api.get(
        `/api/callhistory/queue?${queryString(whose === 'team' ? { for: 'team' } : { memberId })}`,
        callQueueSchema,
        signal,
      ),
  });

/** One member's queue (yourself by default), or with `whose` team every lead of your scope. */
export function useCallQueue(memberId: string | undefined, whose: CallQueueFor = 'mine', enabled = true) {
  return useQuery({ ...callQueueQueryOptions(memberId, whose), placeholderData: keepPreviousData, enabled });
}

const historyPath = (memberId: string) => `/api/callhistory/getCallHistoriesByMember/${memberId}`;

export function useMemberCalls(memberId: string, query: CallQuery) {
  return useQuery({
    queryKey: callsKeys.history(memberId, query),
    queryFn: ({ signal }) => api.get(`${historyPath(memberId)}?${queryString(query)}`, callListSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** The filtered calls as CSV, under the server's file name. */
export function exportMemberCalls(memberId: string, query: Omit<CallQuery, 'page' | 'pageSize'>) {
  return downloadFile(
    `${historyPath(memberId)}/export.csv?${queryString(query)}`,
    'calls.csv',
    'The calls could not be exported.',
  );
}

export function useCallStats(query: CallStatsQuery) {
  return useQuery({
    queryKey: callsKeys.stats(query),
    queryFn: ({ signal }) =>
      api.get(`/api/callhistory/getCallHistoryStats?${queryString(query)}`, callStatsSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCallReport(query: CallReportQuery) {
  return useQuery({
    queryKey: callsKeys.report(query),
    queryFn: ({ signal }) =>
      api.get(`/api/callhistory/getCallHistoryReportByMember?${queryString(query)}`, callReportSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** Turns an unmatched call into a lead; every call with that number is linked to it. */
export function useCreateLeadFromCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ callId, body }: { callId: string; body: CallCreateLeadInput }) =>
      api.post(`/api/callhistory/${callId}/createLead`, body, callCreateLeadResultSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['leads'] }),
      ]),
  });
}

export const useTelephonySettings = () =>
  useQuery({
    queryKey: callsKeys.telephony(),
    queryFn: ({ signal }) => api.get('/api/settings/telephony', telephonySettingsViewSchema, signal),
  });

export function useSaveTelephonySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TelephonySettingsInput) =>
      api.put('/api/settings/telephony', input, telephonySettingsViewSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(callsKeys.telephony(), saved);
      // Every phone number's "Call via office line" follows the switch.
      return queryClient.invalidateQueries({ queryKey: callKeys.telephonyStatus() });
    },
  });
}

export function useTestTelephony() {
  return useMutation({
    mutationFn: () => api.post('/api/settings/telephony/test', {}, telephonyTestResultSchema),
    meta: { errorTitle: 'Could not test the telephony settings' },
  });
}

export const useCallQueueSettings = () =>
  useQuery({
    queryKey: callsKeys.queueSettings(),
    queryFn: ({ signal }) => api.get('/api/settings/call-queue', callQueueSettingsSchema, signal),
  });

export function useSaveCallQueueSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallQueueSettings) => api.put('/api/settings/call-queue', input, callQueueSettingsSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(callsKeys.queueSettings(), saved);
      return queryClient.invalidateQueries({ queryKey: [...callKeys.all, 'queue'] });
    },
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { searchString } from '../../../../domain/paths';
import { type CollectionSettings, collectionSettingsSchema } from '../../../../domain/schemas/collection-settings';
import {
  bookingStatementViewSchema,
  type CollectionRemindersSetting,
  collectionDemandListSchema,
  collectionRemindersSettingSchema,
  collectionsSummarySchema,
  type DemandsQuery,
} from '../../../../domain/schemas/collections-screen';
import { api } from '../../../lib/api-client';

/** Query keys of collections: every figure and statement moves when a demand or receipt does. */
export const collectionKeys = {
  all: ['collections'] as const,
  summary: (projectId: string | undefined) => [...collectionKeys.all, 'summary', projectId ?? null] as const,
  demands: (filters: object) => [...collectionKeys.all, 'demands', filters] as const,
  statement: (bookingId: string | undefined) => [...collectionKeys.all, 'statement', bookingId] as const,
  settings: () => [...collectionKeys.all, 'settings'] as const,
  reminders: () => [...collectionKeys.all, 'reminders'] as const,
};

export function useCollectionsSummary(projectId: string | undefined) {
  return useQuery({
    queryKey: collectionKeys.summary(projectId),
    queryFn: ({ signal }) =>
      api.get(`/api/collections/summary${searchString({ projectId })}`, collectionsSummarySchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCollectionDemands(filters: DemandsQuery) {
  return useQuery({
    queryKey: collectionKeys.demands(filters),
    queryFn: ({ signal }) =>
      api.get(
        `/api/collections/demands${searchString(filters as Record<string, string | number | undefined>)}`,
        collectionDemandListSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBookingStatement(bookingId: string | undefined) {
  return useQuery({
    queryKey: collectionKeys.statement(bookingId),
    queryFn: ({ signal }) =>
      api.get(`/api/collections/bookings/${bookingId}/statement`, bookingStatementViewSchema, signal),
    enabled: Boolean(bookingId),
  });
}

export function useCollectionSettings() {
  return useQuery({
    queryKey: collectionKeys.settings(),
    queryFn: ({ signal }) => api.get('/api/collections/settings', collectionSettingsSchema, signal),
  });
}

export function useSaveCollectionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollectionSettings) => api.put('/api/collections/settings', input, collectionSettingsSchema),
    // The statements charge interest at the rate: they move with it.
    onSuccess: (saved) => {
      queryClient.setQueryData(collectionKeys.settings(), saved);
      return queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    },
  });
}

export function useRemindersSetting() {
  return useQuery({
    queryKey: collectionKeys.reminders(),
    queryFn: ({ signal }) => api.get('/api/collections/reminders', collectionRemindersSettingSchema, signal),
  });
}

export function useSaveRemindersSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollectionRemindersSetting) =>
      api.put('/api/collections/reminders', input, collectionRemindersSettingSchema),
    onSuccess: (saved) => queryClient.setQueryData(collectionKeys.reminders(), saved),
  });
}

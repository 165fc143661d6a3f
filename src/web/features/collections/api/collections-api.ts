import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchString } from '../../../../domain/paths';
import {
  bookingStatementViewSchema,
  collectionDemandListSchema,
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

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConnectorKind,
  type ConnectorSave,
  connectorListSchema,
  connectorTestResultSchema,
  connectorViewSchema,
  inboundEventListSchema,
  inboundEventSchema,
  type PushKind,
  pushSourceListSchema,
  pushSourceViewSchema,
  runNowResultSchema,
} from '../../../../domain/schemas/inbound';
import { api } from '../../../lib/api-client';

export const integrationKeys = {
  all: ['integrations'] as const,
  connectors: () =>
    queryOptions({
      queryKey: [...integrationKeys.all, 'connectors'],
      queryFn: ({ signal }) =>
        api.get('/api/integrations/connectors', connectorListSchema, signal).then((r) => r.connectors),
      // A run in the background changes the cards' last result: follow it while the page is open.
      refetchInterval: 5_000,
    }),
  push: () =>
    queryOptions({
      queryKey: [...integrationKeys.all, 'push'],
      queryFn: ({ signal }) =>
        api.get('/api/integrations/push-sources', pushSourceListSchema, signal).then((r) => r.sources),
    }),
  events: (query: string) =>
    queryOptions({
      queryKey: [...integrationKeys.all, 'events', query],
      queryFn: ({ signal }) => api.get(`/api/integrations/events?${query}`, inboundEventListSchema, signal),
      placeholderData: keepPreviousData,
    }),
};

export const useConnectors = () => useQuery(integrationKeys.connectors());
export const usePushSources = () => useQuery(integrationKeys.push());
export const useInboundEvents = (query: string) => useQuery(integrationKeys.events(query));

export function useSaveConnector(kind: ConnectorKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectorSave) => api.put(`/api/integrations/connectors/${kind}`, input, connectorViewSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.connectors().queryKey }),
  });
}

/** TEST sends the form as it stands; the server calls the portal and saves nothing. */
export function useTestConnector(kind: ConnectorKind) {
  return useMutation({
    mutationFn: (input: ConnectorSave) =>
      api.post(`/api/integrations/connectors/${kind}/test`, input, connectorTestResultSchema),
  });
}

export function useRunConnector(kind: ConnectorKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/integrations/connectors/${kind}/run`, {}, runNowResultSchema),
    meta: { errorTitle: 'Could not start the run' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

export function useSavePushSource(kind: PushKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: unknown) => api.put(`/api/integrations/push-sources/${kind}`, input, pushSourceViewSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.push().queryKey }),
  });
}

export function useRotatePushSource(kind: PushKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/integrations/push-sources/${kind}/rotate`, {}, pushSourceViewSchema),
    meta: { errorTitle: 'Could not rotate the secret' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.push().queryKey }),
  });
}

export function useReplayEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/integrations/events/${id}/replay`, {}, inboundEventSchema),
    meta: { errorTitle: 'Could not replay the event' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...integrationKeys.all, 'events'] }),
  });
}

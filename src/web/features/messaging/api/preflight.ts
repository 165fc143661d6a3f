import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  audiencePreviewSchema,
  channelReadinessSchema,
  type TestToMeInput,
  testToMeResultSchema,
} from '../../../../domain/schemas/campaign-preflight';
import { api } from '../../../lib/api-client';
import { type AudienceBody, messagingKeys } from './messaging';

/** The send screens' questions before a campaign is queued (decision 158). */
export const preflightKeys = {
  readiness: () =>
    queryOptions({
      queryKey: [...messagingKeys.campaigns(), 'readiness'],
      queryFn: ({ signal }) => api.get('/api/message/readiness', channelReadinessSchema, signal),
      // An administrator may fix the settings in another tab and come back: ask again then.
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),
  preview: (body: AudienceBody) =>
    queryOptions({
      queryKey: [...messagingKeys.campaigns(), 'preview', body],
      queryFn: () => api.post('/api/message/audience/preview', body, audiencePreviewSchema),
      // Shown inside the confirmation, with its own error line.
      meta: { silent: true },
      retry: false,
    }),
};

export const useChannelReadiness = () => useQuery(preflightKeys.readiness());

export function useTestToMe() {
  return useMutation({
    // The answer, or a refusal, is said by the caller in one toast with the server's sentence.
    mutationFn: (body: AudienceBody & Pick<TestToMeInput, 'leadId' | 'mobile'>) =>
      api.post('/api/message/test-to-me', body, testToMeResultSchema),
  });
}

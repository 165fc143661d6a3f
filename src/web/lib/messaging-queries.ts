import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryString } from '../../domain/query-string';
import { campaignSchema } from '../../domain/schemas/campaign';
import { templateListSchema } from '../../domain/schemas/message-template';
import {
  type MessageChannel,
  type MessagePreferences,
  messagePreferencesViewSchema,
} from '../../domain/schemas/messaging';
import { api } from './api-client';
import { useIdempotencyKey } from './idempotency-key';

/**
 * Email & SMS requests the lead screens use too (send to this lead, opt-out flags): features may
 * not import each other, so these live here; the messaging feature builds on the same keys.
 */
export const MESSAGING_ROOT = ['messaging'] as const;
const LEADS_ROOT = ['leads'] as const;

export const templateListOptions = (channel?: MessageChannel) =>
  queryOptions({
    queryKey: [...MESSAGING_ROOT, 'templates', 'list', channel ?? 'all'],
    queryFn: ({ signal }) =>
      api
        .get(`/api/template/getAllTemplates?${queryString({ channel })}`, templateListSchema, signal)
        .then((r) => r.items),
  });

export const messagePreferencesOptions = (leadId: string) =>
  queryOptions({
    queryKey: [...LEADS_ROOT, 'message-preferences', leadId],
    queryFn: ({ signal }) => api.get(`/api/lead/${leadId}/message-preferences`, messagePreferencesViewSchema, signal),
  });

export const useMessagePreferences = (leadId: string) => useQuery(messagePreferencesOptions(leadId));

export function useSaveMessagePreferences(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: MessagePreferences) =>
      api.put(`/api/lead/${leadId}/message-preferences`, prefs, messagePreferencesViewSchema),
    meta: { errorTitle: 'Could not save the message preferences' },
    onSuccess: (saved) => queryClient.setQueryData(messagePreferencesOptions(leadId).queryKey, saved),
  });
}

/** One template message to one lead; the lead's timeline and the campaign lists then show it. */
export function useSendOne() {
  const queryClient = useQueryClient();
  const once = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: { leadId: string; templateId: string; confirm?: boolean }) =>
      api.post('/api/message/send-one', body, campaignSchema, once.headers()),
    onSettled: (_data, error) => once.settle(error ?? undefined),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MESSAGING_ROOT }),
        queryClient.invalidateQueries({ queryKey: LEADS_ROOT }),
      ]),
  });
}

/** The audience filter fields and the lead list's URL parameters that mean the same thing. */
const AUDIENCE_FROM_LEAD_LIST = {
  status: 'status',
  source: 'sourceId',
  project: 'project',
  projectId: 'projectId',
  branch: 'branchId',
  memberId: 'assignedTo',
  createdFrom: 'from',
  createdTo: 'to',
} as const;
export type AudienceFilterState = Partial<Record<keyof typeof AUDIENCE_FROM_LEAD_LIST, string>>;

/**
 * What the lead list hands to the send screen as router state (decision 117): the ticked leads, or
 * the list's filter. Null when a filter in use (a search, idle, follow-up dates…) has no audience
 * equivalent: the campaign would reach other leads than the list shows.
 */
export function audienceFromLeadList(params: Record<string, unknown>): AudienceFilterState | null {
  const carried = new Set<string>(Object.values(AUDIENCE_FROM_LEAD_LIST));
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && !carried.has(key)) return null;
  }
  const out: AudienceFilterState = {};
  for (const [field, param] of Object.entries(AUDIENCE_FROM_LEAD_LIST)) {
    const value = params[param];
    if (typeof value === 'string' && value) out[field as keyof AudienceFilterState] = value;
  }
  return out;
}

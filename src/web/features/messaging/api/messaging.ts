import {
  keepPreviousData,
  queryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { queryString } from '../../../../domain/query-string';
import {
  type Campaign,
  type CampaignStatus,
  type CreateCampaignInput,
  campaignListSchema,
  campaignSchema,
  emailHistorySchema,
  FINISHED_CAMPAIGN_STATUSES,
  type RecipientStatus,
  recipientListSchema,
} from '../../../../domain/schemas/campaign';
import {
  type MessageTemplate,
  messageTemplateSchema,
  type TemplateInput,
  templatePreviewSchema,
} from '../../../../domain/schemas/message-template';
import {
  type audienceInputSchema,
  audienceSummarySchema,
  type MessageChannel,
} from '../../../../domain/schemas/messaging';
import {
  type SmsSettingsInput,
  type SmsTest,
  smsSettingsViewSchema,
  smsTestResultSchema,
} from '../../../../domain/schemas/sms-settings';
import { type WhatsAppTemplate, whatsappTemplateListSchema } from '../../../../domain/schemas/whatsapp';
import { api } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { MESSAGING_ROOT, templateListOptions } from '../../../lib/messaging-queries';

/**
 * Requests of the Email & SMS screens, as query-option factories: a screen, a test and
 * a prefetch build the same key and request from one place.
 */

/** A write may answer the record or `{ <name>: record }`; both read the same here. */
const oneOf = <T extends z.ZodType>(schema: T, name: string) =>
  z.union([schema, z.object({ [name]: schema })]).transform((v) => {
    const wrapped = v as Record<string, unknown>;
    return (name in wrapped && typeof wrapped[name] === 'object' ? wrapped[name] : v) as z.output<T>;
  });

const anything = z.unknown();

export const POLL_MS = 2_000;

/** What POST /api/message/audience takes (and create, with a name and a time). */
export type AudienceBody = z.input<typeof audienceInputSchema>;

export interface CampaignListQuery {
  channel?: MessageChannel | undefined;
  status?: CampaignStatus | undefined;
  page: number;
  pageSize?: number;
}
export interface RecipientQuery {
  status?: RecipientStatus | undefined;
  q?: string | undefined;
  page: number;
  pageSize?: number;
}
export interface EmailHistoryQuery {
  status?: RecipientStatus | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize?: number;
}

const isFinished = (status: CampaignStatus | undefined) =>
  status !== undefined && FINISHED_CAMPAIGN_STATUSES.includes(status);

/** How long after an SMS campaign finishes its page keeps waiting for delivery reports. */
const REPORTS_WINDOW_MS = 15 * 60_000;

/**
 * The screen follows a campaign while it sends, and an SMS campaign also afterwards while messages
 * still wait for the gateway's delivery report (they arrive seconds to minutes after the send),
 * so "Delivered" fills in without a reload.
 */
export function isCampaignLive(c: Campaign, now = Date.now()): boolean {
  if (!isFinished(c.status)) return true;
  // WhatsApp's delivered and read receipts come the same way.
  return (
    c.channel !== 'email' &&
    c.counts.sent > 0 &&
    c.finishedAt !== null &&
    now - Date.parse(c.finishedAt) < REPORTS_WINDOW_MS
  );
}

export const messagingKeys = {
  all: MESSAGING_ROOT,
  templates: () => [...messagingKeys.all, 'templates'] as const,
  campaigns: () => [...messagingKeys.all, 'campaigns'] as const,
  smsSettings: () => [...messagingKeys.all, 'sms-settings'] as const,

  templateList: templateListOptions,
  /** The WhatsApp templates a campaign may send: the synced ones Meta approved (decision 216). */
  whatsappTemplates: () =>
    queryOptions({
      queryKey: [...messagingKeys.templates(), 'whatsapp-approved'],
      queryFn: ({ signal }) =>
        api
          .get('/api/whatsapp/templates', whatsappTemplateListSchema, signal)
          .then((r) =>
            r.items.filter((t) => t.status === 'approved').map((t) => ({ ...t, channel: 'whatsapp' as const })),
          ),
    }),
  audience: (body: AudienceBody | null) =>
    queryOptions({
      queryKey: [...messagingKeys.campaigns(), 'audience', body],
      queryFn: () => api.post('/api/message/audience', body, audienceSummarySchema),
      enabled: body !== null,
      placeholderData: keepPreviousData,
      // Shown beside the audience (a template of the other channel, a bad date): no toast per change.
      meta: { silent: true },
      retry: false,
    }),
  campaignList: (query: CampaignListQuery) =>
    queryOptions({
      queryKey: [...messagingKeys.campaigns(), 'list', query],
      queryFn: ({ signal }) =>
        api.get(`/api/message/getBulkMessages?${queryString(query)}`, campaignListSchema, signal),
      placeholderData: keepPreviousData,
      // Progress moves in the background; the list follows while a campaign on it is working.
      refetchInterval: (q) => (q.state.data?.items.some((c) => !isFinished(c.status)) ? POLL_MS * 2 : false),
    }),
  campaign: (id: string) =>
    queryOptions({
      queryKey: [...messagingKeys.campaigns(), 'one', id],
      queryFn: ({ signal }) => api.get(`/api/message/getMessage/${id}`, oneOf(campaignSchema, 'campaign'), signal),
      refetchInterval: (q) => (q.state.data && !isCampaignLive(q.state.data) ? false : POLL_MS),
      // A failed poll keeps the last figures; the screen says when it cannot load at all.
      meta: { silent: true },
    }),
  recipients: (id: string, query: RecipientQuery, live: boolean) =>
    queryOptions({
      queryKey: [...messagingKeys.campaigns(), 'recipients', id, query],
      queryFn: ({ signal }) =>
        api.get(`/api/message/${id}/recipients?${queryString(query)}`, recipientListSchema, signal),
      placeholderData: keepPreviousData,
      refetchInterval: live ? POLL_MS : false,
    }),
  emailHistory: (query: EmailHistoryQuery) =>
    queryOptions({
      queryKey: [...messagingKeys.campaigns(), 'email-history', query],
      queryFn: ({ signal }) => api.get(`/api/message/getAllMessage?${queryString(query)}`, emailHistorySchema, signal),
      placeholderData: keepPreviousData,
    }),
  settings: () =>
    queryOptions({
      queryKey: messagingKeys.smsSettings(),
      queryFn: ({ signal }) => api.get('/api/settings/sms', smsSettingsViewSchema, signal),
    }),
};

export const useTemplates = (channel?: MessageChannel) => useQuery(messagingKeys.templateList(channel));

/** A template the send form can pick: an email or SMS one, or an approved WhatsApp one. */
export type SendTemplate = MessageTemplate | (WhatsAppTemplate & { channel: 'whatsapp' });

/** The send form's template list for a channel: WhatsApp's come from the provider's sync, not Bulk Templates. */
export function useSendTemplates(channel: MessageChannel): UseQueryResult<SendTemplate[]> {
  const plain = useQuery({ ...messagingKeys.templateList(channel), enabled: channel !== 'whatsapp' });
  const whatsapp = useQuery({ ...messagingKeys.whatsappTemplates(), enabled: channel === 'whatsapp' });
  return (channel === 'whatsapp' ? whatsapp : plain) as UseQueryResult<SendTemplate[]>;
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TemplateInput }) =>
      id
        ? api.put(`/api/template/${id}`, input, oneOf(messageTemplateSchema, 'template'))
        : api.post('/api/template', input, oneOf(messageTemplateSchema, 'template')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.templates() }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/template/${id}`, anything),
    meta: { errorTitle: 'Could not delete the template' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.templates() }),
  });
}

export type PreviewBody = { leadId: string } & ({ templateId: string } | { template: TemplateInput });

export function usePreview() {
  return useMutation({
    // No toast: the preview shows its own error beside the lead picker.
    mutationFn: (body: PreviewBody) => api.post('/api/template/preview', body, templatePreviewSchema),
  });
}

/** A campaign costs money per message: a retry after a lost answer must not send it twice. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  const once = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: CreateCampaignInput) =>
      api.post('/api/message/create', input, oneOf(campaignSchema, 'campaign'), once.headers()),
    onSettled: (_data, error) => once.settle(error ?? undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.campaigns() }),
  });
}

export type CampaignAction =
  | 'pause'
  | 'resume'
  | 'cancel'
  | 'resend-failures'
  | 'unknown/send-again'
  | 'unknown/mark-sent';
export const CAMPAIGN_ACTION_ERRORS: Record<CampaignAction, string> = {
  pause: 'Could not pause the campaign',
  resume: 'Could not resume the campaign',
  cancel: 'Could not cancel the campaign',
  'resend-failures': 'Could not resend the failures',
  'unknown/send-again': 'Could not send them again',
  'unknown/mark-sent': 'Could not mark them as sent',
};

export function useCampaignAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: CampaignAction }) =>
      api.post(`/api/message/${id}/${action}`, {}, anything),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.campaigns() }),
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/message/deleteMessage/${id}`, anything),
    meta: { errorTitle: 'Could not delete the campaign' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.campaigns() }),
  });
}

export const useSmsSettings = () => useQuery(messagingKeys.settings());

export function useSaveSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SmsSettingsInput) => api.put('/api/settings/sms', input, smsSettingsViewSchema),
    onSuccess: (saved) => queryClient.setQueryData(messagingKeys.settings().queryKey, saved),
  });
}

export function useTestSms() {
  return useMutation({
    mutationFn: (body: SmsTest) => api.post('/api/settings/sms/test', body, smsTestResultSchema),
  });
}

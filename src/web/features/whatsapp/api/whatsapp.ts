import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { queryString } from '../../../../domain/query-string';
import {
  type ConsentInput,
  type InboxScope,
  inboxSchema,
  leadWhatsAppSchema,
  type WhatsAppSendInput,
  whatsappConsentSchema,
  whatsappMessageSchema,
} from '../../../../domain/schemas/whatsapp';
import { whatsappPreviewSchema } from '../../../../domain/schemas/whatsapp-preview';
import { api } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/**
 * The conversation screens' requests: a lead's conversation, sending, the opt-in record and the
 * shared inbox. Every key starts with `whatsapp`, so a send refreshes the inbox and the lead alike.
 */
export const whatsappKeys = {
  all: ['whatsapp'] as const,
  lead: (leadId: string) => [...whatsappKeys.all, 'lead', leadId] as const,
  inbox: (query: InboxQuery) => [...whatsappKeys.all, 'inbox', query] as const,
  preview: (templateId: string, leadId: string) => [...whatsappKeys.all, 'preview', templateId, leadId] as const,
};
/** The lead's activity timeline lists every WhatsApp message too. */
const LEADS_ROOT = ['leads'] as const;

/** Seconds between polls of an open conversation or the inbox: no websockets, and a tab in the background does not poll. */
export const WHATSAPP_POLL_MS = 10_000;

/**
 * A lead's conversation, newest last; "Load earlier" fetches the page before the first message.
 * Pages come newest page first, so the messages shown are the pages reversed.
 */
export function useLeadWhatsApp(leadId: string) {
  return useInfiniteQuery({
    queryKey: whatsappKeys.lead(leadId),
    queryFn: ({ pageParam, signal }) =>
      api.get(`/api/lead/${leadId}/whatsapp?${queryString({ before: pageParam })}`, leadWhatsAppSchema, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasEarlier ? page.messages[0]?.id : undefined),
    refetchInterval: WHATSAPP_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 5_000,
  });
}

/** Marks the lead's conversation read (when it is opened); the inbox's badges follow. */
export function useMarkWhatsAppRead(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/lead/${leadId}/whatsapp/read`, {}, z.unknown()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...whatsappKeys.all, 'inbox'] }),
        queryClient.invalidateQueries({ queryKey: whatsappKeys.lead(leadId) }),
      ]),
  });
}

const refreshAfterSend = (queryClient: ReturnType<typeof useQueryClient>, leadId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: whatsappKeys.lead(leadId) }),
    queryClient.invalidateQueries({ queryKey: [...whatsappKeys.all, 'inbox'] }),
    queryClient.invalidateQueries({ queryKey: LEADS_ROOT }),
  ]);

/** A template, a text or a library document to the lead; a retry after a lost answer carries the same key. */
export function useSendWhatsApp(leadId: string) {
  const queryClient = useQueryClient();
  const once = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: WhatsAppSendInput) =>
      api.post(`/api/lead/${leadId}/whatsapp/send`, body, whatsappMessageSchema, once.headers()),
    onSettled: (_data, error) => once.settle(error ?? undefined),
    onSuccess: () => refreshAfterSend(queryClient, leadId),
  });
}

/** An image or a PDF from this computer, sent inside the window. */
export function useUploadWhatsApp(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, caption }: { file: File; caption?: string }) => {
      const form = new FormData();
      if (caption?.trim()) form.append('caption', caption.trim());
      form.append('file', file);
      return uploadWithProgress(`/api/lead/${leadId}/whatsapp/upload`, form, { schema: whatsappMessageSchema });
    },
    onSuccess: () => refreshAfterSend(queryClient, leadId),
  });
}

/** Notes an opt-in (how the buyer said so) or an opt-out. */
export function useRecordConsent(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsentInput) => api.post(`/api/lead/${leadId}/whatsapp/consent`, input, whatsappConsentSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: whatsappKeys.lead(leadId) }),
        queryClient.invalidateQueries({ queryKey: LEADS_ROOT }),
      ]),
  });
}

/** The template as this lead would read it (POST /api/whatsapp/templates/:id/preview). */
export function useWhatsAppPreview(templateId: string | null, leadId: string) {
  return useQuery({
    queryKey: whatsappKeys.preview(templateId ?? '', leadId),
    queryFn: () => api.post(`/api/whatsapp/templates/${templateId}/preview`, { leadId }, whatsappPreviewSchema),
    enabled: Boolean(templateId),
    retry: false,
    meta: { silent: true },
  });
}

export interface InboxQuery {
  scope: InboxScope;
  unread: boolean;
  q?: string | undefined;
  page: number;
}

/** The shared inbox, polled while the tab is visible. */
export function useInbox(query: InboxQuery) {
  return useQuery({
    queryKey: whatsappKeys.inbox(query),
    queryFn: ({ signal }) =>
      api.get(
        `/api/whatsapp/inbox?${queryString({ ...query, unread: query.unread ? 'true' : undefined, page: query.page > 1 ? query.page : undefined })}`,
        inboxSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: WHATSAPP_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

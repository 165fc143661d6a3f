import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type WhatsAppTemplateMapping,
  whatsappSyncResultSchema,
  whatsappTemplateListSchema,
  whatsappTemplateSchema,
} from '../../../../domain/schemas/whatsapp';
import { whatsappPreviewSchema } from '../../../../domain/schemas/whatsapp-preview';
import {
  type WhatsAppSettingsInput,
  whatsappSettingsViewSchema,
  whatsappTestResultSchema,
} from '../../../../domain/schemas/whatsapp-settings';
import { api } from '../../../lib/api-client';

/** The WhatsApp settings and templates (decision 214): /api/settings/whatsapp and /api/whatsapp/templates. */
export const whatsappSettingsKeys = {
  settings: () => ['whatsapp', 'settings'] as const,
  templates: () => ['whatsapp', 'templates'] as const,
};

export const whatsappTemplateListOptions = () =>
  queryOptions({
    queryKey: whatsappSettingsKeys.templates(),
    queryFn: ({ signal }) => api.get('/api/whatsapp/templates', whatsappTemplateListSchema, signal),
  });

export const useWhatsAppSettings = () =>
  useQuery({
    queryKey: whatsappSettingsKeys.settings(),
    queryFn: ({ signal }) => api.get('/api/settings/whatsapp', whatsappSettingsViewSchema, signal),
  });

export function useSaveWhatsAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WhatsAppSettingsInput) => api.put('/api/settings/whatsapp', input, whatsappSettingsViewSchema),
    onSuccess: (view) => queryClient.setQueryData(whatsappSettingsKeys.settings(), view),
  });
}

export function useTestWhatsApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/settings/whatsapp/test', {}, whatsappTestResultSchema),
    // The Test stores what it read (and the tier from the provider): the settings show it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: whatsappSettingsKeys.settings() }),
  });
}

export const useWhatsAppTemplates = () => useQuery(whatsappTemplateListOptions());

export function useSyncWhatsAppTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/whatsapp/templates/sync', {}, whatsappSyncResultSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: whatsappSettingsKeys.templates() }),
  });
}

export function useSaveWhatsAppMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mapping }: { id: string; mapping: WhatsAppTemplateMapping }) =>
      api.put(`/api/whatsapp/templates/${id}`, mapping, whatsappTemplateSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: whatsappSettingsKeys.templates() }),
  });
}

export const useWhatsAppPreview = (templateId: string, leadId: string | null) =>
  useQuery({
    queryKey: [...whatsappSettingsKeys.templates(), 'preview', templateId, leadId],
    queryFn: () => api.post(`/api/whatsapp/templates/${templateId}/preview`, { leadId }, whatsappPreviewSchema),
    enabled: !!leadId,
  });

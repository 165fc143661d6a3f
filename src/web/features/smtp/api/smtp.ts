import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emailOutboxListSchema,
  emailRetryResultSchema,
  type SmtpSettingsInput,
  smtpSettingsViewSchema,
  smtpTestResultSchema,
} from '../../../../domain/schemas/smtp';
import { api } from '../../../lib/api-client';

export const smtpKeys = {
  all: ['smtp'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...smtpKeys.all, 'settings'],
      queryFn: ({ signal }) => api.get('/api/settings/smtp', smtpSettingsViewSchema, signal),
    }),
  emails: () =>
    queryOptions({
      queryKey: [...smtpKeys.all, 'emails'],
      queryFn: ({ signal }) => api.get('/api/settings/emails', emailOutboxListSchema, signal).then((r) => r.emails),
      // Queued emails change state in the background; the list follows them while it is open.
      refetchInterval: 5_000,
    }),
};

export const useSmtpSettings = () => useQuery(smtpKeys.settings());
export const useRecentEmails = () => useQuery(smtpKeys.emails());

export function useSaveSmtpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SmtpSettingsInput) => api.put('/api/settings/smtp', input, smtpSettingsViewSchema),
    onSuccess: (saved) => queryClient.setQueryData(smtpKeys.settings().queryKey, saved),
  });
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => api.post('/api/settings/smtp/test', { to }, smtpTestResultSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: smtpKeys.all }),
  });
}

/** Sends a failed email again: the server queues it with a fresh send job. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/api/settings/emails/${id}/retry`, {}, emailRetryResultSchema).then((r) => r.email),
    meta: { errorTitle: 'Could not send the email again' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: smtpKeys.emails().queryKey }),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NoticeSmsSettingsInput, noticeSmsSettingsViewSchema } from '../../../../domain/schemas/notice-sms';
import { api } from '../../../lib/api-client';
import { messagingKeys } from './messaging';

/** The DLT templates of the demand and reminder SMS (decision 199), on /sms-settings. */
const noticeSettings = () =>
  queryOptions({
    queryKey: [...messagingKeys.smsSettings(), 'notices'],
    queryFn: ({ signal }) => api.get('/api/settings/sms/notices', noticeSmsSettingsViewSchema, signal),
  });

export const useNoticeSmsSettings = () => useQuery(noticeSettings());

export function useSaveNoticeSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeSmsSettingsInput) =>
      api.put('/api/settings/sms/notices', input, noticeSmsSettingsViewSchema),
    onSuccess: (saved) => queryClient.setQueryData(noticeSettings().queryKey, saved),
  });
}

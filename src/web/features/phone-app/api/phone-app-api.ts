import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PhoneSettings, phoneSettingsViewSchema } from '../../../../domain/schemas/phone-app';
import { api } from '../../../lib/api-client';

/** Query keys of the phone app's settings. */
export const phoneAppKeys = {
  all: ['phone-app'] as const,
  settings: () => [...phoneAppKeys.all, 'settings'] as const,
};

export function usePhoneSettings() {
  return useQuery({
    queryKey: phoneAppKeys.settings(),
    queryFn: ({ signal }) => api.get('/api/phone/settings', phoneSettingsViewSchema, signal),
  });
}

export function useSavePhoneSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneSettings) => api.put('/api/phone/settings', input, phoneSettingsViewSchema),
    onSuccess: (saved) => queryClient.setQueryData(phoneAppKeys.settings(), saved),
  });
}

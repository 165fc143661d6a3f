import { useQuery } from '@tanstack/react-query';
import { consentSourceSchema } from '../../../../domain/schemas/person-data';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

export function useConsentSource(leadId: string) {
  return useQuery({
    queryKey: leadKeys.consent(leadId),
    queryFn: ({ signal }) => api.get(`/api/lead/${leadId}/consent-source`, consentSourceSchema, signal),
  });
}

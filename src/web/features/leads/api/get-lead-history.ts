import { useQuery } from '@tanstack/react-query';
import { leadHistoryListSchema } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

export function getLeadHistory(id: string, signal?: AbortSignal) {
  return api.get(`/api/lead/getLeadHistoryByLeadId/${id}`, leadHistoryListSchema, signal).then((r) => r.history);
}

export function useLeadHistory(id: string) {
  return useQuery({ queryKey: leadKeys.history(id), queryFn: ({ signal }) => getLeadHistory(id, signal) });
}

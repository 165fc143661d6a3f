import { useQuery } from '@tanstack/react-query';
import { entityHistoryListSchema } from '../../../../domain/schemas/entity';
import { api } from '../../../lib/api-client';
import { entityKeys } from './keys';

export function getHistory(id: string, signal?: AbortSignal) {
  return api.get(`/api/entities/history/${id}`, entityHistoryListSchema, signal).then((r) => r.history);
}

export function useHistory(id: string) {
  return useQuery({ queryKey: entityKeys.history(id), queryFn: ({ signal }) => getHistory(id, signal) });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { leadListSchema } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

export function getRecycleBin(search: string, page: number, pageSize: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search.trim()) params.set('search', search.trim());
  return api.get(`/api/lead/getRecycleBinsLeads?${params}`, leadListSchema, signal);
}

export function useRecycleBin(search: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: leadKeys.binPage(search, page, pageSize),
    queryFn: ({ signal }) => getRecycleBin(search, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

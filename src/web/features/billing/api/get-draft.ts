import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { draftSchema } from '../../../../domain/schemas/draft';
import { api } from '../../../lib/api-client';
import { draftKeys } from './keys';

const draftResponseSchema = z.object({ draft: draftSchema });

export function getDraft(id: string, signal?: AbortSignal) {
  return api.get(`/api/drafts/${id}`, draftResponseSchema, signal).then((r) => r.draft);
}

export function useDraft(id: string | null) {
  return useQuery({
    queryKey: draftKeys.one(id),
    queryFn: ({ signal }) => getDraft(id ?? '', signal),
    enabled: Boolean(id),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

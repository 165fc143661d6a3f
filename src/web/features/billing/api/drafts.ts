import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageSchema } from '../../../../domain/schemas/common';
import { type DraftCreateInput, type DraftUpdateInput, draftSchema } from '../../../../domain/schemas/draft';
import { api } from '../../../lib/api-client';

const draftResponse = z.object({ draft: draftSchema });

export function useDrafts() {
  return useQuery({
    queryKey: ['drafts', 'list'],
    queryFn: ({ signal }) =>
      api.get('/api/drafts', z.object({ drafts: z.array(draftSchema) }), signal).then((r) => r.drafts),
  });
}

export function useDraft(id: string | null) {
  return useQuery({
    queryKey: ['drafts', 'one', id],
    queryFn: ({ signal }) => api.get(`/api/drafts/${id}`, draftResponse, signal).then((r) => r.draft),
    enabled: Boolean(id),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function createDraft(input: DraftCreateInput) {
  return api.post('/api/drafts', input, draftResponse).then((r) => r.draft);
}

export function updateDraft(id: string, input: DraftUpdateInput) {
  return api.put(`/api/drafts/${id}`, input, draftResponse).then((r) => r.draft);
}

export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/drafts/${id}`, messageSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['drafts'] }),
  });
}

import { type MutationMeta, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type SourceInput, sourceSchema } from '../../../../domain/schemas/source';
import { api } from '../../../lib/api-client';
import { sourceKeys } from './keys';

const sourceResponseSchema = z.object({ source: sourceSchema });

export function updateSource(id: string, input: SourceInput) {
  return api.put(`/api/source/updateSource/${id}`, input, sourceResponseSchema).then((r) => r.source);
}

/** `meta.errorTitle` where the screen has no form to show a failure in (the Active switch). */
export function useUpdateSource(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: ({ id, input }: { id: string; input: SourceInput }) => updateSource(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
  });
}

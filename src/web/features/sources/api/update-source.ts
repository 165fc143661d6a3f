import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type SourceInput, sourceSchema } from '../../../../domain/schemas/source';
import { api } from '../../../lib/api-client';

const sourceResponseSchema = z.object({ source: sourceSchema });

export function updateSource(id: string, input: SourceInput) {
  return api.put(`/api/source/updateSource/${id}`, input, sourceResponseSchema).then((r) => r.source);
}

export function useUpdateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SourceInput }) => updateSource(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sources'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type SourceInput, sourceSchema } from '../../../../domain/schemas/source';
import { api } from '../../../lib/api-client';
import { sourceKeys } from './keys';

const sourceResponseSchema = z.object({ source: sourceSchema });

export function createSource(input: SourceInput) {
  return api.post('/api/source/create', input, sourceResponseSchema).then((r) => r.source);
}

export function useCreateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
  });
}

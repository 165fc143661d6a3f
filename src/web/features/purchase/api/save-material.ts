import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MaterialInput, materialSchema } from '../../../../domain/schemas/material';
import { api } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

export function saveMaterial(id: string | null, input: MaterialInput) {
  return id
    ? api.put(`/api/materials/update/${id}`, input, materialSchema)
    : api.post('/api/materials/add', input, materialSchema);
}

export function useSaveMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: MaterialInput }) => saveMaterial(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.materials() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type EntityInput, entityDetailSchema } from '../../../../domain/schemas/entity';
import { api } from '../../../lib/api-client';
import { entityKeys } from './keys';

const responseSchema = z.object({ entity: entityDetailSchema });

/** Adds an entity (id null) or saves changes to one. */
export function saveEntity(id: string | null, input: EntityInput) {
  const request = id
    ? api.put(`/api/entities/${id}`, input, responseSchema)
    : api.post('/api/entities', input, responseSchema);
  return request.then((r) => r.entity);
}

export function useSaveEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: EntityInput }) => saveEntity(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  });
}

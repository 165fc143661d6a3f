import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { entityDetailSchema } from '../../../../domain/schemas/entity';
import { api } from '../../../lib/api-client';
import { entityKeys } from './keys';

const responseSchema = z.object({ entity: entityDetailSchema });

export function deleteDocument(entityId: string, documentId: string) {
  return api.delete(`/api/entities/${entityId}/documents/${documentId}`, responseSchema).then((r) => r.entity);
}

export function useDeleteDocument(entityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(entityId, documentId),
    meta: { errorTitle: 'Could not delete the document' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  });
}

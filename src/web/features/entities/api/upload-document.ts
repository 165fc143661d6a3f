import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type EntityDocumentKind, entityDetailSchema } from '../../../../domain/schemas/entity';
import { api } from '../../../lib/api-client';
import { entityKeys } from './keys';

const responseSchema = z.object({ entity: entityDetailSchema });

export function uploadDocument(entityId: string, input: { kind: EntityDocumentKind; title: string; file: File }) {
  const form = new FormData();
  form.set('kind', input.kind);
  if (input.title.trim()) form.set('title', input.title.trim());
  form.set('file', input.file);
  return api.post(`/api/entities/${entityId}/add-document`, form, responseSchema).then((r) => r.entity);
}

export function useUploadDocument(entityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: EntityDocumentKind; title: string; file: File }) => uploadDocument(entityId, input),
    meta: { errorTitle: 'Could not upload the document' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  });
}

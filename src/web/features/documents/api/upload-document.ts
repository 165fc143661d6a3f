import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { documentSchema } from '../../../../domain/schemas/document';
import { api } from '../../../lib/api-client';
import { documentKeys } from './keys';

const documentResponseSchema = z.object({ document: documentSchema });

/** Multipart: title, category, description and one `file`. */
export function uploadDocument(form: FormData) {
  return api.post('/api/document/upload', form, documentResponseSchema).then((r) => r.document);
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { uploaderSchema } from '../../../../domain/schemas/document';
import { api } from '../../../lib/api-client';

const uploadersResponseSchema = z.object({ uploaders: z.array(uploaderSchema) });

export function getUploaders(signal?: AbortSignal) {
  return api.get('/api/document/uploaders', uploadersResponseSchema, signal).then((r) => r.uploaders);
}

export function useUploaders() {
  return useQuery({ queryKey: ['documents', 'uploaders'], queryFn: ({ signal }) => getUploaders(signal) });
}

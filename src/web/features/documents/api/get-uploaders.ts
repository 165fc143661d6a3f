import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { uploaderSchema } from '../../../../domain/schemas/document';
import { api } from '../../../lib/api-client';
import { documentKeys } from './keys';

const uploadersResponseSchema = z.object({ uploaders: z.array(uploaderSchema) });

export function getUploaders(signal?: AbortSignal) {
  return api.get('/api/document/uploaders', uploadersResponseSchema, signal).then((r) => r.uploaders);
}

export function useUploaders() {
  return useQuery({ queryKey: documentKeys.uploaders(), queryFn: ({ signal }) => getUploaders(signal) });
}

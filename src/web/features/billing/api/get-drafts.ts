import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { draftSchema } from '../../../../domain/schemas/draft';
import { api } from '../../../lib/api-client';

const draftsResponseSchema = z.object({ drafts: z.array(draftSchema) });

export function getDrafts(signal?: AbortSignal) {
  return api.get('/api/drafts', draftsResponseSchema, signal).then((r) => r.drafts);
}

export function useDrafts() {
  return useQuery({ queryKey: ['drafts', 'list'], queryFn: ({ signal }) => getDrafts(signal) });
}

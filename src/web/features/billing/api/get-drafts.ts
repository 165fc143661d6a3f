import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { draftSchema } from '../../../../domain/schemas/draft';
import { api } from '../../../lib/api-client';
import { draftKeys } from './keys';

const draftsResponseSchema = z.object({ drafts: z.array(draftSchema) });

export function getDrafts(signal?: AbortSignal) {
  return api.get('/api/drafts', draftsResponseSchema, signal).then((r) => r.drafts);
}

export function useDrafts() {
  return useQuery({ queryKey: draftKeys.list(), queryFn: ({ signal }) => getDrafts(signal) });
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sourceSchema } from '../../../../domain/schemas/source';
import { api } from '../../../lib/api-client';
import { sourceKeys } from './keys';

const sourcesResponseSchema = z.object({ sources: z.array(sourceSchema) });

export function getSources(signal?: AbortSignal) {
  return api.get('/api/source/getAllSource', sourcesResponseSchema, signal).then((r) => r.sources);
}

export function useSources() {
  return useQuery({ queryKey: sourceKeys.list(), queryFn: ({ signal }) => getSources(signal) });
}

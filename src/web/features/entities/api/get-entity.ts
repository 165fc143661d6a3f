import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { entityDetailSchema } from '../../../../domain/schemas/entity';
import { api } from '../../../lib/api-client';
import { entityKeys } from './keys';

const responseSchema = z.object({ entity: entityDetailSchema });

export function getEntity(id: string, signal?: AbortSignal) {
  return api.get(`/api/entities/${id}`, responseSchema, signal).then((r) => r.entity);
}

export function useEntity(id: string) {
  return useQuery({ queryKey: entityKeys.one(id), queryFn: ({ signal }) => getEntity(id, signal) });
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { leadSchema } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

const responseSchema = z.object({ lead: leadSchema });

export function getLead(id: string, signal?: AbortSignal) {
  return api.get(`/api/lead/getLeadById/${id}`, responseSchema, signal).then((r) => r.lead);
}

export function useLead(id: string) {
  return useQuery({ queryKey: leadKeys.one(id), queryFn: ({ signal }) => getLead(id, signal) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type LeadCreateInput, leadSchema } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

const responseSchema = z.object({ lead: leadSchema });

/** Adds a lead (id null) or saves changes to one; an edit does not send the status (it has its own request). */
export function saveLead(id: string | null, input: LeadCreateInput) {
  const { status, ...fields } = input;
  const request = id
    ? api.put(`/api/lead/update/${id}`, fields, responseSchema)
    : api.post('/api/lead/create', input, responseSchema);
  return request.then((r) => r.lead);
}

export function useSaveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: LeadCreateInput }) => saveLead(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

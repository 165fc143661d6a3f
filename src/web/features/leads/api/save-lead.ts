import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { type LeadCreateInput, leadSchema } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';
import { useRefreshSalesWork } from '../../../lib/sales-work';

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
  // A change of holder takes the lead's follow-up and visits along (decision 155): refresh those too.
  const refresh = useRefreshSalesWork();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: LeadCreateInput }) => saveLead(id, input),
    onSuccess: refresh,
  });
}

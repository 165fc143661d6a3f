import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type LeadStatusUpdate, leadSchema } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';

const responseSchema = z.object({ lead: leadSchema });

export function updateLeadStatus(id: string, input: LeadStatusUpdate) {
  return api.put(`/api/lead/updateLeadStatus/${id}`, input, responseSchema).then((r) => r.lead);
}

export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LeadStatusUpdate }) => updateLeadStatus(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}

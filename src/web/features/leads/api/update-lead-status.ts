import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type LeadStatusUpdate, leadSchema } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

const responseSchema = z.object({ lead: leadSchema });

export function updateLeadStatus(id: string, input: LeadStatusUpdate) {
  return api.put(`/api/lead/updateLeadStatus/${id}`, input, responseSchema).then((r) => r.lead);
}

export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LeadStatusUpdate }) => updateLeadStatus(id, input),
    meta: { errorTitle: 'Could not change the status' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { LeadAssignInput } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';

const responseSchema = z.object({ message: z.string(), updated: z.number() });

export function assignLeads(input: LeadAssignInput) {
  return api.put('/api/lead/assign', input, responseSchema);
}

export function useAssignLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignLeads,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}

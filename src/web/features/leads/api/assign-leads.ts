import { type MutationMeta, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { LeadAssignInput } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

const responseSchema = z.object({ message: z.string(), updated: z.number() });

export function assignLeads(input: LeadAssignInput) {
  return api.put('/api/lead/assign', input, responseSchema);
}

/** `meta.errorTitle` where no form shows the failure (the lead page's assign button). */
export function useAssignLeads(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignLeads,
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

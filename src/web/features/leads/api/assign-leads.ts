import { type MutationMeta, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { LeadAssignInput } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';
import { useRefreshSalesWork } from '../../../lib/sales-work';

const responseSchema = z.object({ message: z.string(), updated: z.number() });

export function assignLeads(input: LeadAssignInput) {
  return api.put('/api/lead/assign', input, responseSchema);
}

/** `meta.errorTitle` where no form shows the failure (the lead page's assign button). */
export function useAssignLeads(meta?: MutationMeta) {
  // A change of holder takes the lead's follow-up and visits along (decision 155): refresh those too.
  const refresh = useRefreshSalesWork();
  return useMutation({
    mutationFn: assignLeads,
    meta,
    onSuccess: refresh,
  });
}

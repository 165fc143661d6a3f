import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useRefreshSalesWork } from '../../../lib/sales-work';

const responseSchema = z.object({ message: z.string(), updated: z.number(), left: z.number() });

/** Every idle lead to someone else by the assignment rules (decision 054). */
export function useReassignIdle() {
  // A change of holder takes the lead's follow-up and visits along (decision 155): refresh those too.
  const refresh = useRefreshSalesWork();
  return useMutation({
    mutationFn: () => api.post('/api/lead/reassignIdle', {}, responseSchema),
    meta: { errorTitle: 'Could not reassign the idle leads' },
    onSuccess: refresh,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

const responseSchema = z.object({ message: z.string(), updated: z.number(), left: z.number() });

/** Every idle lead to someone else by the assignment rules (decision 054). */
export function useReassignIdle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/lead/reassignIdle', {}, responseSchema),
    meta: { errorTitle: 'Could not reassign the idle leads' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

const responseSchema = z.object({ message: z.string() });

/** One lead, or several (the bulk request skips leads already in the bin). */
export function moveToRecycleBin(leadIds: string[]) {
  return leadIds.length === 1
    ? api.put(`/api/lead/moveToRecycleBin/${leadIds[0]}`, undefined, responseSchema)
    : api.put('/api/lead/moveAllLeadsToRecycleBin', { leadIds }, responseSchema);
}

export function useMoveToRecycleBin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveToRecycleBin,
    meta: { errorTitle: 'Could not move to the recycle bin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

const responseSchema = z.object({ message: z.string() });

/** Permanent: the server accepts it only for a lead in the recycle bin. */
export function purgeLead(id: string) {
  return api.delete(`/api/lead/deleteLead/${id}`, responseSchema);
}

export function usePurgeLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeLead,
    meta: { errorTitle: 'Could not delete the lead' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.bin() }),
  });
}

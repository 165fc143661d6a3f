import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

const responseSchema = z.object({ message: z.string() });

export function restoreLead(id: string) {
  return api.put(`/api/lead/restoreLead/${id}`, undefined, responseSchema);
}

export function useRestoreLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreLead,
    meta: { errorTitle: 'Could not restore the lead' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const responseSchema = z.object({ message: z.string() });

export function restoreLead(id: string) {
  return api.put(`/api/lead/restoreLead/${id}`, undefined, responseSchema);
}

export function useRestoreLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type BranchInput, branchSchema } from '../../../../domain/schemas/branch';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/shared-queries';

const branchResponseSchema = z.object({ branch: branchSchema });

export function updateBranch(id: string, input: BranchInput) {
  return api.put(`/api/branch/updateBranch/${id}`, input, branchResponseSchema).then((r) => r.branch);
}

export function useUpdateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BranchInput }) => updateBranch(id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.branches });
      // Members show their branch's name.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.team });
    },
  });
}

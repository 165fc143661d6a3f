import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type BranchInput, branchSchema } from '../../../../domain/schemas/branch';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/shared-queries';

const branchResponseSchema = z.object({ branch: branchSchema });

export function createBranch(input: BranchInput) {
  return api.post('/api/branch/create', input, branchResponseSchema).then((r) => r.branch);
}

export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.branches }),
  });
}

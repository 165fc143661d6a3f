import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { branchSchema } from '../../../../domain/schemas/branch';
import { api } from '../../../lib/api-client';

const branchesResponseSchema = z.object({ branches: z.array(branchSchema) });

/** Branches for the member form's Branch field. */
export function getBranchOptions(signal?: AbortSignal) {
  return api
    .get('/api/branch/getAllBranch', branchesResponseSchema, signal)
    .then((r) => r.branches.map((branch) => ({ value: branch._id, label: branch.name })));
}

export function useBranchOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['branches', 'options'],
    queryFn: ({ signal }) => getBranchOptions(signal),
    enabled,
  });
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { branchSchema } from '../../../../domain/schemas/branch';
import { api } from '../../../lib/api-client';

const branchesResponseSchema = z.object({ branches: z.array(branchSchema) });

export function getBranches(signal?: AbortSignal) {
  return api.get('/api/branch/getAllBranch', branchesResponseSchema, signal).then((r) => r.branches);
}

export function useBranches() {
  return useQuery({ queryKey: ['branches', 'list'], queryFn: ({ signal }) => getBranches(signal) });
}

import { useQuery } from '@tanstack/react-query';
import { branchesQueryOptions } from '../../../lib/shared-queries';

export function useBranches() {
  return useQuery(branchesQueryOptions());
}

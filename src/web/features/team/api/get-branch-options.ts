import { useQuery } from '@tanstack/react-query';
import type { Branch } from '../../../../domain/schemas/branch';
import { branchesQueryOptions } from '../../../lib/shared-queries';

const toOptions = (branches: Branch[]) => branches.map((branch) => ({ value: branch._id, label: branch.name }));

/** Branches for the member form's Branch field (the Branches screen's cache entry). */
export function useBranchOptions(enabled: boolean) {
  return useQuery({ ...branchesQueryOptions(), select: toOptions, enabled });
}

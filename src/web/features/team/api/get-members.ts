import { useQuery } from '@tanstack/react-query';
import { membersQueryOptions } from '../../../lib/shared-queries';

export function useMembers() {
  return useQuery(membersQueryOptions());
}

import { useQuery } from '@tanstack/react-query';
import { banksQueryOptions } from '../../../lib/shared-queries';

export function useBanks() {
  return useQuery(banksQueryOptions());
}

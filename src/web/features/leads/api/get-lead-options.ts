import { useQuery } from '@tanstack/react-query';
import { leadOptionsSchema } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

export function getLeadOptions(signal?: AbortSignal) {
  return api.get('/api/lead/getLeadFormOptions', leadOptionsSchema, signal);
}

/** Sources, branches and assignable members for the pickers; they change rarely. */
export function useLeadOptions() {
  return useQuery({
    queryKey: leadKeys.options(),
    queryFn: ({ signal }) => getLeadOptions(signal),
    staleTime: 60_000,
  });
}

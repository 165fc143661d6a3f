import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MemberCreateInput, memberCreatedSchema } from '../../../../domain/schemas/team';
import { api } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** Adds a member and returns their first invitation link. */
export function createMember(input: MemberCreateInput) {
  return api.post('/api/team/createMember', input, memberCreatedSchema);
}

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

import { type MutationMeta, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type MemberUpdateInput, memberSchema } from '../../../../domain/schemas/team';
import { api } from '../../../lib/api-client';
import { teamKeys } from './keys';

const memberResponseSchema = z.object({ member: memberSchema });

/** Edits, approves (giving a role), deactivates or re-activates a member. */
export function updateMember(id: string, input: MemberUpdateInput) {
  return api.put(`/api/team/updateMember/${id}`, input, memberResponseSchema).then((r) => r.member);
}

/** `meta.errorTitle` where no form shows the failure (the team list's buttons). */
export function useUpdateMember(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: ({ id, input }: { id: string; input: MemberUpdateInput }) => updateMember(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

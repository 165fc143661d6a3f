import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** Deletes a member; the server answers 409 (suggesting deactivation) when their records must stay. */
export function deleteMember(id: string) {
  return api.delete(`/api/team/deleteMember/${id}`, messageSchema);
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    meta: { errorTitle: 'Could not delete the member' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

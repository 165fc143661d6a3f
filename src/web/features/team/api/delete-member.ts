import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';

/** Deletes a member; the server answers 409 (suggesting deactivation) when their records must stay. */
export function deleteMember(id: string) {
  return api.delete(`/api/team/deleteMember/${id}`, messageSchema);
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '../../../../domain/schemas/common';
import { api } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

/** 409 while a purchase line uses the material. */
export function deleteMaterial(id: string) {
  return api.delete(`/api/materials/delete/${id}`, messageSchema);
}

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    meta: { errorTitle: 'Could not delete the material' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.materials() }),
  });
}

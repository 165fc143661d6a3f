import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SupplierInput, supplierSchema } from '../../../../domain/schemas/supplier';
import { api } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

export function saveSupplier(id: string | null, input: SupplierInput) {
  return id
    ? api.put(`/api/suppliers/update/${id}`, input, supplierSchema)
    : api.post('/api/suppliers/add', input, supplierSchema);
}

export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SupplierInput }) => saveSupplier(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

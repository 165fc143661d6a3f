import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerResponseSchema } from './get-customer';
import { customerKeys } from './keys';

/** Uploads other documents: repeated `otherDoc` files; the detail is then re-fetched. */
export function addCustomerDocuments({ id, files }: { id: string; files: File[] }) {
  const form = new FormData();
  for (const file of files) form.append('otherDoc', file);
  return api.post(`/api/customer-property/${id}/add-document`, form, customerResponseSchema).then((r) => r.data);
}

export function removeCustomerDocument({ id, fileId }: { id: string; fileId: string }) {
  return api.delete(`/api/customer-property/${id}/documents/${fileId}`, customerResponseSchema).then((r) => r.data);
}

function useRefreshCustomer() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.invalidateQueries({ queryKey: customerKeys.all }).then(() => id);
}

export function useAddCustomerDocuments() {
  const refresh = useRefreshCustomer();
  return useMutation({ mutationFn: addCustomerDocuments, onSuccess: (_data, { id }) => refresh(id) });
}

export function useRemoveCustomerDocument() {
  const refresh = useRefreshCustomer();
  return useMutation({
    mutationFn: removeCustomerDocument,
    meta: { errorTitle: 'Could not remove the document' },
    onSuccess: (_data, { id }) => refresh(id),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type BankInput, bankSchema } from '../../../../domain/schemas/bank';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/shared-queries';

const bankResponseSchema = z.object({ bank: bankSchema });

export function updateBank(id: string, input: BankInput) {
  return api.put(`/api/bank/updateBank/${id}`, input, bankResponseSchema).then((r) => r.bank);
}

export function useUpdateBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BankInput }) => updateBank(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.banks }),
  });
}

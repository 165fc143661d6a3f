import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type BankInput, bankSchema } from '../../../../domain/schemas/bank';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/shared-queries';

const bankResponseSchema = z.object({ bank: bankSchema });

export function createBank(input: BankInput) {
  return api.post('/api/bank/createBank', input, bankResponseSchema).then((r) => r.bank);
}

export function useCreateBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.banks }),
  });
}

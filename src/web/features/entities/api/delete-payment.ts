import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { entityMoneySchema } from '../../../../domain/schemas/buyer-money';
import { api } from '../../../lib/api-client';
import { entityKeys } from './keys';

const responseSchema = entityMoneySchema.extend({ message: z.string() });

export function deletePayment(entityId: string, paymentId: string) {
  return api.delete(`/api/entities/payment/${entityId}/${paymentId}`, responseSchema);
}

export function useDeletePayment(entityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => deletePayment(entityId, paymentId),
    meta: { errorTitle: 'Could not delete the payment' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  });
}

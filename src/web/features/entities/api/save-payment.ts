import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entityMoneySchema } from '../../../../domain/schemas/buyer-money';
import { type EntityPaymentInput, entityPaymentSchema } from '../../../../domain/schemas/entity-payment';
import { api } from '../../../lib/api-client';
import { entityKeys } from './keys';

const responseSchema = entityMoneySchema.extend({ payment: entityPaymentSchema });

/** Records a payment (paymentId null) or saves an edit; the answer carries the new totals. */
export function savePayment(entityId: string, paymentId: string | null, input: EntityPaymentInput) {
  return paymentId
    ? api.put(`/api/entities/payment/${entityId}/${paymentId}`, input, responseSchema)
    : api.post(`/api/entities/payment/${entityId}`, input, responseSchema);
}

export function useSavePayment(entityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, input }: { paymentId: string | null; input: EntityPaymentInput }) =>
      savePayment(entityId, paymentId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  });
}

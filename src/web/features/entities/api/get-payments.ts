import { useQuery } from '@tanstack/react-query';
import { entityMoneySchema } from '../../../../domain/schemas/buyer-money';
import { api } from '../../../lib/api-client';
import { entityKeys } from './keys';

export function getPayments(id: string, signal?: AbortSignal) {
  return api.get(`/api/entities/payment/${id}`, entityMoneySchema, signal);
}

export function usePayments(id: string) {
  return useQuery({
    queryKey: entityKeys.payments(id),
    queryFn: ({ signal }) => getPayments(id, signal),
    // A buyer's receipts are recorded on the booking page, which knows nothing of this key.
    staleTime: 0,
  });
}

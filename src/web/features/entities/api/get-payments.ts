import { useQuery } from '@tanstack/react-query';
import { entityPaymentSummarySchema } from '../../../../domain/schemas/entity-payment';
import { api } from '../../../lib/api-client';
import { entityKeys } from './keys';

export function getPayments(id: string, signal?: AbortSignal) {
  return api.get(`/api/entities/payment/${id}`, entityPaymentSummarySchema, signal);
}

export function usePayments(id: string) {
  return useQuery({ queryKey: entityKeys.payments(id), queryFn: ({ signal }) => getPayments(id, signal) });
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { entityDetailSchema } from '../../../../domain/schemas/entity';
import { entityPaymentSummarySchema } from '../../../../domain/schemas/entity-payment';
import { api } from '../../../lib/api-client';

const entityResponseSchema = z.object({ entity: entityDetailSchema });

/** A flat buyer's record and payments, to write into a letter. */
export async function getCustomerForLetter(id: string, signal?: AbortSignal) {
  const [customer, payments] = await Promise.all([
    api.get(`/api/entities/${id}`, entityResponseSchema, signal).then((r) => r.entity),
    api.get(`/api/entities/payment/${id}`, entityPaymentSummarySchema, signal),
  ]);
  return { customer, payments };
}

export function useCustomerForLetter(id: string | null) {
  return useQuery({
    queryKey: ['letters', 'customer', id],
    enabled: Boolean(id),
    queryFn: ({ signal }) => getCustomerForLetter(id as string, signal),
  });
}

/** Just a flat buyer's record (the hub shows whose letters it lists). */
export function useCustomer(id: string | null) {
  return useQuery({
    queryKey: ['letters', 'customer-record', id],
    enabled: Boolean(id),
    queryFn: ({ signal }) => api.get(`/api/entities/${id}`, entityResponseSchema, signal).then((r) => r.entity),
  });
}

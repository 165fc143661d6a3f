import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { customerContactListSchema } from '../../../../domain/schemas/customer-contact';
import { entityDetailSchema } from '../../../../domain/schemas/entity';
import { entityPaymentSummarySchema } from '../../../../domain/schemas/entity-payment';
import { api } from '../../../lib/api-client';
import { letterKeys } from './keys';

const entityResponseSchema = z.object({ entity: entityDetailSchema });

/** A flat buyer's record, payments and co-applicants, to write into a letter. */
export async function getCustomerForLetter(id: string, signal?: AbortSignal) {
  const [customer, payments, contacts] = await Promise.all([
    api.get(`/api/entities/${id}`, entityResponseSchema, signal).then((r) => r.entity),
    api.get(`/api/entities/payment/${id}`, entityPaymentSummarySchema, signal),
    api.get(`/api/customerContact?entityId=${id}`, customerContactListSchema, signal),
  ]);
  const coApplicants = contacts.contacts.filter((c) => c.kind === 'co_applicant').map((c) => c.name);
  return { customer, payments, coApplicants };
}

export function useCustomerForLetter(id: string | null) {
  return useQuery({
    queryKey: letterKeys.customer(id),
    enabled: Boolean(id),
    queryFn: ({ signal }) => getCustomerForLetter(id as string, signal),
  });
}

/** Just a flat buyer's record (the hub shows whose letters it lists). */
export function useCustomer(id: string | null) {
  return useQuery({
    queryKey: letterKeys.customerRecord(id),
    enabled: Boolean(id),
    queryFn: ({ signal }) => api.get(`/api/entities/${id}`, entityResponseSchema, signal).then((r) => r.entity),
  });
}

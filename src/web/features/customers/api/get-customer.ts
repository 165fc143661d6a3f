import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { customerPropertySchema } from '../../../../domain/schemas/customer-property';
import { api } from '../../../lib/api-client';
import { customerKeys } from './keys';

export const customerResponseSchema = z.object({ data: customerPropertySchema });

export function getCustomer(id: string, signal?: AbortSignal) {
  return api.get(`/api/customer-property/${id}`, customerResponseSchema, signal).then((r) => r.data);
}

export function useCustomer(id: string) {
  return useQuery({ queryKey: customerKeys.detail(id), queryFn: ({ signal }) => getCustomer(id, signal) });
}

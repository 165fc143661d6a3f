import { useQuery } from '@tanstack/react-query';
import { supplierListSchema } from '../../../../domain/schemas/supplier';
import { api } from '../../../lib/api-client';

export function getSuppliers(signal?: AbortSignal) {
  return api.get('/api/suppliers/list', supplierListSchema, signal).then((r) => r.suppliers);
}

export function useSuppliers() {
  return useQuery({ queryKey: ['purchase', 'suppliers'], queryFn: ({ signal }) => getSuppliers(signal) });
}

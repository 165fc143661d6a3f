import { useQuery } from '@tanstack/react-query';
import { supplierListSchema } from '../../../../domain/schemas/supplier';
import { api } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

export function getSuppliers(signal?: AbortSignal) {
  return api.get('/api/suppliers/list', supplierListSchema, signal).then((r) => r.suppliers);
}

export function useSuppliers() {
  return useQuery({ queryKey: purchaseKeys.suppliers(), queryFn: ({ signal }) => getSuppliers(signal) });
}

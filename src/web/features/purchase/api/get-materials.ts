import { useQuery } from '@tanstack/react-query';
import { materialListSchema } from '../../../../domain/schemas/material';
import { api } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

export function getMaterials(signal?: AbortSignal) {
  return api.get('/api/materials/list', materialListSchema, signal).then((r) => r.materials);
}

export function useMaterials() {
  return useQuery({ queryKey: purchaseKeys.materials(), queryFn: ({ signal }) => getMaterials(signal) });
}

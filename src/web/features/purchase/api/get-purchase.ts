import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { purchaseSchema } from '../../../../domain/schemas/purchase';
import { api } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

export const onePurchaseSchema = z.object({ purchase: purchaseSchema });

export function getPurchase(id: string, signal?: AbortSignal) {
  return api.get(`/api/purchases/${id}`, onePurchaseSchema, signal).then((r) => r.purchase);
}

export function usePurchase(id: string | null) {
  return useQuery({
    queryKey: purchaseKeys.purchase(id),
    enabled: Boolean(id),
    queryFn: ({ signal }) => getPurchase(id as string, signal),
  });
}

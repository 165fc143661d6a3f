import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { bankSchema } from '../../../../domain/schemas/bank';
import { api } from '../../../lib/api-client';

const banksResponseSchema = z.object({ banks: z.array(bankSchema) });

export function getBanks(signal?: AbortSignal) {
  return api.get('/api/bank/getAllBanks', banksResponseSchema, signal).then((r) => r.banks);
}

export function useBanks() {
  return useQuery({ queryKey: ['banks', 'list'], queryFn: ({ signal }) => getBanks(signal) });
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { bankSchema } from '../../../../domain/schemas/bank';
import { api } from '../../../lib/api-client';

const responseSchema = z.object({ banks: z.array(bankSchema) });

/** The company's bank accounts, to copy one onto a quotation. */
export function useCompanyBanks() {
  return useQuery({
    queryKey: ['banks', 'list'],
    queryFn: ({ signal }) => api.get('/api/bank/getAllBanks', responseSchema, signal).then((r) => r.banks),
  });
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { quotationSchema } from '../../../../domain/schemas/quotation';
import { api } from '../../../lib/api-client';
import { quotationKeys } from './keys';

const responseSchema = z.object({ data: quotationSchema });

export function getQuotation(id: string, signal?: AbortSignal) {
  return api.get(`/api/quotations/featch/${id}`, responseSchema, signal).then((r) => r.data);
}

export function useQuotation(id: string | undefined) {
  return useQuery({
    queryKey: quotationKeys.one(id),
    queryFn: ({ signal }) => getQuotation(id as string, signal),
    enabled: Boolean(id),
    retry: false,
  });
}

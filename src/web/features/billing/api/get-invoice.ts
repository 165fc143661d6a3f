import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { invoiceSchema } from '../../../../domain/schemas/invoice';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './keys';

const invoiceResponseSchema = z.object({ data: invoiceSchema });

export function getInvoice(id: string, signal?: AbortSignal) {
  return api.get(`/api/invoiceQuotation/${id}`, invoiceResponseSchema, signal).then((r) => r.data);
}

export function useInvoice(id: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.one(id),
    queryFn: ({ signal }) => getInvoice(id ?? '', signal),
    enabled: Boolean(id),
    retry: false,
  });
}

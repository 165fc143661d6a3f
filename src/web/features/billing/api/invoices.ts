import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type InvoiceCreateInput, invoicePageSchema, invoiceSchema } from '../../../../domain/schemas/invoice';
import { api } from '../../../lib/api-client';

const responseSchema = z.object({ data: invoiceSchema });

export function useInvoicePage(query: { search: string; page: number }) {
  return useQuery({
    queryKey: ['invoices', 'page', query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page), pageSize: '10' });
      if (query.search) params.set('search', query.search);
      return api.get(`/api/invoiceQuotation/list?${params}`, invoicePageSchema, signal);
    },
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: string | undefined) {
  return useQuery({
    queryKey: ['invoices', 'one', id],
    queryFn: ({ signal }) => api.get(`/api/invoiceQuotation/${id}`, responseSchema, signal).then((r) => r.data),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceCreateInput) =>
      api.post('/api/invoiceQuotation/create', input, responseSchema).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invoices'] }),
  });
}

export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post(`/api/invoiceQuotation/${id}/cancel`, { reason }, responseSchema).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invoices'] }),
  });
}

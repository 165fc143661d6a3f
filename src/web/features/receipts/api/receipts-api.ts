import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { searchString } from '../../../../domain/paths';
import { type ReceiptInput, receiptSchema } from '../../../../domain/schemas/collections';
import {
  bookingReceiptsSchema,
  type ChequeQuery,
  chequeListSchema,
  receiptCreatedSchema,
  type TdsQuery,
  tdsListSchema,
} from '../../../../domain/schemas/receipts';
import { api } from '../../../lib/api-client';
import { bookingKeys } from '../../bookings';

export const receiptKeys = {
  all: ['receipts'] as const,
  booking: (id: string) => ['receipts', 'booking', id] as const,
  cheques: (q: ChequeQuery) => ['receipts', 'cheques', q] as const,
  tds: (q: TdsQuery) => ['receipts', 'tds', q] as const,
};

export function useBookingReceipts(bookingId: string) {
  return useQuery({
    queryKey: receiptKeys.booking(bookingId),
    queryFn: ({ signal }) => api.get(`/api/bookings/${bookingId}/receipts`, bookingReceiptsSchema, signal),
  });
}

/** After any receipt change: the receipts, the registers and the booking's history. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: receiptKeys.all }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    ]);
}

export function useRecordReceipt(bookingId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ input, headers }: { input: ReceiptInput; headers: Record<string, string> }) =>
      api.post(`/api/bookings/${bookingId}/receipts`, input, receiptCreatedSchema, headers),
    onSuccess: invalidate,
  });
}

export function useCheques(query: ChequeQuery) {
  return useQuery({
    queryKey: receiptKeys.cheques(query),
    queryFn: ({ signal }) =>
      api.get(
        `/api/receipts/cheques${searchString(query as Record<string, string | number | undefined>)}`,
        chequeListSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useTds(query: TdsQuery) {
  return useQuery({
    queryKey: receiptKeys.tds(query),
    queryFn: ({ signal }) =>
      api.get(
        `/api/receipts/tds${searchString(query as Record<string, string | number | undefined>)}`,
        tdsListSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export type ReceiptAction = 'clear' | 'bounce' | 'form16b';

const one = z.object({ receipt: receiptSchema });

/** A cheque cleared or bounced, or a Form 16B received. */
export function useReceiptAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      action,
      input,
      headers,
    }: {
      id: string;
      action: ReceiptAction;
      input: unknown;
      headers: Record<string, string>;
    }) => api.post(`/api/receipts/${id}/${action}`, input, one, headers).then((r) => r.receipt),
    onSuccess: invalidate,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { searchString } from '../../../../domain/paths';
import {
  type BookingCreateInput,
  type BookingQuery,
  type BookingSettings,
  bookingListSchema,
  bookingQuoteSchema,
  bookingSchema,
  bookingSettingsSchema,
} from '../../../../domain/schemas/booking';
import { type BookingScheduleValues, bookingScheduleSchema } from '../../../../domain/schemas/booking-schedule';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './keys';

const one = z.object({ booking: bookingSchema });

export function getBookings(filters: BookingQuery, signal?: AbortSignal) {
  return api.get(
    `/api/bookings${searchString(filters as Record<string, string | number | undefined>)}`,
    bookingListSchema,
    signal,
  );
}

export function useBookings(filters: BookingQuery, enabled = true) {
  return useQuery({
    queryKey: bookingKeys.list(filters),
    queryFn: ({ signal }) => getBookings(filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export async function getBooking(id: string, signal?: AbortSignal) {
  return (await api.get(`/api/bookings/${id}`, one, signal)).booking;
}

export function useBooking(id: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.one(id),
    queryFn: ({ signal }) => getBooking(id as string, signal),
    enabled: Boolean(id),
  });
}

export interface QuoteQuery {
  unitId: string;
  bookingDate: string;
  women: boolean;
  discountPercent: number;
}

/** The sheet a booking on that day would freeze; no retry on a 409 (no price list that day). */
export function useBookingQuote(query: QuoteQuery | null) {
  return useQuery({
    queryKey: bookingKeys.quote(query ?? {}),
    queryFn: ({ signal }) =>
      api.get(
        `/api/bookings/quote${searchString({
          unitId: query?.unitId,
          bookingDate: query?.bookingDate,
          women: query?.women ? 'true' : undefined,
          discountPercent: query?.discountPercent || undefined,
        })}`,
        bookingQuoteSchema,
        signal,
      ),
    enabled: Boolean(query?.unitId && query.bookingDate),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, headers }: { input: BookingCreateInput; headers: Record<string, string> }) =>
      api.post('/api/bookings', input, one, headers).then((r) => r.booking),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

export type BookingAction = 'agreement' | 'possession' | 'cancel' | 'transfer' | 'discount';

/** A status change or a discount decision; the answer is the booking (a transfer: the new one). */
export function useBookingAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      input,
      headers,
    }: {
      action: BookingAction;
      input: unknown;
      headers: Record<string, string>;
    }) => api.post(`/api/bookings/${id}/${action}`, input, one, headers).then((r) => r.booking),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

export function useBookingSettings() {
  return useQuery({
    queryKey: bookingKeys.settings(),
    queryFn: ({ signal }) => api.get('/api/bookings/settings', bookingSettingsSchema, signal),
  });
}

export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingSettings) => api.put('/api/bookings/settings', input, bookingSettingsSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** The booking's payment schedule (decision 192). */
export function useBookingSchedule(id: string) {
  return useQuery({
    queryKey: bookingKeys.schedule(id),
    queryFn: ({ signal }) => api.get(`/api/bookings/${id}/schedule`, bookingScheduleSchema, signal),
  });
}

/** Invalidates the whole booking: the schedule and the history entry its change wrote. */
export function useSaveBookingSchedule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingScheduleValues) => api.put(`/api/bookings/${id}/schedule`, input, bookingScheduleSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.one(id) }),
  });
}

export function useScheduleFromPlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentPlanId: string) =>
      api.post(`/api/bookings/${id}/schedule/from-plan`, { paymentPlanId }, bookingScheduleSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.one(id) }),
  });
}

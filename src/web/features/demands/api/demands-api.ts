import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  bookingDemandsSchema,
  type HomeLoanInput,
  towerProgressSchema,
  towerStageSchema,
} from '../../../../domain/schemas/demands';
import { bookingDemandSmsSchema } from '../../../../domain/schemas/notice-sms';
import { api } from '../../../lib/api-client';

/** Query keys of the demands screens: a tower's progress and a booking's demands. */
export const demandKeys = {
  all: ['demands'] as const,
  tower: (id: string | undefined) => ['demands', 'tower', id] as const,
  booking: (id: string | undefined) => ['demands', 'booking', id] as const,
  bookingSms: (id: string | undefined) => ['demands', 'booking', id, 'sms'] as const,
};

/** The SMS of a booking's demands and why none would go now (decision 199). */
export function useBookingDemandSms(bookingId: string) {
  return useQuery({
    queryKey: demandKeys.bookingSms(bookingId),
    queryFn: ({ signal }) => api.get(`/api/bookings/${bookingId}/demand-sms`, bookingDemandSmsSchema, signal),
  });
}

const oneStage = z.object({ stage: towerStageSchema });

/** A tower's progress; polled every 2 s while a stage's raise job is queued or running. */
export function useTowerProgress(towerId: string | undefined) {
  return useQuery({
    queryKey: demandKeys.tower(towerId),
    queryFn: ({ signal }) => api.get(`/api/towers/${towerId}/progress`, towerProgressSchema, signal),
    enabled: Boolean(towerId),
    refetchInterval: (q) =>
      q.state.data?.reached.some((s) => s.raise.status === 'queued' || s.raise.status === 'running') ? 2000 : false,
  });
}

export interface StageForm {
  name: string;
  reachedOn: string;
  note: string;
  files: File[];
}

/** Marks a stage reached (multipart: the certificate and photos ride along); its raise job is queued. */
export function useRecordStage(towerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StageForm) => {
      const form = new FormData();
      form.append('name', input.name);
      form.append('reachedOn', input.reachedOn);
      if (input.note.trim()) form.append('note', input.note);
      for (const file of input.files) form.append('files', file);
      return api.post(`/api/towers/${towerId}/stages`, form, oneStage).then((r) => r.stage);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: demandKeys.all }),
  });
}

export function useRaiseAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stageId: string) => api.post(`/api/tower-stages/${stageId}/raise`, {}, oneStage).then((r) => r.stage),
    meta: { errorTitle: 'Could not raise the demands again' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: demandKeys.all }),
  });
}

export function useOverrideRefusal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refusalId, reason }: { refusalId: string; reason: string }) =>
      api.post(`/api/demand-refusals/${refusalId}/override`, { reason }, bookingDemandsSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: demandKeys.all }),
  });
}

export function useBookingDemands(bookingId: string | undefined) {
  return useQuery({
    queryKey: demandKeys.booking(bookingId),
    queryFn: ({ signal }) => api.get(`/api/bookings/${bookingId}/demands`, bookingDemandsSchema, signal),
    enabled: Boolean(bookingId),
  });
}

export function useSaveHomeLoan(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HomeLoanInput) => api.put(`/api/bookings/${bookingId}/home-loan`, input, bookingDemandsSchema),
    onSuccess: (data) => {
      queryClient.setQueryData(demandKeys.booking(bookingId), data);
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}

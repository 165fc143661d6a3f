import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { messageSchema } from '../../../../domain/schemas/common';
import {
  type PriceListInput,
  priceListListSchema,
  priceListSchema,
  type StampDutyRateInput,
  stampDutyRateSchema,
} from '../../../../domain/schemas/price-list';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';
import { useInvalidating } from './projects';

export function usePriceLists(projectId: string) {
  return useQuery({
    queryKey: projectKeys.priceLists(projectId),
    queryFn: ({ signal }) => api.get(`/api/projects/${projectId}/price-lists`, priceListListSchema, signal),
  });
}

export const useCreatePriceList = (projectId: string) =>
  useInvalidating((input: PriceListInput) =>
    api.post(`/api/projects/${projectId}/price-lists`, input, priceListSchema),
  );

export const useUpdatePriceList = () =>
  useInvalidating(({ id, input }: { id: string; input: PriceListInput }) =>
    api.put(`/api/price-lists/${id}`, input, priceListSchema),
  );

export const useDeletePriceList = () =>
  useInvalidating(
    (id: string) => api.delete(`/api/price-lists/${id}`, messageSchema),
    'Could not delete the price list',
  );

export function useStampDutyRates() {
  return useQuery({
    queryKey: projectKeys.stampDuty(),
    queryFn: ({ signal }) =>
      api.get('/api/stamp-duty-rates', z.object({ rates: z.array(stampDutyRateSchema) }), signal).then((r) => r.rates),
  });
}

export const useCreateStampDutyRate = () =>
  useInvalidating((input: StampDutyRateInput) => api.post('/api/stamp-duty-rates', input, stampDutyRateSchema));

export const useUpdateStampDutyRate = () =>
  useInvalidating(({ id, input }: { id: string; input: StampDutyRateInput }) =>
    api.put(`/api/stamp-duty-rates/${id}`, input, stampDutyRateSchema),
  );

export const useDeleteStampDutyRate = () =>
  useInvalidating(
    (id: string) => api.delete(`/api/stamp-duty-rates/${id}`, messageSchema),
    'Could not delete the rate',
  );

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { searchString } from '../../../../domain/paths';
import { messageSchema } from '../../../../domain/schemas/common';
import {
  type PaymentPlanInput,
  paymentPlanListSchema,
  paymentPlanSchema,
} from '../../../../domain/schemas/payment-plan';
import { api } from '../../../lib/api-client';

/** Query keys of the payment plans: invalidate `all` after any change. */
export const paymentPlanKeys = {
  all: ['payment-plans'] as const,
  list: (filters: object) => [...paymentPlanKeys.all, 'list', filters] as const,
};

/** A project's plans (all projects without one); `archived: false` for the ones a booking may choose. */
export function usePaymentPlans(filters: { projectId?: string; archived?: boolean }, enabled = true) {
  return useQuery({
    queryKey: paymentPlanKeys.list(filters),
    queryFn: ({ signal }) =>
      api
        .get(
          `/api/payment-plans${searchString({ projectId: filters.projectId, archived: filters.archived })}`,
          paymentPlanListSchema,
          signal,
        )
        .then((r) => r.plans),
    enabled,
  });
}

function useInvalidating<V, R>(fn: (variables: V) => Promise<R>, errorTitle?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentPlanKeys.all }),
    ...(errorTitle ? { meta: { errorTitle } } : {}),
  });
}

export const useCreatePaymentPlan = () =>
  useInvalidating((input: PaymentPlanInput) => api.post('/api/payment-plans', input, paymentPlanSchema));

export const useUpdatePaymentPlan = () =>
  useInvalidating(({ id, input }: { id: string; input: PaymentPlanInput }) =>
    api.put(`/api/payment-plans/${id}`, input, paymentPlanSchema),
  );

export const useDeletePaymentPlan = () =>
  useInvalidating(
    (id: string) => api.delete(`/api/payment-plans/${id}`, messageSchema),
    'Could not delete the payment plan',
  );

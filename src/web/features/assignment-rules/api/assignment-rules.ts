import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type AssignmentRuleInput,
  assignmentRuleListSchema,
  assignmentRuleSchema,
} from '../../../../domain/schemas/assignment-rule';
import { messageSchema } from '../../../../domain/schemas/common';
import { leadOptionsSchema } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';

/** Query keys of this feature's records: invalidate a root to refresh everything under it. */
export const ruleKeys = {
  all: ['assignment-rules'] as const,
  list: () => [...ruleKeys.all, 'list'] as const,
  options: () => [...ruleKeys.all, 'options'] as const,
};

const one = z.object({ rule: assignmentRuleSchema });

export function useAssignmentRules() {
  return useQuery({
    queryKey: ruleKeys.list(),
    queryFn: ({ signal }) => api.get('/api/assignment-rules', assignmentRuleListSchema, signal),
  });
}

/** Sources, branches and assignable members for the pickers (the lead form's own list). */
export function useRuleOptions() {
  return useQuery({
    queryKey: ruleKeys.options(),
    queryFn: ({ signal }) => api.get('/api/lead/getLeadFormOptions', leadOptionsSchema, signal),
    staleTime: 60_000,
  });
}

function useRuleMutation<V>(mutationFn: (v: V) => Promise<unknown>, errorTitle?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...(errorTitle ? { meta: { errorTitle } } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}

export const useCreateRule = () =>
  useRuleMutation((input: AssignmentRuleInput) => api.post('/api/assignment-rules', input, one).then((r) => r.rule));

export const useUpdateRule = () =>
  useRuleMutation(({ id, input }: { id: string; input: AssignmentRuleInput }) =>
    api.put(`/api/assignment-rules/${id}`, input, one).then((r) => r.rule),
  );

export const useDeleteRule = () =>
  useRuleMutation(
    (id: string) => api.delete(`/api/assignment-rules/${id}`, messageSchema),
    'Could not delete the rule',
  );

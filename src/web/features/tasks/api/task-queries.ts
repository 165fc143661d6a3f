import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { queryString } from '../../../../domain/query-string';
import { messageSchema } from '../../../../domain/schemas/common';
import {
  leadTasksSchema,
  memberTaskCountsSchema,
  type TaskCountsQuery,
  type TaskCreateInput,
  type TaskQuery,
  taskCountsSchema,
  taskListSchema,
  taskOptionsSchema,
  taskSchema,
} from '../../../../domain/schemas/task';
import type { TaskStatus } from '../../../../domain/tasks/task-lists';
import { api } from '../../../lib/api-client';

/** The list's query as the screen holds it (overdue as a boolean; the URL carries it as text). */
export type TaskListParams = Omit<TaskQuery, 'overdue'> & { overdue?: boolean | undefined };

/**
 * The task requests. Tasks are shown by the task screen and by the lead page (its tasks, "Add
 * task"): what the lead page and the shared task form use is exported by `../index.ts`. Every write
 * refreshes everything under `taskKeys.all`: lists, counts and a lead's tasks move together.
 */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (query: TaskListParams) => [...taskKeys.all, 'list', query] as const,
  counts: (query: TaskCountsQuery) => [...taskKeys.all, 'counts', query] as const,
  members: (query: object) => [...taskKeys.all, 'members', query] as const,
  lead: (leadId: string) => [...taskKeys.all, 'lead', leadId] as const,
  options: () => [...taskKeys.all, 'options'] as const,
};

export function useTasks(query: TaskListParams) {
  return useQuery({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => api.get(`/api/task/getTasks?${queryString(query)}`, taskListSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTaskCounts(query: TaskCountsQuery) {
  return useQuery({
    queryKey: taskKeys.counts(query),
    queryFn: ({ signal }) => api.get(`/api/task/getStatusWiseCounts?${queryString(query)}`, taskCountsSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMemberTaskCounts(query: Omit<TaskCountsQuery, 'view' | 'assignee'>, enabled: boolean) {
  return useQuery({
    queryKey: taskKeys.members(query),
    queryFn: ({ signal }) =>
      api.get(`/api/task/getAllMembersStatusCounts?${queryString(query)}`, memberTaskCountsSchema, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useLeadTasks(leadId: string) {
  return useQuery({
    queryKey: taskKeys.lead(leadId),
    queryFn: ({ signal }) => api.get(`/api/task/getTasksByLeadId/${leadId}`, leadTasksSchema, signal),
  });
}

/** The members the signed-in person may give a task to (role 1 may not read the Team API). */
export function useTaskOptions(enabled: boolean) {
  return useQuery({
    queryKey: taskKeys.options(),
    queryFn: ({ signal }) => api.get('/api/task/getTaskFormOptions', taskOptionsSchema, signal),
    enabled,
  });
}

const one = z.object({ task: taskSchema });

export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TaskCreateInput }) =>
      (id ? api.put(`/api/task/update/${id}`, input, one) : api.post('/api/task/create', input, one)).then(
        (r) => r.task,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

export function useUpdateTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TaskStatus }) =>
      api.put(`/api/task/updateTaskStatus/${id}`, { status }, one).then((r) => r.task),
    meta: { errorTitle: 'Could not change the status' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/task/deleteTask/${id}`, messageSchema),
    meta: { errorTitle: 'Could not delete the task' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

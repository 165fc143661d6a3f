import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../domain/query-string';
import { activityReportSchema, activityRowsSchema } from '../../../../domain/schemas/activity-report';
import { performanceReportSchema } from '../../../../domain/schemas/performance-report';
import { taskReportSchema } from '../../../../domain/schemas/task-report';
import { api } from '../../../lib/api-client';

/** The activity, task and performance reports (decisions 140–141): one query each, keyed by its filters. */
export const workReportKeys = {
  all: ['reports', 'work'] as const,
  activity: (q: object) => [...workReportKeys.all, 'activity', q] as const,
  activityRows: (q: object) => [...workReportKeys.all, 'activityRows', q] as const,
  task: (q: object) => [...workReportKeys.all, 'task', q] as const,
  performance: (q: object) => [...workReportKeys.all, 'performance', q] as const,
};

export function useActivityReport(query: object) {
  return useQuery({
    queryKey: workReportKeys.activity(query),
    queryFn: ({ signal }) => api.get(`/api/report/activity?${queryString(query)}`, activityReportSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useActivityRows(query: object) {
  return useQuery({
    queryKey: workReportKeys.activityRows(query),
    queryFn: ({ signal }) => api.get(`/api/report/activity/rows?${queryString(query)}`, activityRowsSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTaskReport(query: object) {
  return useQuery({
    queryKey: workReportKeys.task(query),
    queryFn: ({ signal }) => api.get(`/api/report/task?${queryString(query)}`, taskReportSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePerformanceReport(query: object) {
  return useQuery({
    queryKey: workReportKeys.performance(query),
    queryFn: ({ signal }) => api.get(`/api/report/performance?${queryString(query)}`, performanceReportSchema, signal),
    placeholderData: keepPreviousData,
  });
}

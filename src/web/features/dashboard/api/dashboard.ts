import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryString } from '../../../../domain/query-string';
import {
  type ChartFilters,
  countSeriesSchema,
  dashboardCardsSchema,
  inventoryByProjectSchema,
  leadsPerDaySchema,
  teamPerformanceSchema,
  visitsPerWeekSchema,
} from '../../../../domain/schemas/dashboard';
import { api } from '../../../lib/api-client';
import type { PeriodValue } from '../../../ui/period-picker';

/** A custom period is asked for only once both days are chosen, in order. */
export const periodReady = (p: PeriodValue) => p.period !== 'custom' || Boolean(p.from && p.to && p.from <= p.to);

/** `/api/dashboard/<name>/<period>?from&to&filters`: the period is the path's last part. */
export function dashboardPath(name: string, p: PeriodValue, filters: Partial<ChartFilters> = {}): string {
  const days = p.period === 'custom' ? { from: p.from, to: p.to } : {};
  const query = queryString({ ...days, ...filters });
  return `/api/dashboard/${name}/${p.period}${query ? `?${query}` : ''}`;
}

const dashboardKeys = {
  all: ['dashboard'] as const,
  one: (name: string, p: PeriodValue, filters: Partial<ChartFilters>) =>
    [...dashboardKeys.all, name, p.period, p.from, p.to, filters] as const,
};

function useDashboardQuery<T>(name: string, schema: z.ZodType<T>, p: PeriodValue, filters: Partial<ChartFilters> = {}) {
  return useQuery({
    queryKey: dashboardKeys.one(name, p, filters),
    queryFn: ({ signal }) => api.get(dashboardPath(name, p, filters), schema, signal),
    enabled: periodReady(p),
    placeholderData: keepPreviousData,
  });
}

export const useDashboardCards = (p: PeriodValue) =>
  useDashboardQuery('getDashboardCardsData', dashboardCardsSchema, p);

/** Every project's units and value by state now (the period only travels in the path). */
export const useInventoryByProject = (p: PeriodValue) =>
  useDashboardQuery('getInventoryByProject', inventoryByProjectSchema, p);

/** The charts the dashboard and /chart draw, by name: each its endpoint and answer. */
export const CHART_SOURCES = {
  source: { endpoint: 'getLeadsCountBySource', schema: countSeriesSchema },
  pipeline: { endpoint: 'getPipelineByStatus', schema: countSeriesSchema },
  perDay: { endpoint: 'getLeadsPerDay', schema: leadsPerDaySchema },
  visits: { endpoint: 'getSiteVisitsPerWeek', schema: visitsPerWeekSchema },
  team: { endpoint: 'getTeamPerformance', schema: teamPerformanceSchema },
  kind: { endpoint: 'getLeadsCountByIndustry', schema: countSeriesSchema },
} as const;
export type ChartName = keyof typeof CHART_SOURCES;
export type ChartData<N extends ChartName> = z.infer<(typeof CHART_SOURCES)[N]['schema']>;

export function useChartData<N extends ChartName>(name: N, p: PeriodValue, filters: Partial<ChartFilters> = {}) {
  const { endpoint, schema } = CHART_SOURCES[name];
  return useDashboardQuery(endpoint, schema as unknown as z.ZodType<ChartData<N>>, p, filters);
}

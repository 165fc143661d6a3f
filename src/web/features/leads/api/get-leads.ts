import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeadStatus } from '../../../../domain/leads/statuses';
import { type LeadSort, leadListSchema, type SortOrder } from '../../../../domain/schemas/lead';
import { api } from '../../../lib/api-client';
import { leadKeys } from './keys';

export interface LeadFilters {
  search: string;
  status?: LeadStatus | undefined;
  sourceId?: string | undefined;
  assignedTo?: string | undefined;
  branchId?: string | undefined;
  /** yyyy-mm-dd, India time, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  /** A project's text as stored (a report's drill-down by text). */
  project?: string | undefined;
  /** A project chosen or matched (decision 184). */
  projectId?: string | undefined;
  /** Next follow-up dates, yyyy-mm-dd, India time, inclusive. */
  followUpFrom?: string | undefined;
  followUpTo?: string | undefined;
  /** Only the leads one import created, updated or restored. */
  importId?: string | undefined;
  /** 'true': only leads still new N hours after assignment (decision 054). */
  idle?: 'true' | 'false' | undefined;
  sort?: LeadSort | undefined;
  order?: SortOrder | undefined;
}

/** The query string of the list and of the CSV export (which ignores paging). */
export function leadParams(filters: LeadFilters, paging?: { page: number; pageSize: number }) {
  const params = new URLSearchParams();
  if (paging) {
    params.set('page', String(paging.page));
    params.set('pageSize', String(paging.pageSize));
  }
  const { search, ...rest } = filters;
  if (search.trim()) params.set('search', search.trim());
  for (const [key, value] of Object.entries(rest)) if (value) params.set(key, value);
  return params;
}

export function getLeads(filters: LeadFilters, page: number, pageSize: number, signal?: AbortSignal) {
  return api.get(`/api/lead/getLeads?${leadParams(filters, { page, pageSize })}`, leadListSchema, signal);
}

export function useLeads(filters: LeadFilters, page: number, pageSize: number) {
  return useQuery({
    queryKey: leadKeys.list(filters, page, pageSize),
    queryFn: ({ signal }) => getLeads(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditAction } from '../../../../domain/audit';
import { auditLogSchema } from '../../../../domain/schemas/person-data';
import { api } from '../../../lib/api-client';

export const AUDIT_LOG_PAGE_SIZE = 50;

export interface AuditLogFilters {
  page: number;
  action?: AuditAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const auditLogKeys = {
  all: ['audit-log'] as const,
  page: (filters: AuditLogFilters) => [...auditLogKeys.all, filters] as const,
};

export function getAuditLog(filters: AuditLogFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(filters.page), pageSize: String(AUDIT_LOG_PAGE_SIZE) });
  for (const key of ['action', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  return api.get(`/api/audit-log?${query}`, auditLogSchema, signal);
}

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery({
    queryKey: auditLogKeys.page(filters),
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    placeholderData: keepPreviousData,
  });
}

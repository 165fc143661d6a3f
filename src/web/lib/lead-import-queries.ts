import { queryOptions } from '@tanstack/react-query';
import { type LeadImport, leadImportSchema } from '../../domain/schemas/lead-import';
import { api } from './api-client';

/**
 * One import, read by the import screen (its progress and result) and by the lead list (the
 * "Import: file name" chip). Features may not import each other, so the one query lives here.
 */
export const leadImportRecordKeys = {
  all: ['lead-imports'] as const,
  one: (id: string) => [...leadImportRecordKeys.all, 'one', id] as const,
};

/** How often a running import (or its undo) is looked at. */
export const IMPORT_POLL_MS = 1000;

/** True while the import, or its undo, still changes on the server. */
export function isImportMoving(record: LeadImport | undefined): boolean {
  if (!record) return false;
  return record.status === 'queued' || record.status === 'running' || record.undo.state === 'running';
}

export const leadImportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leadImportRecordKeys.one(id),
    queryFn: ({ signal }) => api.get(`/api/lead/imports/${id}`, leadImportSchema, signal),
    // Polls each second while it runs and stops once it has finished.
    refetchInterval: (query) => (isImportMoving(query.state.data) ? IMPORT_POLL_MS : false),
  });

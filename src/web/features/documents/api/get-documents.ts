import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { documentListSchema } from '../../../../domain/schemas/document';
import { api } from '../../../lib/api-client';
import { documentKeys } from './keys';

export interface DocumentFilters {
  search: string;
  category: string | null;
  uploadedBy: string | null;
  page: number;
}

export const DOCUMENTS_PAGE_SIZE = 20;

/** The library, or one person's uploads ('documents by user') when an uploader is chosen. */
export function getDocuments(filters: DocumentFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(DOCUMENTS_PAGE_SIZE) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.category) params.set('category', filters.category);
  const path = filters.uploadedBy
    ? `/api/document/getAllDocumentsByUserId/${filters.uploadedBy}`
    : '/api/document/getAllDocuments';
  return api.get(`${path}?${params}`, documentListSchema, signal);
}

export function useDocuments(filters: DocumentFilters) {
  return useQuery({
    queryKey: documentKeys.list(filters),
    queryFn: ({ signal }) => getDocuments(filters, signal),
    placeholderData: keepPreviousData,
  });
}

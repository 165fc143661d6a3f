import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type ImportPreview,
  importPreviewSchema,
  type LeadImportMappingInput,
  type LeadImportOptionsInput,
  leadImportListSchema,
  leadImportSchema,
  leadImportStartedSchema,
  leadImportUndoStartedSchema,
  savedLeadImportMappingListSchema,
} from '../../../../domain/schemas/lead-import';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { IMPORT_POLL_MS, isImportMoving } from '../../../lib/lead-import-queries';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress';
import { leadImportKeys } from './keys';

export { leadImportQueryOptions } from '../../../lib/lead-import-queries';

export const importListQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: leadImportKeys.list(page, pageSize),
    queryFn: ({ signal }) =>
      api.get(`/api/lead/imports?page=${page}&pageSize=${pageSize}`, leadImportListSchema, signal),
    placeholderData: keepPreviousData,
    // The history shows running imports' counts moving too, but more calmly than the open import.
    refetchInterval: (query) => (query.state.data?.imports.some(isImportMoving) ? IMPORT_POLL_MS * 3 : false),
  });

export const savedMappingsQueryOptions = () =>
  queryOptions({
    queryKey: leadImportKeys.mappings(),
    queryFn: ({ signal }) =>
      api.get('/api/lead/imports/mappings', savedLeadImportMappingListSchema, signal).then((r) => r.mappings),
  });

/** Another sheet of an uploaded .xlsx: its headers, sample and suggestions. */
export const sheetPreviewQueryOptions = (uploadId: string, sheet: string) =>
  queryOptions({
    queryKey: leadImportKeys.preview(uploadId, sheet),
    queryFn: ({ signal }) =>
      api.get(
        `/api/lead/imports/upload/${uploadId}/preview?sheet=${encodeURIComponent(sheet)}`,
        importPreviewSchema,
        signal,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useImportList(page: number, pageSize: number) {
  return useQuery(importListQueryOptions(page, pageSize));
}

/** Uploads the file with a progress bar; the server keeps it and answers with the preview. */
export function uploadImportFile(file: File, onProgress: (p: UploadProgress) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress('/api/lead/imports/upload', form, { schema: importPreviewSchema, onProgress, signal });
}

export interface StartImportInput {
  uploadId: string;
  mapping: LeadImportMappingInput;
  options: LeadImportOptionsInput;
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, mapping, options }: StartImportInput) => {
      const form = new FormData();
      form.append('uploadId', uploadId);
      form.append('mapping', JSON.stringify(mapping));
      form.append('options', JSON.stringify(options));
      return api.post('/api/lead/importLeads', form, leadImportStartedSchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadImportKeys.all }),
  });
}

function useImportAction<T>(run: (id: string) => Promise<T>, errorTitle: string, leadsChange = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { errorTitle },
    onSettled: (_data, _error, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadImportKeys.one(id) }),
        queryClient.invalidateQueries({ queryKey: [...leadImportKeys.all, 'list'] }),
        // The leads an undo removes leave the lead lists.
        leadsChange ? queryClient.invalidateQueries({ queryKey: ['leads'] }) : null,
      ]),
  });
}

export function useCancelImport() {
  return useImportAction(
    (id) => api.post(`/api/lead/imports/${id}/cancel`, undefined, leadImportSchema),
    'Could not cancel the import',
  );
}

export function useUndoImport() {
  return useImportAction(
    (id) => api.post(`/api/lead/imports/${id}/undo`, undefined, leadImportUndoStartedSchema),
    'Could not undo the import',
    true,
  );
}

export function useDeleteMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/lead/imports/mappings/${id}`, z.unknown()),
    meta: { errorTitle: 'Could not delete the mapping' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadImportKeys.mappings() }),
  });
}

export const downloadRejectedRows = (id: string) =>
  downloadFile(`/api/lead/imports/${id}/rejected.csv`, 'rejected-rows.csv', 'Could not download the rejected rows.');

export const downloadSampleFile = () =>
  downloadFile('/api/lead/imports/sample.csv', 'leads-sample.csv', 'Could not download the sample file.');

export type { ImportPreview };

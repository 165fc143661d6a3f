import { leadImportRecordKeys } from '../../../lib/lead-import-queries';

/** Query keys of imports: invalidate `all` to refresh the history, every import and the mappings. */
export const leadImportKeys = {
  ...leadImportRecordKeys,
  list: (page: number, pageSize: number) => [...leadImportRecordKeys.all, 'list', page, pageSize] as const,
  mappings: () => [...leadImportRecordKeys.all, 'mappings'] as const,
  preview: (uploadId: string, sheet: string) => [...leadImportRecordKeys.all, 'preview', uploadId, sheet] as const,
};

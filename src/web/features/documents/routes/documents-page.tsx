import { Button, Group, Select, Text } from '@mantine/core';
import { IconFiles, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  DOCUMENT_CATEGORIES,
  type DocumentCategory,
  documentQuerySchema,
  type LibraryDocument,
} from '../../../../domain/schemas/document';
import { openFile } from '../../../lib/file-url';
import { formatCount } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { useListParams } from '../../../lib/use-list-params';
import { FilePreviewModal } from '../../../ui/file-preview-modal';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useDeleteDocument } from '../api/delete-document';
import { useDocuments } from '../api/get-documents';
import { useUploaders } from '../api/get-uploaders';
import { DocumentsTable } from '../components/documents-table';
import { UploadDocumentModal } from '../components/upload-document-modal';

/** What the library keeps in the URL: the API's own query, less the page size. */
const listParams = documentQuerySchema.omit({ pageSize: true });

export function DocumentsPage() {
  const url = useListParams(listParams);
  const { category = null, uploadedBy = null, page } = url.params;
  const { search = '' } = url.query;
  const documents = useDocuments({ search, category, uploadedBy, page });
  const uploaders = useUploaders();
  const deleteDocument = useDeleteDocument();
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<LibraryDocument | null>(null);
  const filtered = url.filtered;

  const { busyId, onDelete } = useDeleteWithConfirm<LibraryDocument>({
    mutation: deleteDocument,
    confirm: (doc) => ({
      title: 'Delete document',
      message: `Delete “${doc.title}”? The file is removed for everyone.`,
    }),
    success: (doc) => `${doc.title} was deleted.`,
  });

  const onDownload = (doc: LibraryDocument) =>
    openFile(doc.file._id, { download: true, fileName: doc.file.name }).catch((error) =>
      notifyError(error, 'Could not download the file'),
    );

  const uploadButton = (
    <Button leftSection={<IconUpload size={18} />} onClick={() => setUploading(true)}>
      Upload Document
    </Button>
  );

  const data = documents.data;
  const clearFilters = url.clear;
  const body = (
    <ListState
      query={documents}
      loadingLabel="Loading documents…"
      errorTitle="Could not load the documents"
      isEmpty={data?.total === 0 && !filtered}
      noMatches={data?.documents.length === 0}
      empty={{
        icon: <IconFiles size={26} />,
        title: 'The library is empty',
        description:
          'Upload brochures, price lists, approvals, agreements and floor plans so the whole team uses the same copy.',
        action: uploadButton,
      }}
      noMatch={{ title: 'No document matches these filters', clearLabel: 'Clear filters', onClear: clearFilters }}
    >
      <DocumentsTable
        documents={data?.documents ?? []}
        busyId={busyId}
        onPreview={setPreview}
        onDownload={onDownload}
        onDelete={onDelete}
      />
      <ListPager page={page} pages={data?.pages ?? 1} onChange={(next) => url.set({ page: next })} summary={false} />
    </ListState>
  );

  return (
    <>
      <PageHeader title="Documents" description="The shared library of company documents." actions={uploadButton} />
      <Group justify="space-between" align="flex-end" mb="md">
        <Group align="flex-end" gap="md">
          <SearchInput
            value={url.search.value}
            onChange={url.search.onChange}
            placeholder="Title, description or file name"
          />
          <Select
            label="Category"
            placeholder="All categories"
            data={[...DOCUMENT_CATEGORIES]}
            value={category}
            onChange={(value) => url.set({ category: (value ?? undefined) as DocumentCategory | undefined })}
            clearable
            w={180}
          />
          <Select
            label="Uploaded by"
            placeholder={uploaders.isError ? 'Could not load' : 'Anyone'}
            data={(uploaders.data ?? []).map((u) => ({ value: u._id, label: `${u.name} (${u.count})` }))}
            value={uploadedBy}
            onChange={(value) => url.set({ uploadedBy: value ?? undefined })}
            error={uploaders.isError ? 'The list of uploaders could not be loaded.' : undefined}
            clearable
            searchable
            w={220}
          />
        </Group>
        {data ? (
          <Text size="sm" c="dimmed">
            {formatCount(data.total)} {data.total === 1 ? 'document' : 'documents'}
          </Text>
        ) : null}
      </Group>
      {body}
      <UploadDocumentModal opened={uploading} onClose={() => setUploading(false)} />
      <FilePreviewModal
        file={preview ? { ...preview.file } : null}
        title={preview?.title}
        onClose={() => setPreview(null)}
      />
    </>
  );
}

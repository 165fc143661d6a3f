import { Button, Group, Pagination, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFiles, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DOCUMENT_CATEGORIES, type LibraryDocument } from '../../../../domain/schemas/document';
import { ApiError } from '../../../lib/api-client';
import { openFile } from '../../../lib/file-url';
import { formatCount } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../ui/confirm';
import { FilePreviewModal } from '../../../ui/file-preview-modal';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useDeleteDocument } from '../api/delete-document';
import { useDocuments } from '../api/get-documents';
import { useUploaders } from '../api/get-uploaders';
import { DocumentsTable } from '../components/documents-table';
import { UploadDocumentModal } from '../components/upload-document-modal';

export function DocumentsPage() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [category, setCategory] = useState<string | null>(null);
  const [uploadedBy, setUploadedBy] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const documents = useDocuments({ search: debouncedSearch, category, uploadedBy, page });
  const uploaders = useUploaders();
  const deleteDocument = useDeleteDocument();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<LibraryDocument | null>(null);
  const filtered = Boolean(debouncedSearch.trim() || category || uploadedBy);

  const onDelete = async (doc: LibraryDocument) => {
    const confirmed = await confirmAction({
      title: 'Delete document',
      message: `Delete “${doc.title}”? The file is removed for everyone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(doc._id);
    try {
      await deleteDocument.mutateAsync(doc._id);
      notifySuccess(`${doc.title} was deleted.`);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notifyError(error, 'Could not delete the document');
    } finally {
      setBusyId(null);
    }
  };

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
  const clearFilters = () => {
    setSearch('');
    setCategory(null);
    setUploadedBy(null);
    setPage(1);
  };
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
      {data && data.pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination total={data.pages} value={page} onChange={setPage} aria-label="Pages" />
        </Group>
      ) : null}
    </ListState>
  );

  return (
    <>
      <PageHeader title="Documents" description="The shared library of company documents." actions={uploadButton} />
      <Group justify="space-between" align="flex-end" mb="md">
        <Group align="flex-end" gap="md">
          <SearchInput
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            placeholder="Title, description or file name"
          />
          <Select
            label="Category"
            placeholder="All categories"
            data={[...DOCUMENT_CATEGORIES]}
            value={category}
            onChange={(value) => {
              setCategory(value);
              setPage(1);
            }}
            clearable
            w={180}
          />
          <Select
            label="Uploaded by"
            placeholder={uploaders.isError ? 'Could not load' : 'Anyone'}
            data={(uploaders.data ?? []).map((u) => ({ value: u._id, label: `${u.name} (${u.count})` }))}
            value={uploadedBy}
            onChange={(value) => {
              setUploadedBy(value);
              setPage(1);
            }}
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

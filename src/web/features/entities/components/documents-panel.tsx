import {
  ActionIcon,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconEye, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ENTITY_DOCUMENT_KINDS,
  type EntityDocument,
  type EntityDocumentKind,
  KYC_DOCUMENT_KINDS,
} from '../../../../domain/schemas/entity';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { FilePreviewModal, type PreviewableFile } from '../../../ui/file-preview-modal';
import { DeleteAction } from '../../../ui/row-actions';
import { useDeleteDocument } from '../api/delete-document';
import { useUploadDocument } from '../api/upload-document';

const kb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

/** Upload, view and remove an entity's documents; KYC papers are opened with an access log. */
export function DocumentsPanel({ entityId, documents }: { entityId: string; documents: EntityDocument[] }) {
  const upload = useUploadDocument(entityId);
  const remove = useDeleteDocument(entityId);
  const [kind, setKind] = useState<EntityDocumentKind>('Agreement');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PreviewableFile | null>(null);
  const isKyc = KYC_DOCUMENT_KINDS.includes(kind);

  const onUpload = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync({ kind, title, file });
      notifySuccess(`${kind} uploaded successfully.`);
      setFile(null);
      setTitle('');
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    }
  };

  const { busyId, onDelete } = useDeleteWithConfirm<EntityDocument>({
    mutation: remove,
    confirm: (doc) => ({
      title: 'Delete document',
      message: `Delete ${doc.kind} “${doc.title ?? doc.file.name}”? The file is removed for good.`,
    }),
    success: () => 'Document deleted successfully.',
  });

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="sm">
        Documents
      </Title>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <Select
          label="Document type"
          data={[...ENTITY_DOCUMENT_KINDS]}
          value={kind}
          allowDeselect={false}
          onChange={(v) => setKind((v as EntityDocumentKind) ?? 'Other')}
          w={180}
        />
        <TextInput
          label="Title"
          placeholder="Optional"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          w={200}
        />
        <FileInput
          label="File"
          placeholder="Choose a file"
          leftSection={<IconFileUpload size={16} />}
          accept={isKyc ? 'application/pdf,image/*' : undefined}
          value={file}
          onChange={setFile}
          clearable
          w={240}
        />
        <Button leftSection={<IconUpload size={16} />} onClick={onUpload} disabled={!file} loading={upload.isPending}>
          Upload
        </Button>
      </Group>
      {isKyc ? (
        <Text size="xs" c="dimmed" mb="sm">
          {kind} is a KYC document: PDF or image only, and every view is logged.
        </Text>
      ) : null}
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          No documents yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Documents" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th>File</Table.Th>
                <Table.Th>Uploaded</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((doc) => (
                <Table.Tr key={doc._id}>
                  <Table.Td>
                    <Badge variant="light" color={KYC_DOCUMENT_KINDS.includes(doc.kind) ? 'grape' : 'blue'}>
                      {doc.kind}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" fw={500}>
                        {doc.title ?? doc.file.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {doc.file.name} · {kb(doc.file.sizeBytes)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(doc.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label="View">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`View ${doc.file.name}`}
                          onClick={() => setPreview(doc.file)}
                        >
                          <IconEye size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <DeleteAction
                        label={`Delete ${doc.file.name}`}
                        busy={busyId === doc._id}
                        onClick={() => void onDelete(doc)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <FilePreviewModal file={preview} onClose={() => setPreview(null)} />
    </Paper>
  );
}

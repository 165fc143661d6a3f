import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import type { LibraryDocument } from '../../../../domain/schemas/document';
import { formatDate } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { DeleteAction } from '../../../ui/row-actions';

interface DocumentsTableProps {
  documents: LibraryDocument[];
  busyId: string | null;
  onPreview: (document: LibraryDocument) => void;
  onDownload: (document: LibraryDocument) => void;
  onDelete: (document: LibraryDocument) => void;
}

function sizeOf(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`;
}

export function DocumentsTable({ documents, busyId, onPreview, onDownload, onDelete }: DocumentsTableProps) {
  const columns: Column<LibraryDocument>[] = [
    {
      key: 'title',
      header: 'Title',
      render: (d) => (
        <Stack gap={0}>
          <CellText fw={600} maw={320}>
            {d.title}
          </CellText>
          {d.description ? (
            <CellText size="xs" c="dimmed" maw={320} lines={1}>
              {d.description}
            </CellText>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'category',
      header: 'Category',
      render: (d) => (
        <Badge variant="light" tt="none">
          {d.category}
        </Badge>
      ),
    },
    {
      key: 'file',
      header: 'File',
      render: (d) => (
        <Stack gap={0}>
          <CellText maw={220} lines={1}>
            {d.file.name}
          </CellText>
          <Text size="xs" c="dimmed">
            {sizeOf(d.file.sizeBytes)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'uploadedBy',
      header: 'Uploaded by',
      render: (d) =>
        d.uploadedBy ? (
          <CellText maw={160}>{d.uploadedBy.name}</CellText>
        ) : (
          <Text size="sm" c="dimmed">
            Former member
          </Text>
        ),
    },
    {
      key: 'date',
      header: 'Uploaded on',
      nowrap: true,
      render: (d) => <Text size="sm">{formatDate(d.createdAt)}</Text>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (d) => (
        <Group gap={2} justify="flex-end" wrap="nowrap">
          <Tooltip label="Preview" withArrow>
            <ActionIcon variant="subtle" color="gray" aria-label={`Preview ${d.title}`} onClick={() => onPreview(d)}>
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Download" withArrow>
            <ActionIcon variant="subtle" color="gray" aria-label={`Download ${d.title}`} onClick={() => onDownload(d)}>
              <IconDownload size={18} />
            </ActionIcon>
          </Tooltip>
          <DeleteAction label={`Delete ${d.title}`} busy={busyId === d._id} onClick={() => onDelete(d)} />
        </Group>
      ),
    },
  ];
  return <DataTable label="Documents" columns={columns} rows={documents} rowKey={(d) => d._id} minWidth={1000} />;
}

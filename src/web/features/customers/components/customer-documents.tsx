import { ActionIcon, Anchor, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconFileText, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { CustomerProperty } from '../../../../domain/schemas/customer-property';
import type { FileRef } from '../../../../domain/schemas/document';
import { formatDate } from '../../../lib/format';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { FilePreviewModal } from '../../../ui/file-preview-modal';
import { useRemoveCustomerDocument } from '../api/customer-documents';
import { OtherDocumentsUpload } from './other-documents-upload';

const basic = [
  ['aadharCard', 'Aadhar Card'],
  ['panCard', 'PAN Card'],
  ['lightBill', 'Light Bill'],
] as const;

function sizeOf(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`;
}

function FileIcon({ file }: { file: FileRef }) {
  return file.mimeType.startsWith('image/') ? (
    <IconPhoto size={18} aria-hidden />
  ) : (
    <IconFileText size={18} aria-hidden />
  );
}

/** Basic Documents with View links, Other Documents, and the upload form. */
export function CustomerDocuments({ customer }: { customer: CustomerProperty }) {
  const [preview, setPreview] = useState<{ file: FileRef; title: string } | null>(null);
  const remove = useRemoveCustomerDocument();
  const present = basic.filter(([field]) => customer.documents[field]);
  const others = customer.documents.otherDocs;

  const { busyId, onDelete: onRemove } = useDeleteWithConfirm<FileRef, { id: string; fileId: string }>({
    mutation: remove,
    variables: (file) => ({ id: customer._id, fileId: file._id }),
    rowId: (v) => v.fileId,
    confirm: (file) => ({
      title: 'Remove document',
      message: `Remove ${file.name} from ${customer.ownerName}'s documents? The file is deleted.`,
      confirmLabel: 'Remove',
    }),
    success: (file) => `${file.name} was removed.`,
  });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="lg" mb="sm">
          Basic Documents
        </Title>
        {present.length === 0 ? (
          <Text size="sm" c="dimmed">
            No basic documents uploaded.
          </Text>
        ) : (
          <Stack gap="xs">
            {present.map(([field, label]) => {
              const file = customer.documents[field] as FileRef;
              return (
                <Group key={field} justify="space-between" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap">
                    <FileIcon file={file} />
                    <Text size="sm" fw={500}>
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed" truncate maw={240}>
                      {file.name}
                    </Text>
                  </Group>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    aria-label={`View ${label}`}
                    onClick={() => setPreview({ file, title: label })}
                  >
                    View
                  </Anchor>
                </Group>
              );
            })}
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="lg" mb="sm">
          Other Documents
        </Title>
        {others.length === 0 ? (
          <Text size="sm" c="dimmed">
            No other documents uploaded.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {others.map((file) => (
              <Group key={file._id} component="li" justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <FileIcon file={file} />
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    truncate
                    onClick={() => setPreview({ file, title: file.name })}
                  >
                    {file.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {sizeOf(file.sizeBytes)} · {formatDate(file.uploadedAt)}
                  </Text>
                </Group>
                <Tooltip label="Remove" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${file.name}`}
                    loading={busyId === file._id}
                    onClick={() => void onRemove(file)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        )}
        <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <OtherDocumentsUpload customerId={customer._id} />
        </div>
      </Paper>
      <FilePreviewModal file={preview?.file ?? null} title={preview?.title} onClose={() => setPreview(null)} />
    </Stack>
  );
}

import { Button, FileInput, Group } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddCustomerDocuments } from '../api/customer-documents';

/** The profile's multi-file upload: 'Uploading...' while busy, nothing without files. */
export function OtherDocumentsUpload({ customerId }: { customerId: string }) {
  const [files, setFiles] = useState<File[]>([]);
  const upload = useAddCustomerDocuments();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (files.length === 0 || upload.isPending) return;
    try {
      await upload.mutateAsync({ id: customerId, files });
      notifySuccess(
        files.length === 1 ? `${files[0]?.name} was uploaded.` : `${files.length} documents were uploaded.`,
      );
      setFiles([]);
    } catch (error) {
      notifyError(error, 'Upload failed');
    }
  };

  return (
    <form onSubmit={onSubmit}>
      <Group align="flex-end" gap="sm">
        <FileInput
          label="Upload Other Documents"
          description="PDF, JPEG, PNG or WebP; up to 10 MB each"
          placeholder="Choose files"
          multiple
          clearable
          accept="application/pdf,image/jpeg,image/png,image/webp"
          value={files}
          onChange={setFiles}
          style={{ flex: 1, minWidth: 260 }}
        />
        <Button type="submit" leftSection={<IconUpload size={16} />} disabled={files.length === 0 || upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload'}
        </Button>
      </Group>
    </form>
  );
}

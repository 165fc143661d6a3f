import { Alert, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileOff } from '@tabler/icons-react';
import { errorMessage } from '../lib/api-client';
import { openFile, useFileUrl } from '../lib/file-url';
import { notifyError } from '../lib/notify';

export interface PreviewableFile {
  _id: string;
  name: string;
  mimeType: string;
}

/**
 * Shows an uploaded file inside the page: images as pictures, PDFs in the browser's viewer, other
 * types as a download. The bytes are fetched with the session token (files are never public).
 */
export function FilePreviewModal({
  file,
  title,
  onClose,
}: {
  file: PreviewableFile | null;
  title?: string;
  onClose: () => void;
}) {
  const url = useFileUrl(file?._id);
  const isImage = file?.mimeType.startsWith('image/');
  const isPdf = file?.mimeType === 'application/pdf';
  const previewable = isImage || isPdf;

  const act = (download: boolean) => {
    if (!file) return;
    openFile(file._id, { download, fileName: file.name }).catch((error) =>
      notifyError(error, 'Could not open the file'),
    );
  };

  let body: React.ReactNode = null;
  if (file && !previewable) {
    body = (
      <Stack align="center" py="xl" gap="xs">
        <IconFileOff size={36} aria-hidden />
        <Text size="sm">This kind of file cannot be shown in the page. Download it to open it.</Text>
      </Stack>
    );
  } else if (url.isPending) {
    body = (
      <Center h={300} role="status">
        <Loader />
      </Center>
    );
  } else if (url.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title="Could not open the file">
        {errorMessage(url.error)}
      </Alert>
    );
  } else if (url.data && isImage) {
    body = (
      // Natural size up to the modal's width: a small scan is not blown up into a blur.
      <Image src={url.data} alt={file?.name ?? ''} fit="contain" w="auto" maw="100%" mah="70vh" mx="auto" radius="sm" />
    );
  } else if (url.data && isPdf) {
    body = (
      <iframe src={url.data} title={file?.name ?? 'Document'} style={{ width: '100%', height: '70vh', border: 0 }} />
    );
  }

  return (
    <Modal opened={file !== null} onClose={onClose} title={title ?? file?.name} size="xl">
      <Stack gap="md">
        {body}
        <Group justify="space-between">
          <Text size="xs" c="dimmed" truncate maw={360}>
            {file?.name}
          </Text>
          <Group gap="xs">
            {previewable ? (
              <Button variant="default" leftSection={<IconExternalLink size={16} />} onClick={() => act(false)}>
                Open in new tab
              </Button>
            ) : null}
            <Button leftSection={<IconDownload size={16} />} onClick={() => act(true)}>
              Download
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

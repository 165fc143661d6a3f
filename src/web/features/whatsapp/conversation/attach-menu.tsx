import { Alert, Button, FileButton, Menu, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconBooks, IconPaperclip, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { documentListSchema } from '../../../../domain/schemas/document';
import { api, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSendWhatsApp, useUploadWhatsApp } from '../api/whatsapp';

/** What WhatsApp takes from a browser: an image or a PDF (the server sniffs the type again). */
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** A document of the library (the project's brochure first) with an optional caption. */
function LibraryModal({ leadId, opened, onClose }: { leadId: string; opened: boolean; onClose: () => void }) {
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [caption, setCaption] = useState('');
  const docs = useQuery({
    queryKey: ['documents', 'list', 'whatsapp'],
    queryFn: ({ signal }) => api.get('/api/document/getAllDocuments?page=1&pageSize=100', documentListSchema, signal),
    enabled: opened,
    staleTime: 60_000,
  });
  const send = useSendWhatsApp(leadId);
  const list = [...(docs.data?.documents ?? [])].sort(
    (a, b) => Number(b.category === 'Brochure') - Number(a.category === 'Brochure'),
  );
  const submit = () => {
    if (!documentId) return;
    send.mutate(
      { type: 'document', documentId, caption: caption || null },
      {
        onSuccess: () => {
          notifySuccess('Document sent.');
          setDocumentId(null);
          setCaption('');
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Send a document from the library">
      <Stack gap="sm">
        {send.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" p="xs">
            {errorMessage(send.error)}
          </Alert>
        ) : null}
        <Select
          label="Document"
          placeholder={docs.isPending ? 'Loading the library…' : 'Choose a document'}
          searchable
          data={list.map((d) => ({ value: d._id, label: `${d.title} (${d.category}, ${d.file.name})` }))}
          value={documentId}
          onChange={setDocumentId}
          nothingFoundMessage={
            docs.isSuccess && list.length === 0
              ? 'The document library is empty: upload the brochure on Documents first.'
              : 'No document matches'
          }
          error={docs.isError ? 'Could not load the document library.' : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Caption"
          placeholder="Optional"
          maxLength={1024}
          value={caption}
          onChange={(e) => setCaption(e.currentTarget.value)}
        />
        <Button onClick={submit} disabled={!documentId} loading={send.isPending} style={{ alignSelf: 'flex-end' }}>
          Send document
        </Button>
      </Stack>
    </Modal>
  );
}

/** "Attach": a document from the library or an image / PDF from this computer (inside the window only). */
export function AttachMenu({ leadId, disabled }: { leadId: string; disabled?: boolean }) {
  const [library, setLibrary] = useState(false);
  const upload = useUploadWhatsApp(leadId);
  const onFile = (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { file },
      {
        onSuccess: () => notifySuccess(`${file.name} sent.`),
        // Said as a toast: the composer's text stays as typed.
        onError: (error) => notifyError(error, `Could not send ${file.name}`),
      },
    );
  };
  return (
    <>
      <Menu position="top-start" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconPaperclip size={16} />}
            loading={upload.isPending}
            disabled={disabled}
          >
            Attach
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconBooks size={16} />} onClick={() => setLibrary(true)}>
            A document from the library
          </Menu.Item>
          <FileButton onChange={onFile} accept={ACCEPT}>
            {(props) => (
              <Menu.Item leftSection={<IconUpload size={16} />} {...props}>
                An image or PDF from this computer
              </Menu.Item>
            )}
          </FileButton>
        </Menu.Dropdown>
      </Menu>
      <LibraryModal leadId={leadId} opened={library} onClose={() => setLibrary(false)} />
    </>
  );
}

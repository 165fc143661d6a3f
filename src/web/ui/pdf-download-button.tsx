import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '../lib/download';
import { notifyError } from '../lib/notify';

/**
 * "Download PDF" of a record's kept PDF (a demand letter, a receipt: decision 197), as an icon
 * button in a table row. `name` says whose PDF it is, so each row's button has its own name.
 */
export function PdfDownloadButton({ path, name, fallbackName }: { path: string; name: string; fallbackName: string }) {
  const [busy, setBusy] = useState(false);
  const label = `Download PDF of ${name}`;
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fallbackName, 'The PDF could not be made.');
    } catch (error) {
      notifyError(error, 'Could not download the PDF');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} loading={busy} onClick={() => void download()}>
        <IconFileTypePdf size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

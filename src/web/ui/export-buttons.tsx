import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import type { ExportFormat } from '../../domain/schemas/report';
import { downloadFile } from '../lib/download';
import { notifyError } from '../lib/notify';

interface ExportButtonsProps {
  /** The export endpoint, e.g. /api/report/lead/export. */
  path: string;
  /** The report's filters as a query string (without `format`). */
  query: string;
  /** File name used when the server sends none, without the extension. */
  fallbackName: string;
}

/** "Export CSV" and "Export Excel" of a report: the same filters as on screen, downloaded with the session. */
export function ExportButtons({ path, query, fallbackName }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const params = new URLSearchParams(query);
      params.set('format', format);
      await downloadFile(`${path}?${params}`, `${fallbackName}.${format}`, 'The export could not be made.');
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
        loading={busy === 'csv'}
        disabled={busy !== null}
        onClick={() => void run('csv')}
      >
        Export CSV
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        loading={busy === 'xlsx'}
        disabled={busy !== null}
        onClick={() => void run('xlsx')}
      >
        Export Excel
      </Button>
    </Group>
  );
}

import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconArchive, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { type BackupRow, backupResultLabels } from '../../../../domain/schemas/backups';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { formatSeconds } from '../../../lib/job-rate';
import { notifyError } from '../../../lib/notify';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { EmptyList } from '../../../ui/empty-state';
import { downloadBackup } from '../api/backups';

const resultColor = { succeeded: 'green', failed: 'red', running: 'blue', queued: 'gray' } as const;
const triggerLabel = { schedule: 'Daily', manual: 'Run now', command: 'npm run backup' } as const;

/** The archives in the backup folder and the runs that left none (failed, waiting, running). */
export function BackupList({ rows }: { rows: BackupRow[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (rows.length === 0) {
    return (
      <EmptyList
        icon={<IconArchive size={26} />}
        title="No backups yet"
        description="The first one runs at the daily time, or now with Run now."
      />
    );
  }
  const download = async (fileName: string) => {
    setBusy(fileName);
    try {
      await downloadBackup(fileName);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  const columns: Column<BackupRow>[] = [
    {
      key: 'started',
      header: 'Started',
      nowrap: true,
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{formatDateTime(r.startedAt, 'Waiting')}</Text>
          <Text size="xs" c="dimmed">
            {triggerLabel[r.trigger]}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'file',
      header: 'File',
      nowrap: true,
      render: (r) => (
        <Text size="sm" ff="monospace" c={r.fileName ? undefined : 'dimmed'}>
          {r.fileName ?? '—'}
        </Text>
      ),
    },
    {
      key: 'size',
      header: 'Size',
      nowrap: true,
      align: 'right',
      render: (r) => <Text size="sm">{r.bytes === null ? '—' : formatBytes(r.bytes)}</Text>,
    },
    {
      key: 'duration',
      header: 'Duration',
      nowrap: true,
      render: (r) => <Text size="sm">{r.durationSeconds === null ? '—' : formatSeconds(r.durationSeconds)}</Text>,
    },
    {
      key: 'result',
      header: 'Result',
      render: (r) => (
        <Stack gap={2} align="flex-start">
          <Badge color={resultColor[r.result]} variant="light">
            {backupResultLabels[r.result]}
          </Badge>
          {r.error ? (
            <CellText maw={320} lines={3} c="red.8">
              {r.error}
            </CellText>
          ) : null}
          {r.copy ? (
            <CellText maw={320} lines={2} size="xs" c={r.copy.ok ? 'dimmed' : 'orange.8'}>
              {r.copy.ok ? `Copied to ${r.copy.folder}` : `Copy failed: ${r.copy.error}`}
            </CellText>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      nowrap: true,
      render: (r) =>
        r.fileName && r.downloadable ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            loading={busy === r.fileName}
            onClick={() => void download(r.fileName as string)}
            aria-label={`Download ${r.fileName}`}
          >
            Download
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable
      label="Backups"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.jobId ?? r.fileName ?? ''}
      minWidth={900}
    />
  );
}

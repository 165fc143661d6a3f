import { Alert, Anchor, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconCircleCheck,
  IconCircleX,
  IconDownload,
  IconPlayerStop,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import type { LeadImport, LeadImportCounts } from '../../../../domain/schemas/lead-import';
import { formatCount, formatDateTime } from '../../../lib/format';
import { formatSeconds } from '../../../lib/job-rate';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useJob } from '../../../lib/use-job';
import { confirmAction } from '../../../ui/confirm';
import { ErrorState } from '../../../ui/error-state';
import { JobProgress } from '../../../ui/job-progress';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { downloadRejectedRows, leadImportQueryOptions, useCancelImport, useUndoImport } from '../api/imports';
import { ImportStatusBadge } from './import-status-badge';
import { formatBytes } from './upload-step';

const COUNT_LABELS: Array<[keyof LeadImportCounts, string]> = [
  ['read', 'Rows read'],
  ['created', 'Created'],
  ['updated', 'Updated'],
  ['restored', 'Restored'],
  ['skipped', 'Skipped'],
  ['rejected', 'Rejected'],
];

/** One import: its live progress while it runs (polled each second), then its result, rejects and undo. */
export function ImportView({ id }: { id: string }) {
  const query = useQuery(leadImportQueryOptions(id));
  if (query.isPending) return <LoadingSpinner label="Loading the import…" />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not load the import"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const record = query.data;
  const running = record.status === 'queued' || record.status === 'running';
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {record.fileName}
              </Title>
              <ImportStatusBadge status={record.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {formatBytes(record.fileSize)}
              {record.sheet ? ` · sheet “${record.sheet}”` : ''} · started by {record.createdBy?.name ?? 'someone'} on{' '}
              {formatDateTime(record.createdAt)}
              {record.durationSeconds !== null ? ` · took ${formatSeconds(record.durationSeconds)}` : ''}
            </Text>
          </Stack>
          {running ? <CancelButton record={record} /> : null}
        </Group>
        <Stack gap="md" mt="md">
          {running ? <RunningBar record={record} /> : <Outcome record={record} />}
          <CountGrid counts={record.counts} />
          {running ? null : <ResultActions record={record} />}
        </Stack>
      </Paper>
      {running ? null : <UndoPanel record={record} />}
    </Stack>
  );
}

function RunningBar({ record }: { record: LeadImport }) {
  const { read } = record.counts;
  const total = record.totalRows;
  const percent = total ? Math.min(100, (read / total) * 100) : 0;
  const waiting = record.status === 'queued';
  return (
    <Stack gap={6} role="status" aria-live="polite">
      <Progress
        value={waiting || !total ? 100 : percent}
        striped={waiting || !total}
        animated={waiting || !total}
        color={waiting ? 'gray' : undefined}
        size="xl"
        aria-label="Import progress"
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          {waiting
            ? 'Waiting to start…'
            : total
              ? `${formatCount(read)} of about ${formatCount(total)} rows (${Math.floor(percent)}%)`
              : `${formatCount(read)} rows read`}
        </Text>
        {!waiting && record.rowsPerSecond ? (
          <Text size="sm" c="dimmed">
            {formatCount(Math.round(record.rowsPerSecond))} rows/s
            {record.etaSeconds !== null ? ` · about ${formatSeconds(record.etaSeconds)} left` : ''}
          </Text>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        You can leave this page; the import goes on, and the import history opens it again.
      </Text>
    </Stack>
  );
}

function CountGrid({ counts }: { counts: LeadImportCounts }) {
  return (
    <SimpleGrid cols={{ base: 3, md: 6 }} spacing="xs">
      {COUNT_LABELS.map(([key, label]) => (
        <Paper
          key={key}
          withBorder
          radius="sm"
          p="xs"
          bg={key === 'rejected' && counts.rejected > 0 ? 'red.0' : undefined}
        >
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz="lg" aria-label={`${label}: ${counts[key]}`}>
            {formatCount(counts[key])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Outcome({ record }: { record: LeadImport }) {
  if (record.status === 'failed')
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The import stopped" role="alert">
        {record.error ?? 'The import failed.'} The rows counted below were saved.
      </Alert>
    );
  if (record.status === 'cancelled')
    return (
      <Alert color="orange" icon={<IconCircleX size={18} />} title="Cancelled" role="status">
        The rows counted below were saved before it stopped; Undo removes them.
      </Alert>
    );
  return (
    <Alert color="green" icon={<IconCircleCheck size={18} />} title="Import finished" role="status">
      {formatCount(record.counts.read)} rows read: {formatCount(record.counts.created)} new leads,{' '}
      {formatCount(record.counts.updated + record.counts.restored)} updated or restored,{' '}
      {formatCount(record.counts.rejected)} rejected.
    </Alert>
  );
}

function ResultActions({ record }: { record: LeadImport }) {
  const [downloading, setDownloading] = useState(false);
  const { created, updated, restored, rejected } = record.counts;
  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadRejectedRows(record._id);
    } catch (error) {
      notifyError(error, 'Could not download the rejected rows');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Group gap="sm">
      {rejected > 0 ? (
        <Button variant="default" leftSection={<IconDownload size={18} />} loading={downloading} onClick={onDownload}>
          Download rejected rows
        </Button>
      ) : null}
      {created + updated + restored > 0 && record.undo.state !== 'done' ? (
        <Button
          component={Link}
          to={paths.leads({ importId: record._id })}
          variant="light"
          leftSection={<IconUsersGroup size={18} />}
        >
          View imported leads
        </Button>
      ) : null}
    </Group>
  );
}

function CancelButton({ record }: { record: LeadImport }) {
  const cancel = useCancelImport();
  const onCancel = async () => {
    const confirmed = await confirmAction({
      title: 'Cancel import',
      message:
        'Stop this import? The rows already saved stay and are listed in its result; Undo removes them afterwards.',
      confirmLabel: 'Stop import',
      cancelLabel: 'Keep importing',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync(record._id);
      notifySuccess('The import is cancelled.');
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    }
  };
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconPlayerStop size={18} />}
      loading={cancel.isPending}
      onClick={onCancel}
    >
      Cancel
    </Button>
  );
}

function UndoPanel({ record }: { record: LeadImport }) {
  const undo = useUndoImport();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(record.undo.jobId ?? jobId);
  const { state, until, undoneAt, undoneBy } = record.undo;
  if (state === 'none') return null;

  const onUndo = async () => {
    const { created, updated, restored } = record.counts;
    const confirmed = await confirmAction({
      title: 'Undo import',
      message: `Undo this import? ${formatCount(created)} leads it created are removed, ${formatCount(updated)} updated leads get their old values back and ${formatCount(restored)} restored leads return to the recycle bin.`,
      confirmLabel: 'Undo import',
      danger: true,
    });
    if (!confirmed) return;
    try {
      setJobId((await undo.mutateAsync(record._id)).jobId);
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} fz="md" mb="xs">
        Undo
      </Title>
      {state === 'available' ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm">
            Removes the leads this import created and puts back the values it changed. Available until{' '}
            {formatDateTime(until)}.
          </Text>
          <Button
            color="red"
            variant="light"
            leftSection={<IconArrowBackUp size={18} />}
            loading={undo.isPending}
            onClick={onUndo}
          >
            Undo import
          </Button>
        </Group>
      ) : null}
      {state === 'running' && job.job ? (
        <JobProgress job={job.job} perSecond={job.perSecond} secondsLeft={job.secondsLeft} unit="leads" />
      ) : null}
      {state === 'running' && !job.job ? <Text size="sm">Undoing…</Text> : null}
      {state === 'done' ? (
        <Text size="sm" role="status">
          Undone on {formatDateTime(undoneAt)}
          {undoneBy ? ` by ${undoneBy.name}` : ''}. The leads it created are gone and the values it changed are back.
        </Text>
      ) : null}
      {state === 'expired' ? (
        <Text size="sm" c="dimmed">
          Undo was available until {formatDateTime(until)}.{' '}
          <Anchor component={Link} to={paths.leads({ importId: record._id })} size="sm">
            The imported leads
          </Anchor>{' '}
          can still be edited or moved to the recycle bin one by one.
        </Text>
      ) : null}
    </Paper>
  );
}

import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlayerStop, IconRefresh, IconRotateClockwise, IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { pageCount } from '../../../../domain/paging';
import { JOB_STATUSES, type JobView, jobKindLabel } from '../../../../domain/schemas/job';
import { formatCount, formatDateTime } from '../../../lib/format';
import { formatSeconds } from '../../../lib/job-rate';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ListPager } from '../../../ui/list-pager';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useCancelJob, useJobList, useRetryJob } from '../api/jobs';
import { JobDetailsDrawer } from '../components/job-details-drawer';
import { JOB_STATUS_LABELS, JobStatusBadge } from '../components/job-status-badge';

const PAGE_SIZE = 25;
const listParams = z.object({
  status: z.enum(JOB_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

function duration(job: JobView): string {
  if (!job.startedAt) return '—';
  const end = job.finishedAt ? new Date(job.finishedAt).getTime() : Date.now();
  return formatSeconds((end - new Date(job.startedAt).getTime()) / 1000);
}

/** Recent background jobs for administrators: what ran, for whom, how it ended; retry or cancel. */
export function JobsPage() {
  const { params, set } = useListParams(listParams);
  const list = useJobList({ status: params.status, page: params.page, limit: PAGE_SIZE });
  const retry = useRetryJob();
  const cancel = useCancelJob();
  const [busy, setBusy] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  const act = async (job: JobView, action: 'retry' | 'cancel') => {
    setBusy(job._id);
    try {
      await (action === 'retry' ? retry : cancel).mutateAsync(job._id);
      notifySuccess(action === 'retry' ? 'The job is queued to run again.' : 'The job is cancelled.');
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<JobView>[] = [
    {
      key: 'kind',
      header: 'Kind',
      nowrap: true,
      render: (j) => (
        <Stack gap={0}>
          <Text size="sm">{jobKindLabel(j.kind)}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {j.kind}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'who',
      header: 'Who',
      render: (j) => (
        <CellText maw={180} empty="System">
          {j.createdBy?.name}
        </CellText>
      ),
    },
    {
      key: 'started',
      header: 'Started',
      nowrap: true,
      render: (j) => <Text size="sm">{formatDateTime(j.startedAt)}</Text>,
    },
    { key: 'duration', header: 'Duration', nowrap: true, render: (j) => <Text size="sm">{duration(j)}</Text> },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      width: 150,
      render: (j) => (
        <Stack gap={2} align="flex-start">
          <JobStatusBadge status={j.status} />
          {j.status === 'running' && j.progress.total ? (
            <Text size="xs" c="dimmed">
              {formatCount(j.progress.done)} of {formatCount(j.progress.total)}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'error',
      header: 'Error',
      render: (j) => (
        // Three lines: an SMTP refusal's code and address come after a long opening sentence.
        <CellText maw={280} lines={3} c={j.error ? 'red.8' : undefined}>
          {j.error}
        </CellText>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      nowrap: true,
      render: (j) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => setOpenId(j._id)} aria-label={`Details of ${j.kind}`}>
            Details
          </Button>
          {j.status === 'failed' ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRotateClockwise size={14} />}
              loading={busy === j._id}
              onClick={() => void act(j, 'retry')}
              aria-label={`Retry ${j.kind}`}
            >
              Retry
            </Button>
          ) : j.status === 'queued' || j.status === 'running' ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconPlayerStop size={14} />}
              loading={busy === j._id}
              onClick={() => void act(j, 'cancel')}
              aria-label={`Cancel ${j.kind}`}
            >
              Cancel
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingSpinner label="Loading jobs…" />;
  else if (list.isError)
    body = (
      <ErrorState
        title="Could not load the jobs"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (list.data.total === 0)
    body = (
      <EmptyList
        icon={<IconStack2 size={26} />}
        title={
          params.status ? `No ${JOB_STATUS_LABELS[params.status].label.toLowerCase()} jobs` : 'No background jobs yet'
        }
        description="Emails, imports and other work that runs after a request are listed here for 30 days."
      />
    );
  else {
    const pages = pageCount(list.data.total, PAGE_SIZE);
    body = (
      <>
        <DataTable
          label="Background jobs"
          columns={columns}
          rows={list.data.jobs}
          rowKey={(j) => j._id}
          minWidth={980}
        />
        <ListPager
          page={params.page}
          pages={pages}
          onChange={(page) => set({ page })}
          summary={`${formatCount(list.data.total)} ${list.data.total === 1 ? 'job' : 'jobs'}`}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Background Jobs"
        description="Work that runs after a request: who started it, how long it took, how it ended."
        actions={
          <Group gap="sm">
            <Select
              label="Status"
              placeholder="Any status"
              clearable
              w={170}
              data={JOB_STATUSES.map((s) => ({ value: s, label: JOB_STATUS_LABELS[s].label }))}
              value={params.status ?? null}
              onChange={(value) => set({ status: (value ?? undefined) as (typeof JOB_STATUSES)[number] | undefined })}
            />
            <Button
              variant="default"
              mt={24}
              leftSection={<IconRefresh size={16} />}
              loading={list.isFetching && !list.isPending}
              onClick={() => void list.refetch()}
            >
              Refresh
            </Button>
          </Group>
        }
      />
      {body}
      <JobDetailsDrawer jobId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

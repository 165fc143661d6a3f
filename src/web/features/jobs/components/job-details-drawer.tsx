import { Code, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { jobKindLabel } from '../../../../domain/schemas/job';
import { formatDateTime } from '../../../lib/format';
import { useJob } from '../../../lib/use-job';
import { ErrorState } from '../../../ui/error-state';
import { JobProgress } from '../../../ui/job-progress';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { JobStatusBadge } from './job-status-badge';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/**
 * One job followed live: the list refreshes on demand, this polls the job every second while it is
 * queued or running (useJob), so an administrator watches an import or a send move and sees how it
 * ended, with its result.
 */
export function JobDetailsDrawer({ jobId, onClose }: { jobId: string | null; onClose: () => void }) {
  const { job, perSecond, secondsLeft, isError, error } = useJob(jobId);
  return (
    <Drawer opened={jobId !== null} onClose={onClose} position="right" size="md" title="Job details">
      {isError ? (
        <ErrorState title="Could not load the job" error={error} />
      ) : !job ? (
        <LoadingSpinner label="Loading the job…" />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text fw={600}>{jobKindLabel(job.kind)}</Text>
              <Text ff="monospace" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {job.kind}
              </Text>
            </Stack>
            <JobStatusBadge status={job.status} />
          </Group>
          <JobProgress job={job} perSecond={perSecond} secondsLeft={secondsLeft} />
          <SimpleGrid cols={2} spacing="sm">
            <Fact label="Started by" value={job.createdBy?.name ?? 'System'} />
            <Fact label="Attempts" value={`${job.attempts} of ${job.maxAttempts}`} />
            <Fact label="Queued" value={formatDateTime(job.createdAt)} />
            <Fact label="Started" value={job.startedAt ? formatDateTime(job.startedAt) : '—'} />
            <Fact label="Finished" value={job.finishedAt ? formatDateTime(job.finishedAt) : '—'} />
            <Fact label="Next run" value={job.status === 'queued' ? formatDateTime(job.runAt) : '—'} />
          </SimpleGrid>
          {/* A failed job shows its error in JobProgress; one waiting to retry says here why the last try failed (the list cuts it short). */}
          {job.error && job.status !== 'failed' ? (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                Last error
              </Text>
              <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                {job.error}
              </Text>
            </Stack>
          ) : null}
          {job.result !== null && job.result !== undefined ? (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                Result
              </Text>
              <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {JSON.stringify(job.result, null, 2)}
              </Code>
            </Stack>
          ) : null}
        </Stack>
      )}
    </Drawer>
  );
}

import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { JobView } from '../../domain/schemas/job';
import { formatCount } from '../lib/format';
import { formatSeconds } from '../lib/job-rate';

export interface JobProgressProps {
  job: JobView;
  /** From useJob: items per second and the time left at that pace, when known. */
  perSecond?: number | null;
  secondsLeft?: number | null;
  /** What one item is called in the counts ("rows", "emails"); default "items". */
  unit?: string;
  /** How the result reads when the job has succeeded; defaults to a plain "Finished". */
  renderResult?: (result: unknown) => ReactNode;
}

/**
 * A background job as a person follows it: a bar with done/total, the pace and the time left while
 * it runs, then its outcome (result or error). Pair it with useJob(id).
 */
export function JobProgress({ job, perSecond, secondsLeft, unit = 'items', renderResult }: JobProgressProps) {
  const { done, total, message } = job.progress;
  if (job.status === 'succeeded') {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} title="Finished" role="status">
        {renderResult
          ? renderResult(job.result)
          : total !== null
            ? `${formatCount(done)} of ${formatCount(total)} ${unit} done.`
            : null}
      </Alert>
    );
  }
  if (job.status === 'failed') {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title="It did not finish" role="alert">
        {job.error ?? 'The job failed.'} {`(${job.attempts} ${job.attempts === 1 ? 'attempt' : 'attempts'})`}
      </Alert>
    );
  }
  if (job.status === 'cancelled') {
    return (
      <Alert color="gray" icon={<IconCircleX size={18} />} title="Cancelled" role="status">
        Stopped after {formatCount(done)} {unit}.
      </Alert>
    );
  }
  const percent = total ? Math.min(100, (done / total) * 100) : 0;
  const waiting = job.status === 'queued';
  return (
    <Stack gap={6} role="status" aria-live="polite">
      <Progress
        value={waiting ? 100 : percent}
        animated={waiting || !total}
        striped={waiting || !total}
        color={waiting ? 'gray' : undefined}
        aria-label="Progress"
        size="lg"
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          {waiting
            ? job.attempts > 0
              ? `Waiting to try again (attempt ${job.attempts + 1} of ${job.maxAttempts})…`
              : 'Waiting to start…'
            : total !== null
              ? `${formatCount(done)} of ${formatCount(total)} ${unit}`
              : `${formatCount(done)} ${unit}`}
          {message && !waiting ? ` — ${message}` : ''}
        </Text>
        {!waiting && perSecond ? (
          <Text size="sm" c="dimmed">
            {perSecond >= 10 ? formatCount(perSecond) : perSecond.toFixed(1)} {unit}/s
            {secondsLeft !== null && secondsLeft !== undefined ? ` · about ${formatSeconds(secondsLeft)} left` : ''}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

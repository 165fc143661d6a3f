import { Badge } from '@mantine/core';
import type { JobStatus } from '../../../../domain/schemas/job';

const look: Record<JobStatus, { color: string; label: string }> = {
  queued: { color: 'gray', label: 'Queued' },
  running: { color: 'blue', label: 'Running' },
  succeeded: { color: 'green', label: 'Succeeded' },
  failed: { color: 'red', label: 'Failed' },
  cancelled: { color: 'yellow', label: 'Cancelled' },
};

export const JOB_STATUS_LABELS = look;

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge color={look[status].color} variant="light">
      {look[status].label}
    </Badge>
  );
}

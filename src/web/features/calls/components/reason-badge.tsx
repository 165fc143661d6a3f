import { Badge } from '@mantine/core';
import { QUEUE_REASON_LABELS, type QueueReason } from '../../../../domain/schemas/call';

const reasonColor: Record<QueueReason, string> = { overdue: 'red', today: 'blue', fresh: 'green', retry: 'orange' };

/** Why a lead is in the call queue. */
export function QueueReasonBadge({ reason }: { reason: QueueReason }) {
  return (
    <Badge variant="light" color={reasonColor[reason]} miw="max-content">
      {QUEUE_REASON_LABELS[reason]}
    </Badge>
  );
}

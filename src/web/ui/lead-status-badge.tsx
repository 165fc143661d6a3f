import { Badge } from '@mantine/core';
import { LEAD_STATUS_COLORS, LEAD_STATUS_LABELS, type LeadStatus } from '../../domain/leads/statuses';

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge color={LEAD_STATUS_COLORS[status]} variant="light" style={{ whiteSpace: 'nowrap' }}>
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}

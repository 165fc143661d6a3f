import { Badge } from '@mantine/core';
import { LEAD_STATUS_COLORS, LEAD_STATUS_LABELS, type LeadStatus } from '../../domain/leads/statuses';

/**
 * A lead's status, whole (the theme never lets a badge be cut). Small: "SITE VISIT SCHEDULED" is the
 * widest cell of the follow-up lists, which must fit 1366 px beside their actions.
 */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge color={LEAD_STATUS_COLORS[status]} variant="light" size="sm" style={{ whiteSpace: 'nowrap' }}>
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}

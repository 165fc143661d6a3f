import { Badge, Chip, Group } from '@mantine/core';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '../../../../domain/leads/statuses';
import type { LeadStatusCounts } from '../../../../domain/schemas/lead-counts';
import { formatCount } from '../../../lib/format';

interface StatusChipsProps {
  counts: LeadStatusCounts | undefined;
  status: LeadStatus | undefined;
  onPick: (status: LeadStatus | undefined) => void;
}

/** One chip per status with its count (the list's filters applied); a click filters the list by it. */
export function StatusChips({ counts, status, onPick }: StatusChipsProps) {
  const count = (n: number | undefined) => (
    <Badge size="sm" variant="white" color="dark" ml={6} miw="max-content">
      {counts ? formatCount(n ?? 0) : '…'}
    </Badge>
  );
  return (
    <Group gap={6} role="group" aria-label="Leads by status">
      <Chip checked={!status} onChange={() => onPick(undefined)} variant="light">
        All{count(counts?.total)}
      </Chip>
      {LEAD_STATUSES.map((s) => (
        <Chip key={s} checked={status === s} onChange={() => onPick(status === s ? undefined : s)} variant="light">
          {LEAD_STATUS_LABELS[s]}
          {count(counts?.counts[s])}
        </Chip>
      ))}
    </Group>
  );
}

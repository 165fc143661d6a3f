import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { indiaDateTime } from '../../domain/india-date';
import {
  FOLLOW_UP_OUTCOME_LABELS,
  FOLLOW_UP_TYPE_LABELS,
  type FollowUpOutcome,
  type FollowUpType,
} from '../../domain/schemas/follow-up';
import { overdueBy } from '../../domain/tasks/task-lists';

/** "3 days overdue" from the server's minutes past due (the browser's clock plays no part). */
export function overdueText(minutes: number): string {
  return overdueBy(new Date(0), new Date(minutes * 60_000));
}

const TYPE_COLORS: Record<FollowUpType, string> = {
  call: 'blue',
  meeting: 'teal',
  site_visit: 'violet',
  whatsapp: 'green',
  email: 'cyan',
};

export function FollowUpTypeBadge({ type }: { type: FollowUpType }) {
  return (
    <Badge color={TYPE_COLORS[type]} variant="light" miw="max-content">
      {FOLLOW_UP_TYPE_LABELS[type]}
    </Badge>
  );
}

const OUTCOME_COLORS: Partial<Record<FollowUpOutcome, string>> = {
  connected: 'green',
  interested: 'teal',
  not_interested: 'gray',
  wrong_number: 'red',
};

export function OutcomeBadge({ outcome }: { outcome: FollowUpOutcome | null }) {
  if (!outcome) return <Text c="dimmed">—</Text>;
  return (
    <Badge color={OUTCOME_COLORS[outcome] ?? 'yellow'} variant="light" miw="max-content">
      {FOLLOW_UP_OUTCOME_LABELS[outcome]}
    </Badge>
  );
}

/** The red "Overdue" badge: overdue is said in words too, never by colour alone. */
export function OverdueBadge({ label = 'Overdue' }: { label?: string }) {
  return (
    <Badge color="red" variant="filled" size="xs" miw="max-content">
      {label}
    </Badge>
  );
}

interface FollowUpDueProps {
  dueAt: string;
  /** Minutes past due by the server's clock; 0 when not yet due. */
  overdueMinutes: number;
  /** Today's list shows the time only (the day is today). */
  timeOnly?: boolean;
}

/** When a follow-up is due, in India time; overdue ones red, with the badge and how long ago. */
export function FollowUpDue({ dueAt, overdueMinutes, timeOnly = false }: FollowUpDueProps) {
  const full = indiaDateTime(dueAt);
  const shown = timeOnly ? full.slice(12) : full;
  if (overdueMinutes <= 0) return <Text size="sm">{shown}</Text>;
  return (
    <Tooltip label={`Was due ${full} (India time)`}>
      <Stack gap={2} align="flex-start">
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="red.8" fw={600}>
            {shown}
          </Text>
          <OverdueBadge />
        </Group>
        <Text size="xs" c="red.8">
          {overdueText(overdueMinutes)}
        </Text>
      </Stack>
    </Tooltip>
  );
}

/** A lead's status as a badge (the leads feature has its own; features may not share, ui may). */

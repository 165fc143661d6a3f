import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { TaskCounts } from '../../../../domain/schemas/task';
import {
  TASK_STATUS_COLORS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskStatus,
} from '../../../../domain/tasks/task-lists';
import { formatCount } from '../../../lib/format';

interface TaskCountCardsProps {
  counts: TaskCounts | undefined;
  status: TaskStatus | undefined;
  overdue: boolean | undefined;
  onPick: (pick: { status?: TaskStatus | undefined; overdue?: boolean | undefined }) => void;
}

/** Counts by status and overdue for the list's filters; a card filters the list to itself, again clears it. */
export function TaskCountCards({ counts, status, overdue, onPick }: TaskCountCardsProps) {
  const card = (
    key: string,
    label: string,
    value: number | undefined,
    color: string,
    active: boolean,
    pick: () => void,
  ) => (
    <UnstyledButton key={key} onClick={pick} aria-pressed={active} aria-label={`${label}: ${value ?? 0}`}>
      <Paper
        withBorder
        radius="md"
        p="sm"
        bg={active ? `${color}.0` : undefined}
        style={{ borderColor: active ? `var(--mantine-color-${color}-5)` : undefined }}
      >
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text size="xl" fw={700} c={key === 'overdue' && (value ?? 0) > 0 ? 'red.8' : undefined}>
          {value === undefined ? '–' : formatCount(value)}
        </Text>
      </Paper>
    </UnstyledButton>
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" mb="md">
      {card('total', 'All', counts?.total, 'gray', !status && !overdue, () =>
        onPick({ status: undefined, overdue: undefined }),
      )}
      {TASK_STATUSES.map((s) =>
        card(s, TASK_STATUS_LABELS[s], counts?.counts[s], TASK_STATUS_COLORS[s], status === s && !overdue, () =>
          onPick({ status: status === s ? undefined : s, overdue: undefined }),
        ),
      )}
      {card('overdue', 'Overdue', counts?.overdue, 'red', Boolean(overdue), () =>
        onPick({ status: undefined, overdue: overdue ? undefined : true }),
      )}
    </SimpleGrid>
  );
}

import { ActionIcon, Badge, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import type { Task } from '../../domain/schemas/task';
import {
  overdueBy,
  TASK_PRIORITY_COLORS,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_COLORS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskStatus,
} from '../../domain/tasks/task-lists';
import { formatDateTime } from '../lib/format';

/** The pieces every task list shows: status, priority, due (red with how overdue) and quick status. */

export function TaskPriorityBadge({ task }: { task: Pick<Task, 'priority'> }) {
  return (
    // Never squeezed to an ellipsis by a narrow table column.
    <Badge color={TASK_PRIORITY_COLORS[task.priority]} variant="light" miw="max-content">
      {TASK_PRIORITY_LABELS[task.priority]}
    </Badge>
  );
}

/** Due in India time; an overdue task in red with how long ago it fell due (by the server's clock). */
export function TaskDue({ task, now }: { task: Pick<Task, 'dueAt' | 'overdue'>; now: string | undefined }) {
  if (!task.overdue) return <Text size="sm">{formatDateTime(task.dueAt)}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" c="red.8" fw={600}>
        {formatDateTime(task.dueAt)}
      </Text>
      <Text size="xs" c="red.8">
        {now ? overdueBy(task.dueAt, now) : 'Overdue'}
      </Text>
    </Stack>
  );
}

interface TaskStatusMenuProps {
  task: Pick<Task, '_id' | 'title' | 'status'>;
  busy: boolean;
  onChange: (status: TaskStatus) => void;
}

/** The status badge opens a menu to move the task; open tasks get a one-click "Mark done" beside it. */
export function TaskStatusMenu({ task, busy, onChange }: TaskStatusMenuProps) {
  const open = task.status === 'open' || task.status === 'in_progress';
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Badge
            component="button"
            type="button"
            color={TASK_STATUS_COLORS[task.status]}
            variant="light"
            miw="max-content"
            rightSection={<IconChevronDown size={12} />}
            style={{ cursor: 'pointer' }}
            aria-label={`Status of ${task.title}: ${TASK_STATUS_LABELS[task.status]}. Change status`}
          >
            {TASK_STATUS_LABELS[task.status]}
          </Badge>
        </Menu.Target>
        <Menu.Dropdown>
          {TASK_STATUSES.filter((s) => s !== task.status).map((s) => (
            <Menu.Item key={s} onClick={() => onChange(s)}>
              {TASK_STATUS_LABELS[s]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {open ? (
        <Tooltip label="Mark done">
          <ActionIcon
            variant="subtle"
            color="green"
            ml={4}
            loading={busy}
            onClick={() => onChange('done')}
            aria-label={`Mark done: ${task.title}`}
          >
            <IconCheck size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </>
  );
}

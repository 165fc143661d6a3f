import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { can } from '../../../../domain/permissions';
import type { Lead } from '../../../../domain/schemas/lead';
import type { TaskStatus } from '../../../../domain/tasks/task-lists';
import { useSession } from '../../../lib/session-store';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { TaskDue, TaskPriorityBadge, TaskStatusMenu } from '../../../ui/task-bits';
import { TaskFormModal } from '../../../ui/task-form-modal';
import { useLeadTasks, useUpdateTaskStatus } from '../../tasks';

/** The lead's tasks (getTasksByLeadId), with "Add task" for this lead and a quick status change. */
export function LeadTasksPanel({ lead }: { lead: Lead }) {
  const tasks = useLeadTasks(lead._id);
  const status = useUpdateTaskStatus();
  const [adding, setAdding] = useState(false);
  const canAdd = can(useSession().user?.role, 'tasks.manage') && !lead.deletedAt;
  const setStatus = (id: string, next: TaskStatus) => status.mutate({ id, status: next });

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Tasks
        </Title>
        {canAdd ? (
          <Button size="xs" variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add task
          </Button>
        ) : null}
      </Group>
      {tasks.isPending ? (
        <LoadingSpinner label="Loading tasks…" />
      ) : tasks.isError ? (
        <ErrorState
          title="Could not load the tasks"
          error={tasks.error}
          onRetry={() => void tasks.refetch()}
          retrying={tasks.isFetching}
        />
      ) : tasks.data.tasks.length === 0 ? (
        <Text size="sm" c="dimmed">
          No tasks for this lead yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tasks of this lead">
          {tasks.data.tasks.map((task) => (
            <Group key={task._id} component="li" justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {task.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {task.assignee.name}
                  {task.assignedBy ? ` · given by ${task.assignedBy.name}` : ''}
                </Text>
                <TaskDue task={task} now={tasks.data.now} />
              </Stack>
              <Group gap={6} wrap="nowrap">
                <TaskPriorityBadge task={task} />
                <TaskStatusMenu
                  task={task}
                  busy={status.isPending && status.variables?.id === task._id}
                  onChange={(next) => setStatus(task._id, next)}
                />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <TaskFormModal opened={adding} task={null} onClose={() => setAdding(false)} lead={lead} />
    </Paper>
  );
}

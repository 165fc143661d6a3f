import { Anchor, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import type { Task } from '../../../../domain/schemas/task';
import type { TaskStatus } from '../../../../domain/tasks/task-lists';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { DeleteAction, EditAction } from '../../../ui/row-actions';
import { TaskDue, TaskPriorityBadge, TaskStatusMenu } from '../../../ui/task-bits';

interface TasksTableProps {
  tasks: Task[];
  now: string | undefined;
  showAssignee: boolean;
  canManage: boolean;
  busyId: string | null;
  onStatus: (task: Task, status: TaskStatus) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

export function TasksTable({
  tasks,
  now,
  showAssignee,
  canManage,
  busyId,
  onStatus,
  onEdit,
  onDelete,
}: TasksTableProps) {
  const columns: Column<Task>[] = [
    {
      key: 'title',
      header: 'Task',
      render: (task) => (
        <Stack gap={2}>
          <CellText fw={500} maw={300}>
            {task.title}
          </CellText>
          {task.lead ? (
            <Anchor component={Link} to={paths.leadDetails(task.lead._id)} size="xs">
              Lead: {task.lead.name}
            </Anchor>
          ) : null}
        </Stack>
      ),
    },
    ...(showAssignee
      ? [{ key: 'assignee', header: 'Assigned to', render: (task: Task) => <CellText>{task.assignee.name}</CellText> }]
      : []),
    {
      key: 'assignedBy',
      header: 'Assigned by',
      render: (task) => <CellText>{task.assignedBy?.name ?? '—'}</CellText>,
    },
    { key: 'due', header: 'Due', nowrap: true, render: (task) => <TaskDue task={task} now={now} /> },
    {
      key: 'priority',
      header: 'Priority',
      nowrap: true,
      width: 90,
      render: (task) => <TaskPriorityBadge task={task} />,
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      width: 170,
      render: (task) => (
        <Group gap={0} wrap="nowrap">
          <TaskStatusMenu task={task} busy={busyId === task._id} onChange={(s) => onStatus(task, s)} />
        </Group>
      ),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            header: 'Actions',
            render: (task: Task) => (
              <Group gap={4} wrap="nowrap">
                <EditAction label={`Edit ${task.title}`} onClick={() => onEdit(task)} />
                <DeleteAction label={`Delete ${task.title}`} onClick={() => onDelete(task)} />
              </Group>
            ),
          },
        ]
      : []),
  ];
  return <DataTable label="Tasks" columns={columns} rows={tasks} rowKey={(t) => t._id} minWidth={860} />;
}

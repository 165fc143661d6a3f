import { Badge, Group } from '@mantine/core';
import { paths } from '../../../../domain/paths';
import type { TaskReport } from '../../../../domain/schemas/task-report';
import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '../../../../domain/tasks/task-lists';
import { CellText } from '../../../ui/cell-text';
import { CountMatrix, type MatrixColumn } from './count-matrix';

/**
 * The task list (/MainTaskIndex, everyone's tasks) with the same due days and the cell's member,
 * status or overdue: the keys that page reads from its URL.
 */
function tasksLink(period: { from: string; to: string }, assignee?: string, status?: TaskStatus, overdue?: boolean) {
  return paths.tasks({ view: 'team', assignee, status, overdue, from: period.from, to: period.to });
}

const COLUMNS: MatrixColumn[] = [
  ...TASK_STATUSES.map((s) => ({ key: s, label: TASK_STATUS_LABELS[s], linkLabel: TASK_STATUS_LABELS[s] })),
  { key: 'overdue', label: 'Overdue', linkLabel: 'overdue', alarming: true },
  { key: 'total', label: 'Total', linkLabel: 'every task' },
];

/** Member × status with overdue and totals; each count opens the tasks behind it. */
export function TaskReportTable({ report }: { report: TaskReport }) {
  const period = report.meta;
  return (
    <CountMatrix
      ariaLabel="Tasks by member and status"
      minWidth={760}
      columns={COLUMNS}
      rows={report.members.map(({ memberId, name, active, ...counts }) => ({
        key: memberId,
        name,
        counts,
        nameCell: (
          <Group gap={6} wrap="nowrap">
            <CellText maw={260}>{name}</CellText>
            {active ? null : (
              <Badge size="xs" color="gray" variant="light">
                Deactivated
              </Badge>
            )}
          </Group>
        ),
      }))}
      totals={report.totals}
      link={(assignee, column) =>
        column === 'overdue'
          ? tasksLink(period, assignee, undefined, true)
          : tasksLink(period, assignee, column === 'total' ? undefined : (column as TaskStatus))
      }
    />
  );
}
